import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      /** Visual weight: key (primary), ghost, flat, link, destructive. */
      look: {
        key: 'bg-accent text-on-accent hover:opacity-90',
        ghost: 'text-fg hover:bg-surface-2',
        flat: 'border border-border bg-surface-2 text-fg hover:bg-surface-3',
        link: 'h-auto px-0 text-fg underline underline-offset-4 hover:decoration-2',
        destructive: 'bg-error text-on-cat hover:opacity-90',
      },
      size: { md: 'h-9 px-4 text-sm', sm: 'h-7 px-2.5 text-xs' },
    },
    compoundVariants: [{ look: 'link', className: 'px-0' }],
    defaultVariants: { look: 'flat', size: 'md' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's looks. */
  asChild?: boolean
}

/** A button in one of five looks and two sizes. */
export function Button({ className, look, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ look, size }), className)}
      {...props}
    />
  )
}
