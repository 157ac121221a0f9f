import Color from 'colorjs.io'
import { describe, expect, it } from 'vitest'
import {
  colourName,
  cssValue,
  FORMATS,
  formatColour,
  isInSrgb,
  parseColour,
  SRGB_FORMATS,
  toSrgb,
  type Color as CuloriColor,
  type FormatId,
} from './color'

/** Input, the format it is read as, its hex (gamut-mapped) and its OKLCH, as shown. */
const TABLE: [string, FormatId, string, string][] = [
  ['#f00', 'hex', '#ff0000', 'oklch(62.8% 0.2577 29.23)'],
  ['#0f08', 'hex', '#00ff0088', 'oklch(86.64% 0.2948 142.5 / 0.533)'],
  ['#3b82f6', 'hex', '#3b82f6', 'oklch(62.31% 0.188 259.81)'],
  ['#3b82f680', 'hex', '#3b82f680', 'oklch(62.31% 0.188 259.81 / 0.502)'],
  ['#FFF', 'hex', '#ffffff', 'oklch(100% 0 0)'],
  ['#000000', 'hex', '#000000', 'oklch(0% 0 0)'],
  ['#a1b2c3d4', 'hex', '#a1b2c3d4', 'oklch(75.59% 0.0309 248.24 / 0.831)'],
  ['rgb(255 0 0)', 'rgb', '#ff0000', 'oklch(62.8% 0.2577 29.23)'],
  ['rgb(12, 34, 56)', 'rgb', '#0c2238', 'oklch(24.67% 0.0506 250.6)'],
  ['rgba(12, 34, 56, 0.5)', 'rgb', '#0c223880', 'oklch(24.67% 0.0506 250.6 / 0.5)'],
  ['rgb(10% 20% 30%)', 'rgb', '#1a334d', 'oklch(31.38% 0.0559 250.03)'],
  ['rgb(300 0 0)', 'rgb', '#ff604f', 'oklch(71.07% 0.2916 29.23)'],
  ['hsl(210 50% 40%)', 'hsl', '#336699', 'oklch(49.93% 0.0987 250.43)'],
  ['hsl(0, 100%, 50%)', 'hsl', '#ff0000', 'oklch(62.8% 0.2577 29.23)'],
  ['hsla(120 60% 70% / 0.25)', 'hsl', '#85e08540', 'oklch(82.84% 0.1534 144.04 / 0.25)'],
  ['hwb(120 10% 20%)', 'hwb', '#1acc1a', 'oklch(73.45% 0.2422 142.61)'],
  ['hwb(300 0% 0%)', 'hwb', '#ff00ff', 'oklch(70.17% 0.3225 328.36)'],
  ['lab(50 40 -20)', 'lab', '#ab5a9a', 'oklch(58.54% 0.1324 335.46)'],
  ['lab(54.29% 80.8 69.89)', 'lab', '#ff0000', 'oklch(62.79% 0.2577 29.24)'],
  ['lab(100 0 0)', 'lab', '#ffffff', 'oklch(100% 0 0)'],
  ['lch(50 40 200)', 'lch', '#00888c', 'oklch(55.88% 0.1181 198.03)'],
  ['lch(70% 60 30 / 0.8)', 'lch', '#ff8078cc', 'oklch(75.53% 0.166 25.22 / 0.8)'],
  ['lch(29.2 44.2 296.8)', 'lch', '#463b83', 'oklch(40.37% 0.1157 287.15)'],
  ['oklab(0.5 0.1 -0.1)', 'oklab', '#81459a', 'oklch(50% 0.1414 315)'],
  ['oklab(62.8% 0.2249 0.1258)', 'oklab', '#ff0000', 'oklch(62.8% 0.2577 29.22)'],
  ['oklab(0.9 -0.05 0.05 / 50%)', 'oklab', '#cae9ba80', 'oklch(90% 0.0707 135 / 0.5)'],
  ['oklch(70% 0.15 250)', 'oklch', '#4ba3f7', 'oklch(70% 0.15 250)'],
  ['oklch(0.628 0.2577 29.23)', 'oklch', '#ff0000', 'oklch(62.8% 0.2577 29.23)'],
  ['oklch(70% 0.3 150)', 'oklch', '#00c248', 'oklch(70% 0.3 150)'],
  ['oklch(95% 0.02 90)', 'oklch', '#f4eee0', 'oklch(95% 0.02 90)'],
  ['color(display-p3 1 0 0)', 'p3', '#ff0b0c', 'oklch(64.86% 0.2995 28.96)'],
  ['color(display-p3 0.5 0.5 0.5)', 'p3', '#808080', 'oklch(59.82% 0 0)'],
  ['color(display-p3 0 1 0 / 0.5)', 'p3', '#00fb2980', 'oklch(84.88% 0.3685 145.64 / 0.5)'],
  ['color(display-p3 0.2 0.4 0.8)', 'p3', '#1b68d3', 'oklch(53.4% 0.1812 258.43)'],
  ['red', 'named', '#ff0000', 'oklch(62.8% 0.2577 29.23)'],
  ['rebeccapurple', 'named', '#663399', 'oklch(44.03% 0.1603 303.37)'],
  ['Tomato', 'named', '#ff6347', 'oklch(69.62% 0.1955 32.32)'],
  ['transparent', 'named', '#00000000', 'oklch(0% 0 0 / 0)'],
  ['cornflowerblue', 'named', '#6495ed', 'oklch(67.46% 0.1414 261.34)'],
  ['black', 'named', '#000000', 'oklch(0% 0 0)'],
  ['white', 'named', '#ffffff', 'oklch(100% 0 0)'],
  ['goldenrod', 'named', '#daa520', 'oklch(75.16% 0.1469 83.99)'],
  ['color(srgb 0.5 0.25 1)', 'rgb', '#8040ff', 'oklch(56.65% 0.26 290.82)'],
]

