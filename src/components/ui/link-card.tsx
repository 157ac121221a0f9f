import { ChevronRight, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'

export interface LinkCardProps {
  /** In-app path. */
  to: string
  icon: LucideIcon
  title: string
  description: string
  className?: string
}

/** A card that links somewhere in the app: icon, title, one line of what is there. */
export function LinkCard({ to, icon: Icon, title, description, className }: LinkCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted group-hover:text-accent" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-fg-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 self-center text-fg-muted" />
    </Link>
  )
}
