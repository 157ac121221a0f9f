import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, useState, type ComponentProps, type RefObject, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { overlayClass, panelClass } from './dialog-classes'
import { IconButton } from './icon-button'
import { takeMenuOpener } from './menu-opener'

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
export function useReturnFocus(
  {
    onOpenAutoFocus,
    onCloseAutoFocus,
  }: Pick<DialogContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'> = {},
  /**
   * What had focus as the content first rendered ({@link NoteOpener}): where the focus goes back
   * when Radix sent no open event.
   */
  opener?: RefObject<Element | null>,
) {
  const returnTo = useRef<Element | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      returnTo.current = document.activeElement
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const noted = returnTo.current ?? opener?.current
      returnTo.current = null
      // Opened from a menu's item, gone now: the menu's button (`noteMenuOpener`).
      const target = noted?.isConnected === false ? (takeMenuOpener() ?? noted) : noted
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
 * Renders nothing; notes what has focus as a dialog's content first renders. A field of the
 * dialog that takes the focus with `autoFocus` does so before Radix's open event, and Radix then
 * sends none (the focus is inside already).
 */
function NoteOpener({ onNote }: { onNote: (opener: Element | null) => void }) {
  useState(() => onNote(document.activeElement))
  return null
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
  const opener = useRef<Element | null>(null)
  const returnFocus = useReturnFocus(
    {
      // The field marked `data-autofocus` (with `autoFocus`): Radix's first control ('Close')
      // otherwise, when the field could not keep the focus as it mounted (a menu that opened
      // the dialog held it until it closed).
      onOpenAutoFocus: (event) => {
        onOpenAutoFocus?.(event)
        if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return
        const wanted = event.target.querySelector<HTMLElement>('[data-autofocus]')
        if (!wanted) return
        event.preventDefault()
        wanted.focus()
      },
      onCloseAutoFocus,
    },
    opener,
  )
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(panelClass, width, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...returnFocus}
      >
        <NoteOpener onNote={(element) => (opener.current = element)} />
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
