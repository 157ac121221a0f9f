import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { TOOLTIP_OFFSET } from '@/config/constants'
import { cn } from '@/lib/cn'

/** A tooltip's bubble, placed beside its trigger (flipped and shifted to stay on screen). */
export default function TooltipBubble({
  id,
  anchor,
  side,
  instant,
  className,
  children,
}: {
  id: string
  anchor: HTMLElement
  side: 'top' | 'right' | 'bottom' | 'left'
  instant: boolean
  className?: string
  children: ReactNode
}) {
  const { refs, floatingStyles } = useFloating({
    placement: side,
    strategy: 'fixed',
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  })
  return createPortal(
    <div
      // eslint-disable-next-line react-hooks/refs -- floating-ui's callback ref, not a ref's value
      ref={refs.setFloating}
      id={id}
      role="tooltip"
      data-state={instant ? 'instant-open' : 'delayed-open'}
      style={floatingStyles}
      className={cn(
        'pointer-events-none z-999 rounded-sm bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
        className,
      )}
    >
      {children}
    </div>,
    document.body,
  )
}
