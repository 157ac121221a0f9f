import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface EmptyStateProps {
  icon: LucideIcon
  title: ReactNode
  children?: ReactNode
  className?: string
  /** The title's heading level: 1 when the empty state is the whole page. @defaultValue 2 */
  headingLevel?: 1 | 2
}

/** A calm, centred message for a screen with nothing (yet) to show. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center',
        className,
      )}
    >
      <span className="rounded-full bg-surface-2 p-4">
        <Icon aria-hidden className="size-8 text-fg-muted" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children && <div className="text-sm text-fg-muted">{children}</div>}
    </div>
  )
}
