import { cva, type VariantProps } from 'class-variance-authority'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { TIMING } from '@/config/constants'
import { cn } from '@/lib/cn'

const spinnerVariants = cva('animate-spin text-fg-muted motion-reduce:animate-none', {
  variants: { size: { sm: 'size-4', md: 'size-6', lg: 'size-8', xl: 'size-12' } },
  defaultVariants: { size: 'md' },
})

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers. @defaultValue 'Loading' */
  label?: string
  /** Stay hidden this long so quick loads never flash a spinner. @defaultValue 200 */
  delay?: number
  className?: string
}

/** A loading indicator, hidden for its first 200 ms. */
export function Spinner({
  size,
  label = 'Loading',
  delay = TIMING.spinnerDelay,
  className,
}: SpinnerProps) {
  const [visible, setVisible] = useState(delay <= 0)
  useEffect(() => {
    if (delay <= 0) return
    const timer = setTimeout(() => setVisible(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  if (!visible) return null
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex animate-fade-in items-center justify-center', className)}
    >
      <LoaderCircle aria-hidden className={spinnerVariants({ size })} />
    </span>
  )
}
