import {
  Bell,
  BellOff,
  Monitor,
  Moon,
  ScrollText,
  SunMoon,
  Sun,
  Pipette,
  type LucideIcon,
} from 'lucide-react'
import { toggleThemeMode, useThemeStore } from '@/data/theme-store'
import {
  clearNotifications,
  useNotificationsStore,
} from '@/features/notifications/model/notifications-store'
import { NOTES_COMMANDS, NOTES_SEARCH } from '@/features/notes/notes-commands'
import { addSampleNotification } from '@/features/notifications/model/sample'
import { SETTINGS_PAGES } from '@/features/settings/settings-pages'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'
import { openChangelog } from './main-menu/changelog-store'
import { MAIN_ROUTES } from './routes'

const go = (
  id: string,
  label: string,
  to: string,
  group: Command['group'],
  icon?: LucideIcon,
  keywords?: string[],
): Command => ({
  id,
  label,
  group,
  icon,
  keywords,
  perform: ({ navigate }) => navigate(to),
})

/** The shell's pages and commands, for the search palette. */
export const APP_COMMANDS: Command[] = [
  ...MAIN_ROUTES.map(({ to, title, icon }) =>
    go(`page:${title.toLowerCase()}`, title, to, 'Pages', icon, ['go', 'open']),
  ),
  go('page:color-picker', 'Colour picker', '/tools/color-picker', 'Pages', Pipette, [
    'tools',
    'color',
    'colour',
  ]),
  go('page:settings', 'Settings', '/settings', 'Settings', undefined, ['preferences', 'options']),
  ...SETTINGS_PAGES.map(({ path, title, icon }) =>
    go(`settings:${path}`, `${title} settings`, `/settings/${path}`, 'Settings', icon, [
      'settings',
      title.toLowerCase(),
    ]),
  ),
  {
    id: 'theme:toggle',
    label: 'Toggle light and dark mode',
    group: 'Commands',
    icon: SunMoon,
    keywords: ['theme'],
    perform: toggleThemeMode,
  },
  {
    id: 'theme:light',
    label: 'Use light theme',
    group: 'Commands',
    icon: Sun,
    perform: () => useThemeStore.getState().setMode('light'),
  },
  {
    id: 'theme:dark',
    label: 'Use dark theme',
    group: 'Commands',
    icon: Moon,
    perform: () => useThemeStore.getState().setMode('dark'),
  },
  {
    id: 'theme:system',
    label: 'Use system theme',
    group: 'Commands',
    icon: Monitor,
    perform: () => useThemeStore.getState().setMode('system'),
  },
  {
    id: 'notifications:sample',
    label: 'Add sample notification',
    group: 'Commands',
    icon: Bell,
    perform: () => addSampleNotification(),
  },
  {
    id: 'notifications:clear',
    label: 'Clear all notifications',
    group: 'Commands',
    icon: BellOff,
    perform: clearNotifications,
    when: () => useNotificationsStore.getState().notifications.length > 0,
  },
  {
    id: 'changelog:open',
    label: 'Open changelog',
    group: 'Commands',
    icon: ScrollText,
    keywords: ['news', 'release'],
    perform: openChangelog,
  },
  ...NOTES_COMMANDS,
]

/** What the search palette searches besides commands. */
export const APP_SEARCH_PROVIDERS: SearchProvider[] = [NOTES_SEARCH]
