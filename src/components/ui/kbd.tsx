import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A key or key combination as the user presses it, e.g. 'Ctrl+K'. */
export function Kbd({ className, ...props }: ComponentProps<'kbd'>) {
  return (
    <kbd
      className={cn(
        'inline-block rounded-sm border border-border px-1.5 font-mono text-xs whitespace-nowrap text-fg-muted',
        className,
      )}
      {...props}
    />
  )
}
