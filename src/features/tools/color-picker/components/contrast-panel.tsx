import { ArrowLeftRight } from 'lucide-react'
import { Field, Input } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { formatColour, parseColour, type Color } from '../model/color'
import { apcaContrast, wcagLevels, wcagRatio } from '../model/contrast'

export interface ContrastPanelProps {
  color: Color
  /** The second colour as typed. */
  against: string
  onAgainstChange: (text: string) => void
  /** Makes 'Against' the colour and the colour 'Against'. */
  onSwap: (against: Color) => void
}

const SAMPLE = 'The quick brown fox jumps over the lazy dog.'

/** Contrast of the colour as text on a second colour: WCAG 2.x ratio and levels, APCA Lc, a live sample. */
export function ContrastPanel({ color, against, onAgainstChange, onSwap }: ContrastPanelProps) {
  const parsed = parseColour(against)
  const background = parsed.ok ? parsed.color : null
  const ratio = background ? wcagRatio(color, background) : null
  const levels = ratio === null ? null : wcagLevels(ratio)
  const lc = background ? apcaContrast(color, background) : null
  const verdict = (pass: boolean) => (
    <span className={pass ? 'text-success' : 'text-error'}>{pass ? 'Pass' : 'Fail'}</span>
  )

  return (
    <section aria-labelledby="colour-contrast" className="space-y-3">
      <h2 id="colour-contrast" className="text-lg font-semibold">
        Contrast
      </h2>
      <div className="flex items-end gap-2">
        <Field
          label="Against"
          className="grow"
          hint="The background the colour is read on."
          error={parsed.ok ? undefined : parsed.error}
        >
          {(ids) => (
            <Input
              {...ids}
              value={against}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
              onChange={(event) => onAgainstChange(event.target.value)}
            />
          )}
        </Field>
        <IconButton
          label="Swap colours"
          disabled={!background}
          onClick={() => background && onSwap(background)}
          className="mb-6"
        >
          <ArrowLeftRight aria-hidden />
        </IconButton>
      </div>
      {background && ratio !== null && levels && lc !== null && (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-fg-muted">WCAG 2 ratio</dt>
              <dd className="text-xl font-semibold tabular-nums">{ratio.toFixed(2)}:1</dd>
            </div>
            <div>
              <dt className="text-fg-muted">APCA</dt>
              <dd className="text-xl font-semibold tabular-nums">Lc {lc.toFixed(1)}</dd>
            </div>
          </dl>
          <table className="w-full max-w-sm text-sm">
            <caption className="sr-only">WCAG 2 levels</caption>
            <thead>
              <tr className="text-left text-fg-muted">
                <th scope="col" className="font-normal">
                  Text
                </th>
                <th scope="col" className="font-normal">
                  AA
                </th>
                <th scope="col" className="font-normal">
                  AAA
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="text-left font-medium">
                  Normal text
                </th>
                <td>{verdict(levels.normalAA)}</td>
                <td>{verdict(levels.normalAAA)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-medium">
                  Large text
                </th>
                <td>{verdict(levels.largeAA)}</td>
                <td>{verdict(levels.largeAAA)}</td>
              </tr>
            </tbody>
          </table>
          <div className="grid gap-2 sm:grid-cols-2">
            <Sample text={color} background={background} />
            <Sample text={background} background={color} />
          </div>
        </>
      )}
    </section>
  )
}

/**
 * The sample in the two colours. It shows what the figures above say, in colours the user chose
 * (often on purpose poor), so it is hidden from assistive technology and from axe's check.
 */
function Sample({ text, background }: { text: Color; background: Color }) {
  return (
    <div
      aria-hidden
      data-contrast-sample
      className="rounded-md border border-border p-3"
      style={{ color: formatColour(text, 'oklch'), background: formatColour(background, 'oklch') }}
    >
      <p className="text-sm">{SAMPLE}</p>
      <p className="text-2xl font-semibold">Large text</p>
    </div>
  )
}
