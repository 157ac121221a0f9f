import { useState } from 'react'
import { Field, Select } from '@/components/ui/field'
import { OptionForm } from '@/components/ui/option-form'
import { toast } from '@/components/ui/toast-store'
import { usePreferencesStore } from '@/data/preferences-store'
import { readOptions } from '@/lib/widget-options'
import { useWidgetTypes } from '@/lib/widget-registry'

/**
 * The options new widgets of a kind start with (say, the clock's time zones). Widgets already
 * on the Overview keep theirs.
 */
export function WidgetDefaults() {
  const types = useWidgetTypes((state) => state.types).filter(
    (type) => Object.keys(type.options).length > 0,
  )
  const defaults = usePreferencesStore((state) => state.widgetDefaults)
  const setWidgetDefaults = usePreferencesStore((state) => state.setWidgetDefaults)
  const [kind, setKind] = useState('')
  const type = types.find((t) => t.kind === kind) ?? types[0]
  if (!type) return null
  return (
    <div className="space-y-4">
      <Field label="Widget type">
        {(ids) => (
          <Select {...ids} value={type.kind} onChange={(event) => setKind(event.target.value)}>
            {types.map((t) => (
              <option key={t.kind} value={t.kind}>
                {t.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="rounded-md border border-border p-4">
        <OptionForm
          // A fresh form for each type and after each save.
          key={`${type.kind}:${JSON.stringify(defaults[type.kind] ?? {})}`}
          spec={type.options}
          values={readOptions(type.options, defaults[type.kind] ?? {})}
          submitLabel="Save defaults"
          onSave={(values) => {
            setWidgetDefaults(type.kind, values)
            toast({ kind: 'success', title: `Defaults for new ${type.title} widgets saved` })
          }}
        />
      </div>
    </div>
  )
}
