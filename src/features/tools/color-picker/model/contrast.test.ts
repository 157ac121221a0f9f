import { APCAcontrast, sRGBtoY } from 'apca-w3'
import { describe, expect, it } from 'vitest'
import { parseColour, toSrgb, type Color } from './color'
import { apcaContrast, wcagLevels, wcagRatio } from './contrast'

const c = (text: string): Color => {
  const result = parseColour(text)
  if (!result.ok) throw new Error(result.error)
  return result.color
}
const rgb255 = (text: string) => {
  const { r, g, b } = toSrgb(c(text))
  return [r * 255, g * 255, b * 255]
}

describe('WCAG 2.x contrast', () => {
  // Published figures: WebAIM's contrast checker and the WCAG understanding documents.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
    ['#ffffff', '#0000ff', 8.59],
  ])('%s on %s is %s:1', (text, background, ratio) => {
    expect(wcagRatio(c(text), c(background))).toBeCloseTo(ratio, 2)
  })

  it('passes AA and AAA for normal and large text at the WCAG thresholds, unrounded', () => {
    expect(wcagLevels(4.5)).toEqual({
      normalAA: true,
      normalAAA: false,
      largeAA: true,
      largeAAA: true,
    })
    expect(wcagLevels(4.499)).toEqual({
      normalAA: false,
      normalAAA: false,
      largeAA: true,
      largeAAA: false,
    })
    expect(wcagLevels(7)).toEqual({
      normalAA: true,
      normalAAA: true,
      largeAA: true,
      largeAAA: true,
    })
    expect(wcagLevels(2.99)).toEqual({
      normalAA: false,
      normalAAA: false,
      largeAA: false,
      largeAAA: false,
    })
    expect(wcagLevels(wcagRatio(c('#777'), c('#fff'))).normalAA).toBe(false)
  })

  it('blends translucent text over the background first', () => {
    // Black at half opacity on white is #808080 (rounding aside).
    expect(wcagRatio(c('rgb(0 0 0 / 0.5)'), c('#fff'))).toBeCloseTo(
      wcagRatio(c('#7f7f7f'), c('#fff')),
      1,
    )
  })
})

describe('APCA contrast (Lc)', () => {
  // The pairs the APCA README publishes (apca-w3 0.1.9).
  it.each([
    ['#888888', '#ffffff', 63.056],
    ['#ffffff', '#888888', -68.54],
    ['#000000', '#aaaaaa', 58.146],
    ['#aaaaaa', '#000000', -56.24],
  ])('%s text on %s is Lc %s', (text, background, lc) => {
    expect(apcaContrast(c(text), c(background))).toBeCloseTo(lc, 2)
  })

  it.each([
    ['#3b82f6', '#ffffff'],
    ['#ffffff', '#1e293b'],
    ['#777', '#eee'],
    ['#123456', '#fedcba'],
    ['oklch(70% 0.3 150)', '#000'],
    ['#fafafa', '#ffffff'],
  ])('%s on %s matches apca-w3', (text, background) => {
    const expected = APCAcontrast(sRGBtoY(rgb255(text)), sRGBtoY(rgb255(background)))
    expect(apcaContrast(c(text), c(background))).toBeCloseTo(Number(expected), 6)
  })

  it('is 0 for colours too close to tell apart', () => {
    expect(apcaContrast(c('#fff'), c('#fff'))).toBe(0)
    expect(apcaContrast(c('#fefefe'), c('#fff'))).toBe(0)
  })
})
