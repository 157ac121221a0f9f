export interface RadioRowProps<T extends string> {
  legend: string
  name: string
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (value: T) => void
}

/** A row of radio buttons in a fieldset: a choice among a few, by arrow keys too. */
export function RadioRow<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: RadioRowProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-md border border-border p-1">
        {options.map(([id, label]) => (
          <label
            key={id}
            className="flex cursor-pointer items-center gap-2 rounded-sm px-3 py-1.5 text-sm has-checked:bg-surface-3 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="size-3.5 accent-(--accent)"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
