import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { overlayClass, panelClass } from './dialog-classes'
import { IconButton } from './icon-button'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  /** The dialog's title; names it for assistive technology. */
  title: ReactNode
  /** Optional text under the title. */
  description?: ReactNode
  /** Hide the title visually but keep it as the accessible name. */
  hideTitle?: boolean
  /** Width class. @defaultValue 'max-w-md' */
  width?: string
}

/**
 * Gives focus back, when a dialog closes, to what had it when the dialog opened: Radix does so
 * only for its own DialogTrigger, and most dialogs here open from state (a menu item, a
 * shortcut, a confirm()), so focus fell to <body>. Spread the result on the Radix content; a
 * handler of the caller's that calls `preventDefault` keeps Radix's and the caller's way.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: Pick<DialogContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'> = {}) {
  const returnTo = useRef<Element | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      returnTo.current = document.activeElement
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const target = returnTo.current
      // Nothing had focus (Safari does not focus a clicked button): Radix's trigger, if any.
      if (
        event.defaultPrevented ||
        !(target instanceof HTMLElement) ||
        target === document.body ||
        !target.isConnected
      )
        return
      event.preventDefault()
      target.focus()
    },
  }
}

/**
 * A modal panel with a title and a 'Close' button (Radix traps focus and handles Esc). Closed,
 * it gives focus back to what had it when it opened ({@link useReturnFocus}).
 */
export function DialogContent({
  title,
  description,
  hideTitle,
  width = 'max-w-md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus })
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(panelClass, width, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...returnFocus}
      >
        <div className={cn('flex items-start justify-between gap-4', hideTitle && 'sr-only')}>
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-fg-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {!hideTitle && (
            <DialogPrimitive.Close asChild>
              <IconButton label="Close" tooltip={false} size="sm" className="-mt-1 -mr-1">
                <X />
              </IconButton>
            </DialogPrimitive.Close>
          )}
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
