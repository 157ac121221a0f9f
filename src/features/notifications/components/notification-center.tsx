import { BellOff, X } from 'lucide-react'
import { useRef, type MouseEvent } from 'react'
import { focusWhenGone, keepFocusNear } from '@/components/focus-when-gone'
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
export default function NotificationCenter({ titleId }: { titleId: string }) {
  const notifications = useNotificationsStore((state) => state.notifications)
  const list = useRef<HTMLUListElement>(null)
  const empty = useRef<HTMLDivElement>(null)
  // The panel stays open: the keyboard goes on to the next notification's 'Dismiss', else the
  // one before, else to 'You're all caught up.', never to the page behind.
  const dismiss = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    const buttons = [...(list.current?.querySelectorAll('button[data-dismiss]') ?? [])]
    const refocus = keepFocusNear(event.currentTarget, buttons, () => [empty.current])
    dismissNotification(id)
    refocus()
  }
  const clear = () => {
    const gone = list.current
    clearNotifications()
    focusWhenGone(gone, () => [empty.current])
  }
  return (
    <div className="flex max-h-[min(32rem,70vh)] w-[22rem] max-w-[calc(100vw-1rem)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={titleId} className="font-semibold">
          Notifications
        </h2>
        <Button look="ghost" size="sm" disabled={notifications.length === 0} onClick={clear}>
          Clear all
        </Button>
      </div>
      {notifications.length === 0 ? (
        <div
          ref={empty}
          tabIndex={-1}
          className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-fg-muted"
        >
          <BellOff aria-hidden className="size-6" />
          You're all caught up.
        </div>
      ) : (
        <ul
          ref={list}
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
                  data-dismiss
                  onClick={(event) => dismiss(event, n.id)}
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
