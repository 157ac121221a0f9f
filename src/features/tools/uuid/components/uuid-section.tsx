import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { Check } from '../../components/check'
import { RadioRow } from '../../components/radio-row'
import { ToolOutput } from '../../components/tool-output'
import { formatUuid, inspectUuid, makeUuids, parseCount } from '../uuid-model'
import type { UuidToolInput } from '../uuid-input'

interface Props {
  input: UuidToolInput
  onChange: (patch: Partial<UuidToolInput>) => void
}

/** UUID v4 and v7, one or many, and a check of a UUID's version, variant and time. */
export function UuidSection({ input, onChange }: Props) {
  const count = parseCount(input.count)
  // Kept as made (lowercase, with hyphens) with their version; the format options apply as they
  // show, so Uppercase and Without hyphens change the UUIDs on show at once.
  const [made, setMade] = useState(() => ({
    version: input.version,
    ids: makeUuids(input.version, count.ok ? count.value : 0),
  }))
  // Another version (chosen here or in another tab) makes new ones, as many as asked or shown.
  if (made.version !== input.version)
    setMade({
      version: input.version,
      ids: makeUuids(input.version, count.ok ? count.value : made.ids.length),
    })
  const uuids = made.ids.map((id) => formatUuid(id, input)).join('\n')
  const [check, setCheck] = useState('')
  const inspected = check.trim() ? inspectUuid(check) : null

  return (
    <section aria-labelledby="uuid-heading" className="space-y-4">
      <h2 id="uuid-heading" className="text-lg font-semibold">
        UUIDs
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <RadioRow
          legend="Version"
          name="uuid-version"
          value={input.version}
          options={[
            ['v4', 'v4 (random)'],
            ['v7', 'v7 (time-ordered)'],
          ]}
          onChange={(version) => onChange({ version })}
        />
        <Field label="How many" className="w-28" error={count.ok ? undefined : count.error}>
          {(ids) => (
            <Input
              {...ids}
              inputMode="numeric"
              value={input.count}
              onChange={(e) => onChange({ count: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <Check
          label="Uppercase"
          checked={input.uppercase}
          onChange={(uppercase) => onChange({ uppercase })}
        />
        <Check
          label="Without hyphens"
          checked={!input.hyphens}
          onChange={(off) => onChange({ hyphens: !off })}
        />
      </div>
      <Button
        disabled={!count.ok}
        onClick={() =>
          count.ok &&
          setMade({ version: input.version, ids: makeUuids(input.version, count.value) })
        }
      >
        <RefreshCw aria-hidden />
        Generate UUIDs
      </Button>
      <ToolOutput label="UUIDs" value={uuids} multiline />
      <Field label="Check a UUID" error={inspected && !inspected.ok ? inspected.error : undefined}>
        {(ids) => (
          <Input
            {...ids}
            value={check}
            spellCheck={false}
            className="font-mono"
            onChange={(e) => setCheck(e.target.value)}
          />
        )}
      </Field>
      {inspected?.ok && (
        <p role="status" className="text-sm">
          Version {inspected.value.version} ({inspected.value.versionName}), variant{' '}
          {inspected.value.variant}
          {inspected.value.time && `, made ${inspected.value.time.toISOString()}`}.
        </p>
      )}
    </section>
  )
}