const parsed = (text: string): CuloriColor => {
  const result = parseColour(text)
  if (!result.ok) throw new Error(result.error)
  return result.color
}

/** colorjs.io's reading of a CSS colour, the reference. */
const reference = (text: string) => new Color(text.toLowerCase())
const alphaOf = (color: Color) => Number(color.alpha ?? 1)

describe('colour parsing and formatting', () => {
  it('has a table of at least 40 inputs', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40)
  })

  it.each(TABLE)('%s is read as %s, shown as %s and %s', (input, format, hex, oklch) => {
    const result = parseColour(input)
    expect(result).toMatchObject({ ok: true, format })
    const color = parsed(input)
    expect(formatColour(color, 'hex')).toBe(hex)
    expect(formatColour(color, 'oklch')).toBe(oklch)
  })

  it.each(TABLE)('%s: every format agrees with colorjs.io', (input) => {
    const color = parsed(input)
    const ref = reference(input)
    const fits = ref.inGamut('srgb')
    for (const { id } of FORMATS) {
      if (id === 'named') continue
      const text = formatColour(color, id)
      const shown = new Color(text)
      // sRGB-only formats show the CSS Color 4 gamut-mapped colour; the others the colour itself.
      const expected =
        SRGB_FORMATS.has(id) && !fits ? ref.clone().toGamut({ space: 'srgb', method: 'css' }) : ref
      // 8-bit formats (hex, rgb) round to 1/255 a channel: well under a just-noticeable difference.
      expect(shown.deltaE(expected, 'OK'), `${id}: ${text}`).toBeLessThan(0.004)
      expect(Math.abs(alphaOf(shown) - alphaOf(ref)), `${id} alpha`).toBeLessThan(0.002)
    }
  })

  it.each(TABLE)('%s: every format reads back as the same colour', (input) => {
    const color = parsed(input)
    for (const { id } of FORMATS) {
      if (id === 'named' || (SRGB_FORMATS.has(id) && !isInSrgb(color))) continue
      const text = formatColour(color, id)
      const again = parsed(text)
      expect(formatColour(again, id), text).toBe(text)
      expect(new Color(text).deltaE(reference(input), 'OK'), text).toBeLessThan(0.004)
    }
  })

  it('names a named colour, and the nearest name otherwise', () => {
    expect(colourName(parsed('rebeccapurple'))).toEqual({ name: 'rebeccapurple', exact: true })
    expect(colourName(parsed('#ff0000'))).toEqual({ name: 'red', exact: true })
    expect(colourName(parsed('#fe0101'))).toEqual({ name: 'red', exact: false })
    expect(colourName(parsed('#ff000080'))).toEqual({ name: 'red', exact: false })
    expect(colourName(parsed('transparent'))).toEqual({ name: 'transparent', exact: true })
  })

  it('says what it cannot read, keeping nothing of it as a colour', () => {
    for (const text of [
      '',
      '   ',
      '#12',
      '#1234567',
      'rgb(1 2)',
      'hsl(red)',
      'oklch(70%)',
      'notacolour',
      'url(x)',
      'color(rec2020 1 0 0)',
    ]) {
      const result = parseColour(text)
      expect(result.ok, text).toBe(false)
      if (!result.ok) expect(result.error.length).toBeGreaterThan(10)
    }
    expect(parseColour('bluish')).toEqual({
      ok: false,
      error: '“bluish” is not a CSS colour this picker can read.',
    })
  })
})

