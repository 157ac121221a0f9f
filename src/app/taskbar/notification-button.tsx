import { Bell } from 'lucide-react'
import { useId, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { Popover } from '@/components/ui/popover'
import { usePreferencesStore } from '@/data/preferences-store'
import {
  mostSevere,
  useNotificationsStore,
} from '@/features/notifications/model/notifications-store'
import { useNow } from '@/hooks/use-now'
import { cn } from '@/lib/cn'
import { formatDate, formatTime, type ClockFormat } from '@/lib/format'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

const NotificationCenter = lazyWithPreload(
  () => import('@/features/notifications/components/notification-center'),
)

const dotColour = { error: 'bg-error', warn: 'bg-warn', success: 'bg-success', info: 'bg-info' }

/** The time in the chosen format, with seconds after the minutes when asked for. */
export function clockText(date: Date, format: ClockFormat, seconds: boolean): string {
  const time = formatTime(date, format)
  if (!seconds) return time
  const ss = `:${String(date.getSeconds()).padStart(2, '0')}`
  // '3:07 PM' → '3:07:09 PM'; '15:07' → '15:07:09'.
  return time.replace(/^(\d+:\d+)/, `$1${ss}`)
}

/**
 * Live clock (with seconds, without the date or hidden, as Settings > Taskbar says), bell and
 * status dot; opens the notification centre.
 */
export function NotificationButton() {
  const now = useNow()
  const clockFormat = usePreferencesStore((state) => state.clockFormat)
  const dateFormat = usePreferencesStore((state) => state.dateFormat)
  const { showClock, showSeconds, showDate } = usePreferencesStore(
    useShallow((state) => ({
      showClock: state.taskbar.showClock,
      showSeconds: state.taskbar.showSeconds,
      showDate: state.taskbar.showDate,
    })),
  )
  const notifications = useNotificationsStore((state) => state.notifications)
  const kind = mostSevere(notifications)
  const count = notifications.length
  // The clock's text is in the button's name too, after 'Notifications (…)': screen readers
  // read the time, and the name holds what the button shows.
  const time = clockText(now, clockFormat, showSeconds)
  const date = formatDate(now, dateFormat)
  const clock = showClock ? (showDate ? `${time} ${date}` : time) : ''
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
      code={NotificationCenter}
      trigger={(props) => (
        <button
          type="button"
          aria-label={`Notifications (${count === 0 ? 'none' : count})${clock ? `, ${clock}` : ''}`}
          className="flex h-10 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-surface-2 sm:gap-3 sm:px-3"
          {...props}
        >
          {showClock && (
            <span className="flex flex-col items-end text-xs leading-tight tabular-nums">
              <time data-testid="clock-time" dateTime={now.toISOString()} className="font-semibold">
                {time}
              </time>
              {/* Between the lines, the time and date read as two words (the name has them so). */}
              {showDate && ' '}
              {showDate && (
                <span data-testid="clock-date" className="text-fg-muted">
                  {date}
                </span>
              )}
            </span>
          )}
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
