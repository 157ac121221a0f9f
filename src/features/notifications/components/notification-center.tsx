import { BellOff, X } from 'lucide-react'
import { KIND_ICONS } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { cn } from '@/lib/cn'
import {
  clearNotifications,
  dismissNotification,
  useNotificationsStore,
} from '../model/notifications-store'
import { addSampleNotification } from '../model/sample'

const iconColour = {
  info: 'text-info',
  success: 'text-success',
  warn: 'text-warn',
  error: 'text-error',
}

/** The notification centre's contents: the list (newest first), 'Clear all' and a sample generator. */
export function NotificationCenter({ titleId }: { titleId: string }) {
  const notifications = useNotificationsStore((state) => state.notifications)
  return (
    <div className="flex max-h-[min(32rem,70vh)] w-[22rem] max-w-[calc(100vw-1rem)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={titleId} className="font-semibold">
          Notifications
        </h2>
        <Button
          look="ghost"
          size="sm"
          disabled={notifications.length === 0}
          onClick={clearNotifications}
        >
          Clear all
        </Button>
      </div>
      {notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-fg-muted">
          <BellOff aria-hidden className="size-6" />
          You're all caught up.
        </div>
      ) : (
        <ul
          aria-labelledby={titleId}
          className="min-h-0 flex-1 divide-y divide-border overflow-y-auto"
        >
          {notifications.map((n) => {
            const Icon = KIND_ICONS[n.kind]
            return (
              <li key={n.id} data-kind={n.kind} className="flex gap-3 px-4 py-3">
                <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconColour[n.kind])} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{n.title}</p>
                  <p className="text-sm text-fg-muted">{n.message}</p>
                </div>
                <IconButton
                  label="Dismiss"
                  tooltip={false}
                  size="sm"
                  onClick={() => dismissNotification(n.id)}
                >
                  <X />
                </IconButton>
              </li>
            )
          })}
        </ul>
      )}
      <div className="border-t border-border px-4 py-3">
        <Button look="flat" size="sm" className="w-full" onClick={() => addSampleNotification()}>
          Add sample notification
        </Button>
      </div>
    </div>
  )
}
