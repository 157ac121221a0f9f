import {
  Bell,
  BellOff,
  Keyboard,
  Monitor,
  Moon,
  Redo2,
  ScrollText,
  Search,
  SunMoon,
  Sun,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { toast, useToastStore } from '@/components/ui/toast-store'
import { toggleThemeMode, useThemeStore } from '@/data/theme-store'
import {
  clearNotifications,
  useNotificationsStore,
} from '@/features/notifications/model/notifications-store'
import { NOTE_EDITOR_COMMANDS, NOTES_COMMANDS, NOTES_SEARCH } from '@/features/notes/notes-commands'
import { LINKED_FROM_SEARCH } from '@/features/links/linked-from-provider'
import { OVERVIEW_COMMANDS } from '@/features/overview/overview-commands'
import { addSampleNotification } from '@/features/notifications/model/sample'
import { useSearchStore } from '@/features/search/model/search-store'
import { SETTINGS_PAGES } from '@/features/settings/settings-pages'
import { TODO_LISTS_SEARCH, TODOS_COMMANDS, TODOS_SEARCH } from '@/features/todos/todos-commands'
import {
  BOOKMARK_FOLDERS_SEARCH,
  BOOKMARKS_COMMANDS,
  BOOKMARKS_SEARCH,
} from '@/features/bookmarks/bookmarks-commands'
import { TOOL_COMMANDS } from '@/features/tools/tools-commands'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'
import { openChangelog } from './main-menu/changelog-store'
import { MAIN_ROUTES } from './routes'
import { openShortcutsDialog } from './shortcuts/shortcuts-dialog-store'
import type * as UndoModule from '@/data/undo'

const go = (
  id: string,
  title: string,
  to: string,
  section: Command['section'],
  icon?: LucideIcon,
  keywords?: string[],
): Command => ({
  id,
  title,
  section,
  icon,
  keywords,
  opens: to,
  run: ({ navigate }) => navigate(to),
})

/** A quiet note when Undo or Redo finds nothing to do; one at a time, however long the key is held. */
function nothingTo(what: 'undo' | 'redo') {
  const title = `Nothing to ${what}`
  if (!useToastStore.getState().toasts.some((item) => item.open && item.title === title))
    toast({ kind: 'info', title })
}

let history: Promise<typeof UndoModule> | null = null
/**
 * Runs `step` with the app-wide undo history. Its code is fetched once, and every step waits
 * on that one fetch, so Undo and Redo pressed in quick succession run in the order pressed: on
 * the first press, two separate `import()`s could settle the other way round, and a Redo then
 * found nothing to redo while the Undo had not yet run.
 */
function withHistory(step: (module: typeof UndoModule) => void) {
  void (history ??= import('@/data/undo')).then(step)
}

/** Undo and Redo; their `detail` names the step they would undo and redo (`useUndoCommands`). */
export const UNDO_COMMAND: Command = {
  id: 'edit:undo',
  title: 'Undo',
  section: 'General',
  icon: Undo2,
  // Outside text fields: inputs keep their own undo, and so does the note editor.
  shortcut: 'Mod+Z',
  repeat: true,
  run: () => withHistory(({ undo }) => undo() || nothingTo('undo')),
}

export const REDO_COMMAND: Command = {
  id: 'edit:redo',
  title: 'Redo',
  section: 'General',
  icon: Redo2,
  shortcut: ['Mod+Shift+Z', 'Mod+Y'],
  repeat: true,
  run: () => withHistory(({ redo }) => redo() || nothingTo('redo')),
}

/**
 * The shell's pages and commands, and those the features export: for the search palette, the
 * menus, the keyboard shortcuts and the 'Keyboard shortcuts' dialog.
 */
export const APP_COMMANDS: Command[] = [
  ...MAIN_ROUTES.map(({ to, title, icon }) =>
    go(`page:${title.toLowerCase()}`, title, to, 'Pages', icon, ['go', 'open']),
  ),
  go('page:settings', 'Settings', '/settings', 'Settings', undefined, ['preferences', 'options']),
  go('page:trash', 'Trash', '/trash', 'Pages', Trash2, ['deleted', 'restore', 'bin', 'recycle']),
  ...SETTINGS_PAGES.map(({ path, title, icon }) =>
    go(`settings:${path}`, `${title} settings`, `/settings/${path}`, 'Settings', icon, [
      'settings',
      title.toLowerCase(),
    ]),
  ),
  {
    id: 'search:toggle',
    title: 'Search',
    section: 'General',
    icon: Search,
    shortcut: 'Mod+K',
    // Also from a field or the palette's own input: the same keys close it again.
    when: { inFields: true, inDialogs: true },
    palette: false,
    run: () => {
      const { open, setOpen } = useSearchStore.getState()
      setOpen(!open)
    },
  },
  {
    id: 'shortcuts:open',
    title: 'Keyboard shortcuts',
    section: 'General',
    icon: Keyboard,
    keywords: ['keys', 'hotkeys', 'help'],
    shortcut: '?',
    run: openShortcutsDialog,
  },
  UNDO_COMMAND,
  REDO_COMMAND,
  {
    id: 'theme:toggle',
    title: 'Toggle light and dark mode',
    section: 'General',
    icon: SunMoon,
    keywords: ['theme'],
    run: toggleThemeMode,
  },
  {
    id: 'theme:light',
    title: 'Use light theme',
    section: 'General',
    icon: Sun,
    run: () => useThemeStore.getState().setMode('light'),
  },
  {
    id: 'theme:dark',
    title: 'Use dark theme',
    section: 'General',
    icon: Moon,
    run: () => useThemeStore.getState().setMode('dark'),
  },
  {
    id: 'theme:system',
    title: 'Use system theme',
    section: 'General',
    icon: Monitor,
    run: () => useThemeStore.getState().setMode('system'),
  },
  {
    id: 'notifications:sample',
    title: 'Add sample notification',
    section: 'General',
    icon: Bell,
    run: () => addSampleNotification(),
  },
  {
    id: 'notifications:clear',
    title: 'Clear all notifications',
    section: 'General',
    icon: BellOff,
    run: clearNotifications,
    enabled: () => useNotificationsStore.getState().notifications.length > 0,
  },
  {
    id: 'changelog:open',
    title: 'Open changelog',
    section: 'General',
    icon: ScrollText,
    keywords: ['news', 'release'],
    run: openChangelog,
  },
  ...OVERVIEW_COMMANDS,
  ...NOTES_COMMANDS,
  ...NOTE_EDITOR_COMMANDS,
  ...TODOS_COMMANDS,
  ...BOOKMARKS_COMMANDS,
  ...TOOL_COMMANDS,
]

/** What the search palette searches besides commands. */
export const APP_SEARCH_PROVIDERS: SearchProvider[] = [
  NOTES_SEARCH,
  TODOS_SEARCH,
  TODO_LISTS_SEARCH,
  BOOKMARKS_SEARCH,
  BOOKMARK_FOLDERS_SEARCH,
  LINKED_FROM_SEARCH,
]
