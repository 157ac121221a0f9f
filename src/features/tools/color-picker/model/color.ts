import {
  colorsNamed,
  converter,
  differenceEuclidean,
  formatHex,
  formatHex8,
  getMode,
  inGamut,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  nearest,
  parse,
  toGamut,
  useMode as registerMode,
  type Color,
} from 'culori/fn'

// culori's tree-shakeable build: only the colour spaces Hearth shows are registered.
for (const mode of [
  modeRgb,
  modeLrgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
])
  registerMode(mode)

export type { Color }

/** The formats the colour picker reads and shows, in the order it shows them. */
export const FORMATS = [
  { id: 'hex', label: 'HEX' },
  { id: 'rgb', label: 'RGB' },
  { id: 'hsl', label: 'HSL' },
  { id: 'hwb', label: 'HWB' },
  { id: 'lab', label: 'Lab' },
  { id: 'lch', label: 'LCH' },
  { id: 'oklab', label: 'OKLab' },
  { id: 'oklch', label: 'OKLCH' },
  { id: 'p3', label: 'Display P3' },
  { id: 'named', label: 'Name' },
] as const
export type FormatId = (typeof FORMATS)[number]['id']

/** Formats that can only hold sRGB colours: a wider colour is shown gamut-mapped in them. */
export const SRGB_FORMATS: ReadonlySet<FormatId> = new Set(['hex', 'rgb', 'hsl', 'hwb', 'named'])

export type ParseResult =
  { ok: true; color: Color; format: FormatId } | { ok: false; error: string }

/** Reads any CSS colour: hex (3, 4, 6, 8 digits), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) and names. */
export function parseColour(text: string): ParseResult {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, error: 'Type a colour, like #3b82f6 or oklch(70% 0.15 250).' }
  const color = parse(trimmed.toLowerCase())
  if (!color || !Object.values(color).every((v) => typeof v !== 'number' || Number.isFinite(v)))
    return {
      ok: false,
      error: `“${trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}” is not a CSS colour this picker can read.`,
    }
  return { ok: true, color: withoutMissing(color, trimmed), format: inputFormat(trimmed, color) }
}

/**
 * CSS Color 4: a missing component (`none`) converts as 0. culori leaves it out of the colour,
 * and converting from an absent channel gives NaN; an absent alpha would read as opaque.
 */
function withoutMissing(color: Color, text: string): Color {
  const filled: Record<string, unknown> = { ...color }
  for (const channel of getMode(color.mode).channels)
    if (channel !== 'alpha' && filled[channel] === undefined) filled[channel] = 0
  if (/\/\s*none\s*\)$/i.test(text)) filled.alpha = 0
  return filled as unknown as Color
}

