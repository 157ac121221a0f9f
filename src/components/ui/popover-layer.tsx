import { Popover as PopoverPrimitive } from 'radix-ui'
import type { ComponentProps, RefObject } from 'react'
import { cn } from '@/lib/cn'

export interface PopoverLayerProps extends Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'id'
> {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger: the panel is placed against it and focus returns to it. */
  anchorRef: RefObject<HTMLElement | null>
  id: string
}

/** The Radix half of {@link Popover}: positioning, focus and dismissal. Loaded after first paint. */
export default function PopoverLayer({
  open,
  onOpenChange,
  anchorRef,
  id,
  className,
  sideOffset = 8,
  ...props
}: PopoverLayerProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchorRef} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={id}
          sideOffset={sideOffset}
          collisionPadding={8}
          // A press on the trigger is the trigger's to handle (it toggles), not an outside click.
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!document.activeElement || document.activeElement === document.body)
              anchorRef.current?.focus()
          }}
          className={cn(
            // Never taller than the room beside the trigger (a phone held sideways): it scrolls.
            'z-40 max-h-(--radix-popover-content-available-height) overflow-y-auto overscroll-contain rounded-lg border border-border bg-surface text-fg shadow-xl focus:outline-none data-[state=closed]:animate-menu-out data-[state=open]:animate-menu-in',
            className,
          )}
          {...props}
        />
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}
