import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { TIMING, TOOLTIP_OFFSET } from '@/config/constants'
import { cn } from '@/lib/cn'

/** Shares the open delay (700 ms) and skip window (300 ms) across every tooltip. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TIMING.tooltipDelay}
      skipDelayDuration={TIMING.tooltipSkipDelay}
    >
      {children}
    </TooltipPrimitive.Provider>
  )
}

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode
  /** The trigger: one focusable element. */
  children: ReactNode
  /** @defaultValue 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left'
  className?: string
}

/** A short label shown on hover and focus. */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={TOOLTIP_OFFSET}
          className={cn(
            'z-999 rounded-sm bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
            className,
          )}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
