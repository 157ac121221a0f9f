import { Field, Select } from '@/components/ui/field'
import { ECC_LEVELS, type EccLevel, PNG_SIZES } from '../qr-code-model'

export interface QrOptionsValue {
  ecc: EccLevel
  size: number
  foreground: string
  background: string
}

const colourInput =
  'h-9 w-16 cursor-pointer rounded-md border border-border-strong bg-surface p-1 focus-visible:outline-2 focus-visible:outline-accent'

/** Error correction, the PNG's size and the two colours. */
export function QrOptions({
  value,
  onChange,
}: {
  value: QrOptionsValue
  onChange: (patch: Partial<QrOptionsValue>) => void
}) {
  const level = ECC_LEVELS.find((entry) => entry.value === value.ecc)
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field
        label="Error correction"
        hint={level && `Reads with up to ${level.recovers} damaged.`}
        className="col-span-2 sm:col-span-1"
      >
        {(ids) => (
          <Select
            {...ids}
            value={value.ecc}
            onChange={(event) => onChange({ ecc: event.target.value as EccLevel })}
          >
            {ECC_LEVELS.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Size" hint="Of the PNG." className="col-span-2 sm:col-span-1">
        {(ids) => (
          <Select
            {...ids}
            value={value.size}
            onChange={(event) => onChange({ size: Number(event.target.value) })}
          >
            {PNG_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} × {size} px
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Foreground">
        {(ids) => (
          <input
            {...ids}
            type="color"
            value={value.foreground}
            onChange={(event) => onChange({ foreground: event.target.value })}
            className={colourInput}
          />
        )}
      </Field>
      <Field label="Background">
        {(ids) => (
          <input
            {...ids}
            type="color"
            value={value.background}
            onChange={(event) => onChange({ background: event.target.value })}
            className={colourInput}
          />
        )}
      </Field>
    </div>
  )
}
