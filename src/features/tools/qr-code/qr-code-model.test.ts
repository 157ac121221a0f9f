import { describe, expect, it } from 'vitest'
import {
  colourWarning,
  contrastRatio,
  drawQr,
  type EccLevel,
  encodeQr,
  moduleEdges,
  type QrMatrix,
  qrAltText,
  qrSvg,
  QUIET_ZONE,
  safePngSize,
} from './qr-code-model'

function matrixOf(text: string, ecc: EccLevel): QrMatrix {
  const result = encodeQr(text, ecc)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

// ISO/IEC 18004 format information: the level and mask, as 15 bits, for masks 0–7.
const FORMAT_BITS: Record<EccLevel, string[]> = {
  L: [
    '111011111000100',
    '111001011110011',
    '111110110101010',
    '111100010011101',
    '110011000101111',
    '110001100011000',
    '110110001000001',
    '110100101110110',
  ],
  M: [
    '101010000010010',
    '101000100100101',
    '101111001111100',
    '101101101001011',
    '100010111111001',
    '100000011001110',
    '100111110010111',
    '100101010100000',
  ],
  Q: [
    '011010101011111',
    '011000001101000',
    '011111100110001',
    '011101000000110',
    '010010010110100',
    '010000110000011',
    '010111011011010',
    '010101111101101',
  ],
  H: [
    '001011010001001',
    '001001110111110',
    '001110011100111',
    '001100111010000',
    '000011101100010',
    '000001001010101',
    '000110100001100',
    '000100000111011',
  ],
}

/** The format bits beside the top-left finder: row 8 left to right, then column 8 upwards. */
function formatBits({ modules }: QrMatrix): string {
  const at = (row: number, col: number) =>
    modules[row + QUIET_ZONE]![col + QUIET_ZONE] ? '1' : '0'
  const cols = [0, 1, 2, 3, 4, 5, 7, 8].map((col) => at(8, col))
  const rows = [7, 5, 4, 3, 2, 1, 0].map((row) => at(row, 8))
  return [...cols, ...rows].join('')
}

const dark = ({ modules }: QrMatrix) => modules.flat().filter(Boolean).length

describe('encodeQr', () => {
  it.each([
    // Published version 1 capacities in bytes: 17 (L), 14 (M), 11 (Q), 7 (H).
    ['a'.repeat(17), 'L', 1],
    ['a'.repeat(18), 'L', 2],
    ['a'.repeat(14), 'M', 1],
    ['a'.repeat(15), 'M', 2],
    ['a'.repeat(11), 'Q', 1],
    ['a'.repeat(7), 'H', 1],
    ['a'.repeat(8), 'H', 2],
    // Alphanumeric text packs tighter: version 1-Q holds 16 characters.
    ['HELLO WORLD', 'Q', 1],
    ['https://example.com', 'L', 2],
  ] as const)('puts %j at level %s in version %i', (text, ecc, version) => {
    const matrix = matrixOf(text, ecc)
    expect(matrix.version).toBe(version)
    const modules = 17 + 4 * version
    expect(matrix.size).toBe(modules + 2 * QUIET_ZONE)
    expect(matrix.modules).toHaveLength(matrix.size)
    expect(matrix.modules.every((row) => row.length === matrix.size)).toBe(true)
    expect(FORMAT_BITS[ecc]).toContain(formatBits(matrix))
  })

  it('surrounds the code with a quiet zone of four light modules and finders in the corners', () => {
    const matrix = matrixOf('hi', 'L')
    expect(matrix.size).toBe(29)
    const { modules, size } = matrix
    for (let i = 0; i < QUIET_ZONE; i++) {
      for (const line of [
        modules[i]!,
        modules[size - 1 - i]!,
        modules.map((row) => row[i]),
        modules.map((row) => row[size - 1 - i]),
      ]) {
        expect(line.some(Boolean)).toBe(false)
      }
    }
    // A finder's outer ring: seven dark modules from the quiet zone's inner edge.
    for (const [row, col] of [
      [4, 4],
      [4, size - 11],
      [size - 11, 4],
    ]) {
      expect(modules[row!]!.slice(col!, col! + 7).every(Boolean)).toBe(true)
      expect(
        modules[row! + 1]!.slice(col!, col! + 7)
          .map(Number)
          .join(''),
      ).toBe('1000001')
    }
  })

  it.each([
    ['2953 bytes fit at L', 'a'.repeat(2953), 'L', true],
    ['2954 bytes do not fit at L', 'a'.repeat(2954), 'L', false],
    ['2331 bytes fit at M', 'a'.repeat(2331), 'M', true],
    ['2332 bytes do not fit at M', 'a'.repeat(2332), 'M', false],
    ['5597 digits do not fit at M', '1'.repeat(5597), 'M', false],
    ['1853 capitals do not fit at H', 'A'.repeat(1853), 'H', false],
    // 'é' is two bytes in UTF-8.
    ['2331 bytes of é and a fit at M', 'é'.repeat(1165) + 'a', 'M', true],
    ['2332 bytes of é do not fit at M', 'é'.repeat(1166), 'M', false],
  ] as const)('%s', (_, text, ecc, fits) => {
    expect(encodeQr(text, ecc).ok).toBe(fits)
  })

  it('says how long is too long, in the units of the text', () => {
    expect(encodeQr('a'.repeat(2332), 'M')).toEqual({
      ok: false,
      reason: 'too-long',
      error:
        'Too long for a QR code: 2,332 bytes, and at Medium error correction one holds at most 2,331. Shorten the text or lower the error correction.',
    })
    const digits = encodeQr('1'.repeat(7090), 'L')
    expect(!digits.ok && digits.error).toBe(
      'Too long for a QR code: 7,090 digits, and at Low error correction one holds at most 7,089. Shorten the text.',
    )
    const accents = encodeQr('é'.repeat(1200), 'M')
    expect(!accents.ok && accents.error).toMatch(/^Too long for a QR code: 2,400 bytes/)
  })

  it('asks for text when there is none, and refuses a broken character without throwing', () => {
    expect(encodeQr('', 'M')).toMatchObject({ ok: false, reason: 'empty' })
    expect(encodeQr('a\uD800b', 'M')).toMatchObject({ ok: false, reason: 'invalid' })
  })
})

describe('qrSvg', () => {
  it('draws every dark module, the quiet zone light, and none of the text', () => {
    const text = '<script>alert("x")</script>&amp;'
    const matrix = matrixOf(text, 'M')
    const svg = qrSvg(matrix, { foreground: '#112233', background: '#FFEEDD' }, 512)
    expect(svg).not.toMatch(/script|alert|&/)
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${matrix.size} ${matrix.size}" width="512" height="512" shape-rendering="crispEdges"><rect width="${matrix.size}" height="${matrix.size}" fill="#ffeedd"/><path fill="#112233" d="[MHhvz0-9 ]+"/></svg>$`,
      ),
    )
    const runs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)v1H\1z/g)]
    expect(runs.reduce((sum, run) => sum + Number(run[3]), 0)).toBe(dark(matrix))
    expect(runs.every((run) => Number(run[1]) >= QUIET_ZONE && Number(run[2]) >= QUIET_ZONE)).toBe(
      true,
    )
  })

  it('lets only #rrggbb colours in', () => {
    const svg = qrSvg(matrixOf('x', 'L'), { foreground: '"/><script>', background: 'red' })
    expect(svg).toContain('fill="#ffffff"')
    expect(svg).toContain('fill="#000000"')
    expect(svg).not.toContain('script')
  })
})

