import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import type { ListOption } from '@/lib/widget-options'
import { Button } from './button'
import { Field, Input, Select } from './field'
import { IconButton } from './icon-button'

/** A list of entries: each removable, and a field (a select when there are choices) to add one. */
export function ListField({
  item,
  value,
  error,
  onChange,
}: {
  item: ListOption
  value: string[]
  error?: string
  onChange: (next: string[]) => void
}) {
  const [entry, setEntry] = useState('')
  const [entryError, setEntryError] = useState<string | null>(null)
  const add = () => {
    const typed = entry.trim()
    if (!typed) return
    const problem = item.validateItem?.(typed) ?? null
    setEntryError(problem)
    if (problem) return
    // Stored as the option spells it ('asia/tokyo' is Asia/Tokyo), so a repeat is seen as one.
    const next = item.canonicalItem?.(typed) ?? typed
    if (value.includes(next)) return
    onChange([...value, next])
    setEntry('')
  }
  const full = value.length >= item.maxItems
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{item.label}</legend>
      {value.length > 0 && (
        <ul aria-label={item.label} className="space-y-1">
          {value.map((v) => (
            <li key={v} className="flex items-center justify-between gap-2 text-sm">
              {v}
              <IconButton
                size="sm"
                label={`Remove ${item.itemLabel.toLowerCase()} ${v}`}
                onClick={() => onChange(value.filter((x) => x !== v))}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <Field
          label={`Add ${item.itemLabel.toLowerCase()}`}
          hint={item.hint}
          error={entryError ?? error}
          className="flex-1"
        >
          {(ids) =>
            item.choices ? (
              <Select
                {...ids}
                value={entry}
                disabled={full}
                onChange={(event) => setEntry(event.target.value)}
              >
                <option value="">Choose…</option>
                {item.choices
                  .filter((choice) => !value.includes(choice))
                  .map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
              </Select>
            ) : (
              <Input
                {...ids}
                value={entry}
                disabled={full}
                onChange={(event) => {
                  setEntry(event.target.value)
                  setEntryError(null)
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  add()
                }}
              />
            )
          }
        </Field>
        <Button look="flat" disabled={full || !entry.trim()} onClick={add}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
    </fieldset>
  )
}
