import type { CSSProperties } from 'react'
import { cn } from '@/lib/cn'
import { formatColour, type Color } from '../model/color'

/** A checkerboard under translucent colours, so their alpha shows. */
export const CHECKERBOARD: CSSProperties = {
  backgroundImage: 'repeating-conic-gradient(rgb(128 128 128 / 0.35) 0% 25%, transparent 0% 50%)',
  backgroundSize: '12px 12px',
}

/** A colour as a painted tile (over a checkerboard); decoration only. */
export function ColourTile({ css, className }: { css: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('block overflow-hidden rounded-sm border border-border', className)}
      style={CHECKERBOARD}
    >
      <span className="block size-full" style={{ background: css }} />
    </span>
  )
}

export interface SwatchButtonProps {
  /** What the swatch is ('Tint 2'); its name adds the colour's hex. */
  label: string
  color: Color
  onPick: (color: Color) => void
  className?: string
}

/** A swatch that makes its colour the picker's colour. */
export function SwatchButton({ label, color, onPick, className }: SwatchButtonProps) {
  const hex = formatColour(color, 'hex')
  return (
    <button
      type="button"
      aria-label={`${label}: ${hex}`}
      title={`${label}: ${hex}`}
      onClick={() => onPick(color)}
      className={cn(
        'size-9 shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <ColourTile css={formatColour(color, 'oklch')} className="size-full rounded-md" />
    </button>
  )
}
