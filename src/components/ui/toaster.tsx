import { X } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'
import { KIND_ICONS } from './alert'
import { dismissToast, useToastStore } from './toast-store'

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

/** Renders the toast queue at the bottom right; Radix announces each toast to screen readers. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts)
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((item) => {
        const Icon = KIND_ICONS[item.kind]
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => !open && dismissToast(item.id)}
            duration={item.duration > 0 ? item.duration : Infinity}
            type={item.kind === 'error' || item.kind === 'warn' ? 'foreground' : 'background'}
            data-kind={item.kind}
            className={cn(
              'pointer-events-auto flex w-full gap-3 rounded-md border border-l-4 border-border bg-surface p-3 text-fg shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
              accent[item.kind],
            )}
          >
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconColour[item.kind])} />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {item.title}
              </ToastPrimitive.Title>
              {item.message && (
                <ToastPrimitive.Description className="mt-0.5 line-clamp-3 text-sm text-fg-muted">
                  {item.message}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Close toast"
              title="Close toast"
              className="-m-1 size-7 shrink-0 cursor-pointer rounded-sm p-1.5 text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )
      })}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-4 bottom-16 z-49 m-0 flex w-80 max-w-[calc(100vw-2rem)] list-none flex-col gap-2 p-0 outline-none" />
    </ToastPrimitive.Provider>
  )
}
