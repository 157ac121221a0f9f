import { Bell } from 'lucide-react'
import { lazy, useId, useState } from 'react'
import { Popover } from '@/components/ui/popover'
import { usePreferencesStore } from '@/data/preferences-store'
import {
  mostSevere,
  useNotificationsStore,
} from '@/features/notifications/model/notifications-store'
import { useNow } from '@/hooks/use-now'
import { cn } from '@/lib/cn'
import { formatDate, formatTime } from '@/lib/format'

const loadCentre = () => import('@/features/notifications/components/notification-center')
const NotificationCenter = lazy(() => loadCentre().then((m) => ({ default: m.NotificationCenter })))

const dotColour = { error: 'bg-error', warn: 'bg-warn', success: 'bg-success', info: 'bg-info' }

/** Live clock, bell and status dot; opens the notification centre. */
export function NotificationButton() {
  const now = useNow()
  const clockFormat = usePreferencesStore((state) => state.clockFormat)
  const dateFormat = usePreferencesStore((state) => state.dateFormat)
  const notifications = useNotificationsStore((state) => state.notifications)
  const kind = mostSevere(notifications)
  const count = notifications.length
  const titleId = useId()
  const [open, setOpen] = useState(false)
  // The dot keeps the last kind's colour while it fades out.
  const [lastKind, setLastKind] = useState(kind)
  if (kind && kind !== lastKind) setLastKind(kind)

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      side="top"
      align="end"
      aria-label="Notifications"
      preload={loadCentre}
      trigger={(props) => (
        <button
          type="button"
          aria-label={`Notifications (${count === 0 ? 'none' : count})`}
          className="flex h-10 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-surface-2 sm:gap-3 sm:px-3"
          {...props}
        >
          <span className="flex flex-col items-end text-xs leading-tight tabular-nums">
            <time data-testid="clock-time" dateTime={now.toISOString()} className="font-semibold">
              {formatTime(now, clockFormat)}
            </time>
            <span data-testid="clock-date" className="text-fg-muted">
              {formatDate(now, dateFormat)}
            </span>
          </span>
          <span className="relative">
            <Bell
              aria-hidden
              data-filled={count > 0}
              className={cn('size-5', count > 0 && 'fill-current')}
            />
            <span
              aria-hidden
              data-testid="status-dot"
              data-kind={kind ?? undefined}
              className={cn(
                'absolute -top-0.5 -right-0.5 size-2.5 rounded-full ring-2 ring-surface transition-[opacity,visibility,background-color] duration-300',
                lastKind && dotColour[lastKind],
                kind ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            />
          </span>
        </button>
      )}
    >
      <NotificationCenter titleId={titleId} />
    </Popover>
  )
}