describe('missing components (none)', () => {
  // CSS Color 4: `none` converts as 0, in any place and any format, alpha included.
  it.each([
    'rgb(none 0 0)',
    'rgb(255 none none)',
    'rgb(255 0 0 / none)',
    'hsl(none 0% 50%)',
    'hsl(none 100% 50%)',
    'hsl(120 none 50%)',
    'hwb(none 10% none)',
    'lab(none 20 none)',
    'lch(50 none 30)',
    'lch(none 40 none)',
    'oklab(60% none 0.1)',
    'oklab(none 0 none)',
    'oklch(50% 0 none)',
    'oklch(none none none)',
    'color(display-p3 none 1 0)',
    'color(srgb 0.5 none 1 / none)',
  ])('%s reads as if each none were 0, and no format shows NaN', (input) => {
    const color = parsed(input)
    const asZero = reference(input.replaceAll('none', '0'))
    for (const { id } of FORMATS) {
      const text = formatColour(color, id)
      expect(text, id).not.toMatch(/NaN|undefined|Infinity/)
      if (id === 'named') continue
      const shown = new Color(text)
      const expected =
        SRGB_FORMATS.has(id) && !asZero.inGamut('srgb')
          ? asZero.clone().toGamut({ space: 'srgb', method: 'css' })
          : asZero
      expect(shown.deltaE(expected, 'OK'), `${id}: ${text}`).toBeLessThan(0.004)
      expect(Math.abs(alphaOf(shown) - alphaOf(asZero)), `${id} alpha`).toBeLessThan(0.002)
    }
  })

  it('shows rgb(none 0 0) as black in every format', () => {
    const color = parsed('rgb(none 0 0)')
    expect(formatColour(color, 'rgb')).toBe('rgb(0 0 0)')
    expect(formatColour(color, 'hsl')).toBe('hsl(0 0% 0%)')
    expect(formatColour(color, 'hwb')).toBe('hwb(0 0% 100%)')
    expect(formatColour(color, 'hex')).toBe('#000000')
    expect(formatColour(parsed('rgb(255 0 0 / none)'), 'rgb')).toBe('rgb(255 0 0 / 0)')
  })
})

describe('gamut mapping', () => {
  it.each([
    'oklch(70% 0.3 150)',
    'color(display-p3 1 0 0)',
    'color(display-p3 0 1 0)',
    'lch(50 130 300)',
    'oklch(90% 0.3 100)',
    'rgb(300 0 0)',
    'oklab(0.5 0.4 0)',
  ])('maps %s into sRGB as CSS Color 4 does (colorjs.io’s css method)', (input) => {
    const color = parsed(input)
    expect(isInSrgb(color)).toBe(false)
    const mapped = toSrgb(color)
    const ref = reference(input).to('srgb').toGamut({ method: 'css' })
    const channels = [mapped.r, mapped.g, mapped.b]
    ref.coords.forEach((v, i) => expect(Math.abs(channels[i]! - Number(v))).toBeLessThan(0.004))
    // Mapping keeps the lightness and hue as far as it can: only chroma goes.
    const mappedHue = new Color('srgb', [mapped.r, mapped.g, mapped.b]).oklch.h ?? 0
    expect(Math.abs(mappedHue - (reference(input).oklch.h ?? 0))).toBeLessThan(3)
  })

  it('leaves sRGB colours alone, even written as wide-gamut values', () => {
    for (const input of [
      '#3b82f6',
      'oklch(62.8% 0.2577 29.23)',
      'color(display-p3 0.5 0.5 0.5)',
      'white',
    ])
      expect(isInSrgb(parsed(input)), input).toBe(true)
    expect(formatColour(parsed('oklch(62.8% 0.2577 29.23)'), 'hex')).toBe('#ff0000')
  })

  it('hands CSS hex for sRGB colours and OKLCH for wider ones', () => {
    expect(cssValue(parsed('rgb(59 130 246)'))).toBe('#3b82f6')
    expect(cssValue(parsed('oklch(70% 0.3 150)'))).toBe('oklch(70% 0.3 150)')
  })
})
