import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface Choice<T extends string> {
  value: T
  label: string
  /** Drawn before the label (a swatch or an icon). */
  adornment?: ReactNode
}

interface ChoiceGroupProps<T extends string> {
  legend: string
  name: string
  value: T
  choices: Choice<T>[]
  onChange: (value: T) => void
  className?: string
}

/** A set of native radio buttons drawn as pills; arrow keys move between them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-3 py-1.5 text-sm has-checked:border-accent has-checked:ring-1 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              // Transparent over the whole pill: the real radio takes clicks and focus.
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {choice.adornment}
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