/** Which of the picker's formats a colour was typed in. */
function inputFormat(text: string, color: Color): FormatId {
  const lower = text.toLowerCase()
  if (lower.startsWith('#')) return 'hex'
  if (/^rgba?\(/.test(lower)) return 'rgb'
  if (/^hsla?\(/.test(lower)) return 'hsl'
  if (lower.startsWith('color(')) return color.mode === 'p3' ? 'p3' : 'rgb'
  const mode = color.mode
  if (mode === 'hwb' || mode === 'lab' || mode === 'lch' || mode === 'oklab' || mode === 'oklch')
    return mode
  return 'named'
}

const toRgb = converter('rgb')
const toHsl = converter('hsl')
const toHwb = converter('hwb')
const toLab = converter('lab')
const toLch = converter('lch')
const toOklab = converter('oklab')
const toOklch = converter('oklch')
const toP3 = converter('p3')
const inSrgb = inGamut('rgb')
/** CSS Color 4 gamut mapping: reduce OKLCH chroma until the colour is (just) displayable in sRGB. */
const mapToSrgb = toGamut('rgb', 'oklch')

/** Whether sRGB (hex, rgb(), a normal screen) can show the colour as it is. */
export function isInSrgb(color: Color): boolean {
  // A rounding hair outside (oklch values typed with 4 decimals) is still sRGB.
  const rgb = toRgb(color)
  const slack = 1e-4
  return [rgb.r, rgb.g, rgb.b].every((v) => v >= -slack && v <= 1 + slack) || inSrgb(color)
}

/** The colour in sRGB: itself if it fits, otherwise mapped by the CSS Color 4 algorithm. */
export function toSrgb(color: Color) {
  const rgb = isInSrgb(color) ? toRgb(color) : toRgb(mapToSrgb(color))
  // Rounded to 6 decimals: conversions leave noise (white from lab() as 1.0000001), and HSL of
  // such a white would read as fully saturated.
  const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1e6) / 1e6
  return {
    mode: 'rgb' as const,
    r: clamp(rgb.r),
    g: clamp(rgb.g),
    b: clamp(rgb.b),
    alpha: color.alpha,
  }
}

/** A number for CSS: at most `digits` decimals, no trailing zeros, never `-0`. */
export function num(value: number | undefined, digits: number): string {
  const rounded = Number((value ?? 0).toFixed(digits))
  return String(Object.is(rounded, -0) ? 0 : rounded)
}
const pct = (value: number | undefined, digits = 2) => `${num((value ?? 0) * 100, digits)}%`
const alphaPart = (color: Color) =>
  color.alpha !== undefined && color.alpha < 1 ? ` / ${num(color.alpha, 3)}` : ''
/**
 * A hue for CSS. Achromatic colours (no chroma to speak of) have none; 0 reads better than `none`
 * and means the same.
 */
const hue = (h: number | undefined, chroma: number | undefined, threshold: number) => {
  if (h === undefined || Number.isNaN(h) || (chroma ?? 0) < threshold) return '0'
  const text = num(((h % 360) + 360) % 360, 2)
  // 359.999 rounds to 360, which is 0.
  return text === '360' ? '0' : text
}

/** The colour written in one format. sRGB-only formats take the gamut-mapped colour. */
export function formatColour(color: Color, format: FormatId): string {
  const a = alphaPart(color)
  switch (format) {
    case 'hex': {
      const rgb = toSrgb(color)
      return rgb.alpha !== undefined && rgb.alpha < 1 ? formatHex8(rgb) : formatHex(rgb)
    }
    case 'rgb': {
      const { r, g, b } = toSrgb(color)
      return `rgb(${[r, g, b].map((v) => num(v * 255, 0)).join(' ')}${a})`
    }
    case 'hsl': {
      const c = toHsl(toSrgb(color))
      return `hsl(${hue(c.h, c.s, 1e-5)} ${pct(c.s)} ${pct(c.l)}${a})`
    }
    case 'hwb': {
      const c = toHwb(toSrgb(color))
      return `hwb(${hue(c.h, 1 - c.w - c.b, 1e-5)} ${pct(c.w)} ${pct(c.b)}${a})`
    }
    case 'lab': {
      const c = toLab(color)
      return `lab(${num(c.l, 2)} ${num(c.a, 2)} ${num(c.b, 2)}${a})`
    }
    case 'lch': {
      const c = toLch(color)
      return `lch(${num(c.l, 2)} ${num(c.c, 2)} ${hue(c.h, c.c, 0.005)}${a})`
    }
    case 'oklab': {
      const c = toOklab(color)
      return `oklab(${pct(c.l)} ${num(c.a, 4)} ${num(c.b, 4)}${a})`
    }
    case 'oklch': {
      const c = toOklch(color)
      return `oklch(${pct(c.l)} ${num(c.c, 4)} ${hue(c.h, c.c, 5e-5)}${a})`
    }
    case 'p3': {
      const c = toP3(color)
      return `color(display-p3 ${[c.r, c.g, c.b].map((v) => num(v, 4)).join(' ')}${a})`
    }
    case 'named':
      return colourName(color).name
  }
}

const NAMES = Object.keys(colorsNamed)
const nearestName = nearest(NAMES, differenceEuclidean('oklab'))

/** The CSS name of the colour, or of the nearest named colour (`exact: false`). */
export function colourName(color: Color): { name: string; exact: boolean } {
  if (color.alpha === 0) return { name: 'transparent', exact: true }
  const hex = formatHex(toSrgb(color))
  const exact = (color.alpha ?? 1) === 1 && isInSrgb(color)
  const match = NAMES.find((name) => formatHex(toRgb(name)) === hex)
  if (match && exact) return { name: match, exact: true }
  return { name: nearestName({ ...toSrgb(color), alpha: 1 }, 1)[0] ?? 'black', exact: false }
}

/** The colour as text in the format the user types in: hex (or hex with alpha) for a name. */
export function formatLike(color: Color, format: FormatId): string {
  return formatColour(color, format === 'named' ? 'hex' : format)
}

/** The value to hand to CSS elsewhere (accent, export): hex where it fits, OKLCH where it does not. */
export function cssValue(color: Color): string {
  return isInSrgb(color) ? formatColour(color, 'hex') : formatColour(color, 'oklch')
}

export { toHsl, toRgb, toOklch }
