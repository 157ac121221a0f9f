import { cssValue, toOklch, type Color } from './color'

export interface Swatch {
  /** What the swatch is, for its accessible name: 'Tint 2', 'Complementary'. */
  label: string
  color: Color
}

const withHue = (color: Color, turn: number): Color => {
  const c = toOklch(color)
  return { ...c, h: ((((c.h ?? 0) + turn) % 360) + 360) % 360 }
}

/**
 * Tints (towards white) and shades (towards black): steps of OKLCH lightness with the hue kept
 * and the chroma eased, so they look evenly spaced rather than greyed.
 */
export function tintsAndShades(color: Color, steps = 4): { tints: Swatch[]; shades: Swatch[] } {
  const base = toOklch(color)
  const at = (l: number, chromaFactor: number): Color => ({
    ...base,
    l,
    c: (base.c ?? 0) * chromaFactor,
  })
  const tints = Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / (steps + 1)
    return { label: `Tint ${i + 1}`, color: at(base.l + (1 - base.l) * t, 1 - t) }
  })
  const shades = Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / (steps + 1)
    return { label: `Shade ${i + 1}`, color: at(base.l * (1 - t), 1 - t * 0.5) }
  })
  return { tints, shades }
}

/** Colour harmonies by OKLCH hue: complementary, analogous and triadic. */
export function harmonies(color: Color): { name: string; swatches: Swatch[] }[] {
  return [
    { name: 'Complementary', swatches: [{ label: 'Complementary', color: withHue(color, 180) }] },
    {
      name: 'Analogous',
      swatches: [
        { label: 'Analogous −30°', color: withHue(color, -30) },
        { label: 'Analogous +30°', color: withHue(color, 30) },
      ],
    },
    {
      name: 'Triadic',
      swatches: [
        { label: 'Triadic +120°', color: withHue(color, 120) },
        { label: 'Triadic −120°', color: withHue(color, -120) },
      ],
    },
  ]
}

export type PaletteFormat = 'css' | 'json' | 'tailwind'

export const PALETTE_FORMATS: { id: PaletteFormat; label: string; file: string; type: string }[] = [
  { id: 'css', label: 'CSS custom properties', file: 'palette.css', type: 'text/css' },
  { id: 'json', label: 'JSON', file: 'palette.json', type: 'application/json' },
  { id: 'tailwind', label: 'Tailwind theme', file: 'palette-theme.css', type: 'text/css' },
]

/** A colour's name as a CSS identifier part: 'Sky blue 2' → 'sky-blue-2'; unique within a palette. */
export function slugs(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const base =
      name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'colour'
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

/**
 * The saved palette as a file's text: hex for sRGB colours, OKLCH for wider ones (so they stay
 * wide). A saved value that is not a colour is left out, never written raw into CSS.
 */
export function exportPalette(
  colors: readonly { name: string; value: string; color: Color | null }[],
  format: PaletteFormat,
): string {
  const usable = colors.filter((c) => c.color)
  const names = slugs(usable.map((c) => c.name))
  const values = usable.map((c) => cssValue(c.color!))
  const lines = (prefix: string) => names.map((n, i) => `  --${prefix}${n}: ${values[i]};`)
  switch (format) {
    case 'css':
      return [':root {', ...lines(''), '}', ''].join('\n')
    case 'tailwind':
      return ['@theme {', ...lines('color-'), '}', ''].join('\n')
    case 'json':
      return `${JSON.stringify(Object.fromEntries(names.map((n, i) => [n, values[i]])), null, 2)}\n`
  }
}
