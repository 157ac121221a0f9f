import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface EmptyStateProps {
  icon: LucideIcon
  title: ReactNode
  children?: ReactNode
  className?: string
}

/** A calm, centred message for a screen with nothing (yet) to show. */
export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
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
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="text-sm text-fg-muted">{children}</div>}
    </div>
  )
}
