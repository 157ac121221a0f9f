import type { ReactNode } from 'react'
import { parseColour, type Color } from '../model/color'
import { harmonies, tintsAndShades } from '../model/palette'
import { SwatchButton } from './swatch'

export interface PalettePanelProps {
  color: Color
  /** Colours used lately, as CSS text, newest first. */
  recent: readonly string[]
  onPick: (color: Color) => void
  onClearRecent: () => void
}

/** Tints and shades, harmonies and recent colours; a swatch makes its colour the colour. */
export function PalettePanel({ color, recent, onPick, onClearRecent }: PalettePanelProps) {
  const { tints, shades } = tintsAndShades(color)
  const recentColours = recent.flatMap((text) => {
    const parsed = parseColour(text)
    return parsed.ok ? [{ label: 'Recent', color: parsed.color }] : []
  })
  return (
    <section aria-labelledby="colour-palette" className="space-y-3">
      <h2 id="colour-palette" className="text-lg font-semibold">
        Palette
      </h2>
      <Row title="Tints and shades">
        {[...shades].reverse().map((s) => (
          <SwatchButton key={s.label} {...s} onPick={onPick} />
        ))}
        {tints.map((s) => (
          <SwatchButton key={s.label} {...s} onPick={onPick} />
        ))}
      </Row>
      {harmonies(color).map((harmony) => (
        <Row key={harmony.name} title={harmony.name}>
          {harmony.swatches.map((s) => (
            <SwatchButton key={s.label} {...s} onPick={onPick} />
          ))}
        </Row>
      ))}
      <Row
        title="Recent colours"
        action={
          recentColours.length > 0 && (
            <button
              type="button"
              onClick={onClearRecent}
              className="text-xs text-fg-muted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              Clear recent
            </button>
          )
        }
      >
        {recentColours.length ? (
          recentColours.map((s, i) => <SwatchButton key={i} {...s} onPick={onPick} />)
        ) : (
          <p className="text-sm text-fg-muted">Colours you use appear here.</p>
        )}
      </Row>
    </section>
  )
}

function Row({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div role="group" aria-label={title} className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        {action}
      </div>
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </div>
  )
}
