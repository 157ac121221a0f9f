import { useEffect, useLayoutEffect } from 'react'
import { createPortal } from 'react-dom'
import { dropBootFrame } from '@/lib/boot-keys'
import { cn } from '@/lib/cn'
import { overlayClass, panelClass } from './dialog-classes'

/**
 * A dialog's box while its code loads, so that what opened it shows at once: the backdrop and
 * the panel with its title, busy. Focus stays where it was (the dialog takes it as it comes);
 * Esc or a click beside it closes it. It takes over from the frame `public/boot-keys.js` showed
 * for a key pressed before the app's code was here.
 */
export function DialogFrame({
  title,
  width = 'max-w-md',
  onClose,
}: {
  title: string
  /** As the dialog's own `DialogContent` width. */
  width?: string
  onClose: () => void
}) {
  useLayoutEffect(() => void dropBootFrame('dialog'), [])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return createPortal(
    <>
      <div className={overlayClass} data-state="open" onPointerDown={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy
        data-state="open"
        className={cn(panelClass, width)}
      >
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
    </>,
    document.body,
  )
}
