import { Alert } from '@/components/ui/alert'
import { ToolOutput } from '../../components/tool-output'
import { colourName, FORMATS, formatColour, isInSrgb, type Color } from '../model/color'

/** The colour in every format, each with 'Copy'; a colour outside sRGB is flagged with its mapped value. */
export function FormatList({ color }: { color: Color }) {
  const wide = !isInSrgb(color)
  const name = colourName(color)
  return (
    <section aria-labelledby="colour-formats" className="space-y-3">
      <h2 id="colour-formats" className="text-lg font-semibold">
        Formats
      </h2>
      {wide && (
        <Alert kind="warn" title="Outside sRGB">
          Most screens and the sRGB formats (HEX, RGB, HSL, HWB) cannot show this colour. They show
          it mapped into sRGB the way CSS Color 4 does, keeping its lightness and hue.
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {wide && <ToolOutput label="Mapped to sRGB" value={formatColour(color, 'hex')} />}
        {FORMATS.map(({ id, label }) =>
          id === 'named' ? (
            <ToolOutput key={id} label={name.exact ? 'Name' : 'Nearest name'} value={name.name} />
          ) : (
            <ToolOutput key={id} label={label} value={formatColour(color, id)} />
          ),
        )}
      </div>
    </section>
  )
}
