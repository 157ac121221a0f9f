import { useMemo } from 'react'
import { NavLink } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { arrangeSections, usePreferencesStore } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { MainMenu } from '../main-menu/main-menu'
import { MAIN_ROUTES } from '../routes'
import { NotificationButton } from './notification-button'
import { SyncIndicator } from './sync-indicator'
import { taskbarButtonClass, taskbarIconClass, TaskbarLabel } from './taskbar-button'

// The pinned links read the workspace, so they load with the data layer, never with the shell.
// Their code is in the command host's chunk: should it not download, the taskbar does without
// them until it does (the root layout fetches it again at each navigation).
export const PinnedLinks = lazyWithPreload(() => import('./pinned-links'), { optional: true })

/** A main route's key in the taskbar settings: its path's first segment, or 'overview'. */
const sectionKey = (to: string) => to.slice(1) || 'overview'
const ROUTE_KEYS = MAIN_ROUTES.map((route) => sectionKey(route.to))

/**
 * The bottom taskbar: launcher, the section buttons the user chose in their order and the
 * pinned links in the centre, clock and notifications right (Settings > Taskbar).
 */
export function Taskbar() {
  const settings = usePreferencesStore((state) => state.taskbar)
  const { iconSize, showLabels } = settings
  const sections = useMemo(
    () =>
      arrangeSections(ROUTE_KEYS, settings)
        .filter((section) => section.shown)
        .map((section) => MAIN_ROUTES[ROUTE_KEYS.indexOf(section.key)]!),
    [settings],
  )
  return (
    <nav
      aria-label="Taskbar"
      // On a phone the buttons start at the left edge and sit closer, so the clock fits beside
      // them; should they still not fit, the centre scrolls rather than push the clock off.
      className="grid h-14 shrink-0 grid-cols-[0_minmax(0,auto)_1fr] items-center gap-1 border-t border-border bg-surface px-2 sm:grid-cols-[1fr_minmax(0,auto)_1fr] sm:gap-2"
    >
      <div />
      <div className="flex min-w-0 items-center overflow-x-auto [scrollbar-width:none] sm:gap-1">
        <MainMenu />
        <span aria-hidden className="mx-0.5 h-6 w-px shrink-0 bg-border sm:mx-1" />
        {sections.map(({ to, title, icon: Icon }) => (
          <Tooltip key={to} content={title}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={title}
              className={({ isActive }) =>
                cn(
                  taskbarButtonClass(iconSize, showLabels),
                  'text-fg-muted hover:text-fg',
                  'after:absolute after:bottom-0.5 after:h-0.5 after:w-4 after:rounded-full after:bg-transparent',
                  isActive && 'bg-surface-2 text-fg after:bg-accent',
                )
              }
            >
              <Icon aria-hidden className={taskbarIconClass(iconSize)} />
              {showLabels && <TaskbarLabel>{title}</TaskbarLabel>}
            </NavLink>
          </Tooltip>
        ))}
        <PinnedLinks iconSize={iconSize} showLabels={showLabels} />
      </div>
      <div className="flex items-center justify-end">
        <SyncIndicator />
        <NotificationButton />
      </div>
    </nav>
  )
}
