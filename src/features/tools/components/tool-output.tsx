import { useId } from 'react'
import { cn } from '@/lib/cn'
import { CopyButton } from './copy-button'

export interface ToolOutputProps {
  /** Names the output and its 'Copy' button. */
  label: string
  value: string
  /** Several lines (a textarea-like block) rather than one. */
  multiline?: boolean
  /** Shown when there is no value yet. */
  placeholder?: string
  className?: string
}

/**
 * A tool's result: a label, the value (read-only, selectable, monospaced) and 'Copy'. Screen
 * readers hear the label as the output's name and as the 'Copy' button's description.
 */
export function ToolOutput({ label, value, multiline, placeholder, className }: ToolOutputProps) {
  const id = useId()
  const common = {
    id: `${id}-value`,
    readOnly: true,
    value,
    placeholder,
    'aria-labelledby': `${id}-label`,
    className: cn(
      'w-full rounded-md border border-border bg-surface-2 px-3 font-mono text-sm text-fg',
      multiline ? 'min-h-32 resize-y py-2' : 'h-9',
    ),
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <CopyButton value={value} describedBy={`${id}-label`} />
      </div>
      {multiline ? <textarea spellCheck={false} {...common} /> : <input {...common} />}
    </div>
  )
}