describe('PNG drawing', () => {
  it.each([
    [29, 256],
    [29, 2048],
    [185, 256],
  ])('spreads %i modules over %i px in whole pixels', (modules, pixels) => {
    const edges = moduleEdges(modules, pixels)
    expect(edges).toHaveLength(modules + 1)
    expect(edges[0]).toBe(0)
    expect(edges.at(-1)).toBe(pixels)
    const widths = edges.slice(1).map((edge, i) => edge - edges[i]!)
    const floor = Math.floor(pixels / modules)
    expect(widths.every((w) => w === floor || w === floor + 1)).toBe(true)
  })

  it('fills the background, then one square per dark module, none in the quiet zone', () => {
    const matrix = matrixOf('https://example.com', 'M')
    const calls: { fill: string; rect: number[] }[] = []
    const context = {
      fillStyle: '' as CanvasRenderingContext2D['fillStyle'],
      fillRect(...rect: number[]) {
        calls.push({ fill: String(this.fillStyle), rect })
      },
    }
    drawQr(context, matrix, 512, { foreground: '#000000', background: '#ffffff' })
    expect(calls[0]).toEqual({ fill: '#ffffff', rect: [0, 0, 512, 512] })
    const squares = calls.slice(1)
    expect(squares).toHaveLength(dark(matrix))
    expect(squares.every(({ fill }) => fill === '#000000')).toBe(true)
    const quiet = moduleEdges(matrix.size, 512)[QUIET_ZONE]!
    expect(Math.min(...squares.flatMap(({ rect }) => [rect[0]!, rect[1]!]))).toBe(quiet)
  })
})

describe('the rest', () => {
  it.each([
    ['https://example.com', 'QR code for https://example.com'],
    ['a'.repeat(61), `QR code for ${'a'.repeat(60)}…`],
    ['line\n  two', 'QR code for line two'],
  ])('describes %j', (text, alt) => {
    expect(qrAltText(text)).toBe(alt)
  })

  it.each([
    [256, 256],
    [300, 256],
    [900, 1024],
    [99999, 2048],
  ])('keeps a stored size %i as %i', (size, safe) => {
    expect(safePngSize(size)).toBe(safe)
  })

  it('warns of colours scanners may not read', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(colourWarning('#000000', '#ffffff')).toBeNull()
    expect(colourWarning('#777777', '#888888')).toMatch(/colours are close/)
    expect(colourWarning('#ffffff', '#000000')).toMatch(/lighter than the background/)
  })
})
