import { cva } from 'class-variance-authority'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type AlertKind = 'info' | 'success' | 'warn' | 'error'

/** Each kind's name as people read it ('warn' is a warning). */
export const KIND_LABELS: Record<AlertKind, string> = {
  info: 'Info',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
}

export const KIND_ICONS = {
  info: Info,
  success: CircleCheck,
  warn: TriangleAlert,
  error: CircleAlert,
} as const

const alertVariants = cva('flex gap-3 rounded-md border-l-4 p-3 text-sm text-fg', {
  variants: {
    kind: {
      info: 'border-info bg-info-soft',
      success: 'border-success bg-success-soft',
      warn: 'border-warn bg-warn-soft',
      error: 'border-error bg-error-soft',
    },
  },
})

const iconColour = {
  info: 'text-info',
  success: 'text-success',
  warn: 'text-warn',
  error: 'text-error',
}

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** info, success, warn or error. */
  kind: AlertKind
  title?: ReactNode
}

/** An inline message. Errors use role="alert" so they are announced at once. */
export function Alert({ kind, title, children, className, ...props }: AlertProps) {
  const Icon = KIND_ICONS[kind]
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ kind }), className)}
      {...props}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconColour[kind])} />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-fg">{children}</div>}
      </div>
    </div>
  )
}
