import { NavLink } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { MainMenu } from '../main-menu/main-menu'
import { MAIN_ROUTES } from '../routes'
import { NotificationButton } from './notification-button'

/** The bottom taskbar: launcher and one button per main route in the centre, clock and notifications right. */
export function Taskbar() {
  return (
    <nav
      aria-label="Taskbar"
      // On a phone the buttons start at the left edge and sit closer, so the clock fits beside them.
      className="grid h-14 shrink-0 grid-cols-[0_auto_1fr] items-center gap-1 border-t border-border bg-surface px-2 sm:grid-cols-[1fr_auto_1fr] sm:gap-2"
    >
      <div />
      <div className="flex items-center sm:gap-1">
        <MainMenu />
        <span aria-hidden className="mx-0.5 h-6 w-px bg-border sm:mx-1" />
        {MAIN_ROUTES.map(({ to, title, icon: Icon }) => (
          <Tooltip key={to} content={title}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={title}
              className={({ isActive }) =>
                cn(
                  'relative flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg sm:size-10',
                  'after:absolute after:bottom-0.5 after:h-0.5 after:w-4 after:rounded-full after:bg-transparent',
                  isActive && 'bg-surface-2 text-fg after:bg-accent',
                )
              }
            >
              <Icon aria-hidden className="size-5" />
            </NavLink>
          </Tooltip>
        ))}
      </div>
      <div className="flex justify-end">
        <NotificationButton />
      </div>
    </nav>
  )
}
