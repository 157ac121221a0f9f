import { encode } from 'uqr'

/** QR error correction: how much of the code can be damaged and still read. */
export type EccLevel = 'L' | 'M' | 'Q' | 'H'

/** The levels, weakest first, as the options name them. */
export const ECC_LEVELS: { value: EccLevel; label: string; recovers: string }[] = [
  { value: 'L', label: 'Low', recovers: '7%' },
  { value: 'M', label: 'Medium', recovers: '15%' },
  { value: 'Q', label: 'Quartile', recovers: '25%' },
  { value: 'H', label: 'High', recovers: '30%' },
]

/** PNG sizes offered, in pixels a side. */
export const PNG_SIZES = [256, 512, 1024, 2048] as const
export const DEFAULT_PNG_SIZE = 512

/** Light modules around the code, as the standard asks, so scanners find its edge. */
export const QUIET_ZONE = 4

export const FILE_NAMES = { png: 'qr-code.png', svg: 'qr-code.svg' } as const

/** The two colours, as #rrggbb. */
export interface QrColours {
  foreground: string
  background: string
}

export const DEFAULT_COLOURS: QrColours = { foreground: '#000000', background: '#ffffff' }

/** A QR code's modules, quiet zone included: `modules[row][column]`, true for dark. */
export interface QrMatrix {
  /** 1–40: 21×21 modules for version 1, four more a side each version up. */
  version: number
  /** Modules a side, quiet zone included. */
  size: number
  modules: boolean[][]
}

export type QrResult =
  | { ok: true; value: QrMatrix }
  | { ok: false; reason: 'empty' | 'too-long' | 'invalid'; error: string }

// Version 40 holds the most; what it holds depends on the characters (QR encoding modes).
const CAPACITY: Record<'numeric' | 'alphanumeric' | 'byte', Record<EccLevel, number>> = {
  numeric: { L: 7089, M: 5596, Q: 3993, H: 3057 },
  alphanumeric: { L: 4296, M: 3391, Q: 2420, H: 1852 },
  byte: { L: 2953, M: 2331, Q: 1663, H: 1273 },
}

/** How uqr encodes the text, and its length in that encoding's units. */
function measure(text: string): { mode: keyof typeof CAPACITY; length: number; unit: string } {
  if (/^\d*$/.test(text)) return { mode: 'numeric', length: text.length, unit: 'digits' }
  if (/^[A-Z0-9 $%*+./:-]*$/.test(text)) {
    return { mode: 'alphanumeric', length: text.length, unit: 'characters' }
  }
  return { mode: 'byte', length: new TextEncoder().encode(text).length, unit: 'bytes' }
}

const levelLabel = (ecc: EccLevel) => ECC_LEVELS.find((level) => level.value === ecc)!.label

/** The QR code for some text, or why there is none. Never throws. */
export function encodeQr(text: string, ecc: EccLevel): QrResult {
  if (!text) {
    return { ok: false, reason: 'empty', error: 'Type some text or a link to make its QR code.' }
  }
  try {
    // boostEcc off: the level asked for is the level given, so it is the one shown.
    const { version, size, data } = encode(text, { ecc, border: QUIET_ZONE, boostEcc: false })
    return { ok: true, value: { version, size, modules: data } }
  } catch (error) {
    if (error instanceof RangeError && /too long/i.test(error.message)) {
      const { mode, length, unit } = measure(text)
      const most = CAPACITY[mode][ecc]
      return {
        ok: false,
        reason: 'too-long',
        error: `Too long for a QR code: ${length.toLocaleString('en-US')} ${unit}, and at ${levelLabel(ecc)} error correction one holds at most ${most.toLocaleString('en-US')}. Shorten the text${ecc === 'L' ? '' : ' or lower the error correction'}.`,
      }
    }
    // encodeURI (inside uqr) refuses text with a broken character: a lone UTF-16 surrogate.
    return {
      ok: false,
      reason: 'invalid',
      error: `This text cannot be put in a QR code (${error instanceof Error ? error.message : String(error)}). It may hold a broken character.`,
    }
  }
}

/** A colour as #rrggbb, or the fallback: nothing else reaches the SVG or the canvas. */
export const safeColour = (colour: string, fallback: string) =>
  /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : fallback

/** A stored size as one of the sizes offered (the nearest). */
export const safePngSize = (size: number) =>
  PNG_SIZES.reduce((best, option) =>
    Math.abs(option - size) < Math.abs(best - size) ? option : best,
  )

/**
 * The code as SVG: one light square, then each row's runs of dark modules as rectangles, one
 * module one unit. The text itself never goes in: only numbers and checked colours do.
 */
export function qrSvg(
  matrix: QrMatrix,
  colours: QrColours = DEFAULT_COLOURS,
  pixels?: number,
): string {
  const dark = safeColour(colours.foreground, DEFAULT_COLOURS.foreground)
  const light = safeColour(colours.background, DEFAULT_COLOURS.background)
  const { size, modules } = matrix
  let path = ''
  modules.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      let end = x
      while (row[end + 1]) end++
      path += `M${x} ${y}h${end - x + 1}v1H${x}z`
      x = end
    }
  })
  const dimensions = pixels ? ` width="${pixels}" height="${pixels}"` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"${dimensions} shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="${light}"/><path fill="${dark}" d="${path}"/></svg>`
}

/** The SVG as a URL an <img> can show. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * Where module edges fall on a canvas `pixels` wide: `modules + 1` whole-pixel positions, so
 * every module is sharp and the code fills the canvas exactly (modules differ by 1 px at most).
 */
export function moduleEdges(modules: number, pixels: number): number[] {
  return Array.from({ length: modules + 1 }, (_, i) => Math.round((i * pixels) / modules))
}

/** Draws the code (quiet zone included) onto a 2D context `pixels` a side. */
export function drawQr(
  context: Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>,
  matrix: QrMatrix,
  pixels: number,
  colours: QrColours = DEFAULT_COLOURS,
) {
  const edges = moduleEdges(matrix.size, pixels)
  context.fillStyle = safeColour(colours.background, DEFAULT_COLOURS.background)
  context.fillRect(0, 0, pixels, pixels)
  context.fillStyle = safeColour(colours.foreground, DEFAULT_COLOURS.foreground)
  matrix.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark)
        context.fillRect(edges[x]!, edges[y]!, edges[x + 1]! - edges[x]!, edges[y + 1]! - edges[y]!)
    }),
  )
}

/** The preview's alt text: 'QR code for ' and the text's first 60 characters. */
export function qrAltText(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return `QR code for ${chars.slice(0, 60).join('')}${chars.length > 60 ? '…' : ''}`
}

/** WCAG contrast between two #rrggbb colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** A warning when scanners may struggle with the colours, or null. */
export function colourWarning(foreground: string, background: string): string | null {
  const dark = safeColour(foreground, DEFAULT_COLOURS.foreground)
  const light = safeColour(background, DEFAULT_COLOURS.background)
  if (contrastRatio(dark, light) < 4) {
    return 'The colours are close: some scanners will not read this code. Use a darker foreground or a lighter background.'
  }
  const lum = (hex: string) => contrastRatio(hex, '#000000')
  if (lum(dark) > lum(light)) {
    return 'The foreground is lighter than the background: some scanners cannot read inverted codes.'
  }
  return null
}
