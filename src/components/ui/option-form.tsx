import { Suspense, use, useState, type FormEvent } from 'react'
import {
  optionProblems,
  trimTexts,
  type ChoicesLoader,
  type OptionChoice,
  type WidgetOptionSpec,
} from '@/lib/widget-options'
import { Button } from './button'
import { Field, Input, Select, type FieldProps } from './field'
import { ListField } from './option-list-field'

export interface OptionFormProps {
  /** The options, as a widget type declares them. */
  spec: WidgetOptionSpec
  /** The current values (read through the spec, so every key is there and valid). */
  values: Readonly<Record<string, unknown>>
  /** Called with every value once all of them fit. */
  onSave: (values: Record<string, unknown>) => void
  onCancel?: () => void
  submitLabel?: string
}

/**
 * A form generated from an option spec: a checkbox, select, text, number or list field per
 * option, labelled from the spec, each value checked by it before `onSave`.
 */
export function OptionForm({
  spec,
  values,
  onSave,
  onCancel,
  submitLabel = 'Save',
}: OptionFormProps) {
  const [draft, setDraft] = useState<Record<string, unknown>>(() => structuredClone({ ...values }))
  const [shown, setShown] = useState(false)
  // Text is checked and kept without spaces around it (a date pasted with one).
  const cleaned = trimTexts(spec, draft)
  const problems = optionProblems(spec, cleaned)
  const set = (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (Object.keys(problems).length) return
    onSave(cleaned)
  }

  const entries = Object.entries(spec)
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {entries.length === 0 && (
        <p className="text-sm text-fg-muted">This widget has no settings.</p>
      )}
      {entries.map(([key, item]) => {
        const error = shown ? problems[key] : undefined
        switch (item.type) {
          case 'switch':
            return (
              <div key={key} className="space-y-1">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    checked={draft[key] === true}
                    onChange={(event) => set(key, event.target.checked)}
                    className="size-4 accent-(--accent)"
                  />
                  {item.label}
                </label>
                {item.hint && <p className="text-xs text-fg-muted">{item.hint}</p>}
              </div>
            )
          case 'select':
            return (
              <Field key={key} label={item.label} hint={item.hint} error={error}>
                {(ids) =>
                  item.loadChoices ? (
                    <Suspense
                      fallback={
                        <Select {...ids} disabled value="">
                          <option value="">Loading…</option>
                        </Select>
                      }
                    >
                      <RecordSelect
                        ids={ids}
                        load={loadOnce(item.loadChoices)}
                        value={String(draft[key] ?? '')}
                        onChange={(next) => set(key, next)}
                      />
                    </Suspense>
                  ) : (
                    <Select
                      {...ids}
                      value={String(draft[key] ?? '')}
                      onChange={(event) => set(key, event.target.value)}
                    >
                      {item.choices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </Select>
                  )
                }
              </Field>
            )
          case 'text':
            return (
              <Field key={key} label={item.label} hint={item.hint} error={error}>
                {(ids) => (
                  <Input
                    {...ids}
                    value={String(draft[key] ?? '')}
                    placeholder={item.placeholder}
                    onChange={(event) => set(key, event.target.value)}
                  />
                )}
              </Field>
            )
          case 'number':
            return (
              <Field key={key} label={item.label} hint={item.hint} error={error}>
                {(ids) => (
                  <Input
                    {...ids}
                    type="number"
                    inputMode="numeric"
                    min={item.min}
                    max={item.max}
                    step={item.step ?? 1}
                    value={typeof draft[key] === 'number' ? String(draft[key]) : ''}
                    onChange={(event) =>
                      set(key, event.target.value === '' ? null : event.target.valueAsNumber)
                    }
                  />
                )}
              </Field>
            )
          case 'list':
            return (
              <ListField
                key={key}
                item={item}
                value={Array.isArray(draft[key]) ? (draft[key] as string[]) : []}
                error={error}
                onChange={(next) => set(key, next)}
              />
            )
        }
      })}
      <div className="flex justify-end gap-2 pt-2">
        {onCancel && (
          <Button look="flat" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" look="key">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

const loads = new WeakMap<ChoicesLoader, ReturnType<ChoicesLoader>>()

/** One load per loader, so a re-render does not start another (and `use` sees the same promise). */
function loadOnce(loader: ChoicesLoader) {
  let load = loads.get(loader)
  if (!load) {
    load = loader()
    loads.set(loader, load)
  }
  return load
}

/**
 * A select over choices from the workspace; a stored value whose record is gone is offered as
 * 'Not found' so the form shows what is stored rather than silently picking another ('Loading…'
 * while the records are read).
 */
function RecordSelect({
  ids,
  load,
  value,
  onChange,
}: {
  ids: Parameters<FieldProps['children']>[0]
  load: Promise<() => readonly OptionChoice[] | undefined>
  value: string
  onChange: (value: string) => void
}) {
  const useChoices = use(load)
  const loaded = useChoices()
  const choices = loaded ?? []
  const missing = !!loaded && value !== '' && !choices.some((choice) => choice.value === value)
  return (
    <Select
      {...ids}
      value={value}
      aria-busy={!loaded}
      onChange={(event) => onChange(event.target.value)}
    >
      {(value === '' || missing || !loaded) && (
        <option value={value}>{!loaded ? 'Loading…' : missing ? 'Not found' : 'Choose…'}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  )
}
