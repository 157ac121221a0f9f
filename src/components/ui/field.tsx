import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import { cn } from '@/lib/cn'

const control =
  'h-9 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50 aria-invalid:border-error'

/** A single-line text input. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, className)} {...props} />
}

/** A native select, styled; keyboard and screen-reader behaviour come from the browser. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'cursor-pointer pr-8', className)} {...props} />
}

/** A text area of several lines. */
/** A multi-line field's look (`Textarea`, and fields built on a textarea of their own). */
export const TEXTAREA_CLASS =
  'w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(TEXTAREA_CLASS, className)} {...props} />
}

export interface FieldProps {
  label: ReactNode
  /** Help text under the control. */
  hint?: ReactNode
  /** Error text; marks the control invalid. */
  error?: ReactNode
  /** Renders the control, given the ids to wire up. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode
  className?: string
}

/** A label, a control and its hint or error, wired together for assistive technology. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
