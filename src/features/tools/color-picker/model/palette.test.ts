import { describe, expect, it } from 'vitest'
import { formatColour, parseColour, toOklch, type Color } from './color'
import { exportPalette, harmonies, slugs, tintsAndShades } from './palette'

const c = (text: string): Color => {
  const result = parseColour(text)
  if (!result.ok) throw new Error(result.error)
  return result.color
}

describe('palette', () => {
  it('makes tints lighter and shades darker, in order, keeping the hue', () => {
    const base = c('#3b82f6')
    const { tints, shades } = tintsAndShades(base)
    const l = (color: Color) => toOklch(color).l
    expect(tints.map((s) => s.label)).toEqual(['Tint 1', 'Tint 2', 'Tint 3', 'Tint 4'])
    const tintL = tints.map((s) => l(s.color))
    const shadeL = shades.map((s) => l(s.color))
    expect(tintL[0]).toBeGreaterThan(l(base))
    expect([...tintL].sort((a, b) => a - b)).toEqual(tintL)
    expect(shadeL[0]).toBeLessThan(l(base))
    expect([...shadeL].sort((a, b) => b - a)).toEqual(shadeL)
    for (const s of [...tints, ...shades])
      expect(toOklch(s.color).h).toBeCloseTo(toOklch(base).h!, 6)
  })

  it('turns the hue for complementary, analogous and triadic colours', () => {
    const base = c('oklch(70% 0.1 20)')
    const hues = harmonies(base).map((h) => ({
      name: h.name,
      hues: h.swatches.map((s) => Math.round(toOklch(s.color).h!)),
    }))
    expect(hues).toEqual([
      { name: 'Complementary', hues: [200] },
      { name: 'Analogous', hues: [350, 50] },
      { name: 'Triadic', hues: [140, 260] },
    ])
  })

  it('gives every saved colour a unique CSS name', () => {
    expect(slugs(['Sky blue', 'sky blue', 'Crème brûlée', '!!!', 'Sky-blue'])).toEqual([
      'sky-blue',
      'sky-blue-2',
      'creme-brulee',
      'colour',
      'sky-blue-3',
    ])
  })

  const saved = [
    { name: 'Sky', value: '#38bdf8', color: c('#38bdf8') },
    { name: 'Vivid green', value: 'oklch(70% 0.3 150)', color: c('oklch(70% 0.3 150)') },
    { name: 'Broken', value: 'url(javascript:alert(1))', color: null },
  ]

  it('exports the saved palette as CSS custom properties, JSON and a Tailwind theme block', () => {
    expect(exportPalette(saved, 'css')).toBe(
      ':root {\n  --sky: #38bdf8;\n  --vivid-green: oklch(70% 0.3 150);\n}\n',
    )
    expect(exportPalette(saved, 'tailwind')).toBe(
      '@theme {\n  --color-sky: #38bdf8;\n  --color-vivid-green: oklch(70% 0.3 150);\n}\n',
    )
    expect(JSON.parse(exportPalette(saved, 'json'))).toEqual({
      sky: '#38bdf8',
      'vivid-green': 'oklch(70% 0.3 150)',
    })
    expect(exportPalette([], 'css')).toBe(':root {\n}\n')
    expect(formatColour(saved[1]!.color!, 'hex')).toBe('#00c248')
  })
})
