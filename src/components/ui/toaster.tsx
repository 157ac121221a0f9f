import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { KIND_ICONS } from './alert'
import { dismissToast, useToastStore, type ToastItem } from './toast-store'

const accent = {
  info: 'border-l-info',
  success: 'border-l-success',
  warn: 'border-l-warn',
  error: 'border-l-error',
}
const iconColour = {
  info: 'text-info',
  success: 'text-success',
  warn: 'text-warn',
  error: 'text-error',
}

/**
 * Closes a toast after its duration; the countdown pauses while it is hovered or focused, and
 * starts again when the same toast is asked for again.
 */
function useAutoClose(item: ToastItem, paused: boolean) {
  const remaining = useRef(item.duration)
  const repeats = useRef(item.repeats)
  useEffect(() => {
    if (repeats.current !== item.repeats) {
      repeats.current = item.repeats
      remaining.current = item.duration
    }
    if (item.duration <= 0 || !item.open || paused) return
    const started = Date.now()
    const timer = setTimeout(() => dismissToast(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [item.id, item.duration, item.open, item.repeats, paused])
}

function ToastCard({ item }: { item: ToastItem }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  useAutoClose(item, hovered || focused)
  const Icon = KIND_ICONS[item.kind]
  return (
    <li
      data-kind={item.kind}
      data-state={item.open ? 'open' : 'closed'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cn(
        'pointer-events-auto flex w-full gap-3 rounded-md border border-l-4 border-border bg-surface p-3 text-fg shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
        accent[item.kind],
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconColour[item.kind])} />
      <div
        // Asked for again, its text is new to the page, so screen readers say it again.
        key={item.repeats}
        role={item.kind === 'error' || item.kind === 'warn' ? 'alert' : undefined}
        className="min-w-0 flex-1 wrap-anywhere"
      >
        <p className="text-sm font-semibold">{item.title}</p>
        {item.message && (
          <p className="mt-0.5 line-clamp-3 text-sm text-fg-muted">{item.message}</p>
        )}
        {item.actions.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {item.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => {
                  action.onClick()
                  dismissToast(item.id)
                }}
                className="cursor-pointer rounded-sm border border-border px-2 py-0.5 text-sm font-medium hover:bg-surface-2"
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label="Close toast"
        title="Close toast"
        onClick={() => dismissToast(item.id)}
        className="-m-1 size-7 shrink-0 cursor-pointer rounded-sm p-1.5 text-fg-muted hover:bg-surface-2 hover:text-fg"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  )
}

/**
 * The toast stack at the bottom right, newest first. The list is a live region, so screen
 * readers hear each new toast; warnings and errors are alerts, announced at once.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts)
  return (
    <section
      aria-label="Toasts"
      className="pointer-events-none fixed right-4 bottom-16 z-49 w-80 max-w-[calc(100vw-2rem)]"
    >
      <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  )
}
