import { describe, expect, it } from 'vitest'

// Read from disk: the tests load no stylesheet (`css: false` makes even `?raw` empty), and the
// app's TypeScript project has no Node types, so this names the little of Node it uses.
const { readFileSync } = (
  globalThis as unknown as {
    process: {
      getBuiltinModule: (id: 'node:fs') => { readFileSync: (path: URL, encoding: 'utf8') => string }
    }
  }
).process.getBuiltinModule('node:fs')
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8')

/** The colours a rule of index.css sets, by custom property: `{ fg: '#18181b', … }`. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  const body = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [name!, hex!]),
  )
}

/** Each accent preset and the token it takes (`yellow` → `cat-yellow`), the default included. */
const PRESETS: [string, string][] = [
  ['default', 'cat-default'],
  ...[...css.matchAll(/\[data-accent='(\w+)'\][^{]*\{\s*--accent: var\(--([\w-]+)\);/g)].map(
    ([, preset, token]) => [preset!, token!] as [string, string],
  ),
]

/** WCAG 2's relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const SURFACES = ['bg', 'surface', 'surface-2']
const SOFT = ['error-soft', 'warn-soft', 'info-soft', 'success-soft']

/**
 * Every token used as text, and the tokens it is drawn on (by the UI's classes: `text-warn` in
 * a toast on `surface`, `text-fg-muted` in the search widget's chosen row on `surface-3`…).
 */
const PAIRS: [text: string, backgrounds: string[]][] = [
  // Everywhere: pages, cards, rows, chosen rows and tags (surface-3), and inside alerts.
  ['fg', [...SURFACES, 'surface-3', ...SOFT]],
  ['fg-muted', [...SURFACES, 'surface-3', ...SOFT]],
  // Messages, toasts, the notification centre, menu items, and each alert's own icon.
  ...['error', 'warn', 'info', 'success'].map((kind): [string, string[]] => [
    kind,
    [...SURFACES, `${kind}-soft`],
  ]),
  // Buttons and badges filled with a colour.
  ['on-cat', ['error', ...PRESETS.map(([, token]) => token)]],
  // A bookmark's letter tile: the page's background colour on a category colour.
  [
    'bg',
    ['cat-red', 'cat-orange', 'cat-yellow', 'cat-green', 'cat-cyan', 'cat-blue', 'cat-violet'],
  ],
]

describe.each([
  ['light', '.light'],
  ['dark', '.dark'],
])('the %s theme', (_, selector) => {
  const tokens = tokensOf(selector)
  const colour = (name: string) => {
    expect(tokens, `--${name} in ${selector}`).toHaveProperty([name])
    return tokens[name]!
  }

  it.each(PAIRS)('draws --%s at 4.5:1 or more on each background it is used on', (text, on) => {
    for (const background of on)
      expect(
        contrast(colour(text), colour(background)),
        `--${text} on --${background}`,
      ).toBeGreaterThanOrEqual(4.5)
  })

  it.each(PRESETS)('draws the %s accent as text at 4.5:1 or more', (_, token) => {
    for (const background of SURFACES)
      expect(
        contrast(colour(token), colour(background)),
        `--${token} on --${background}`,
      ).toBeGreaterThanOrEqual(4.5)
  })
})

it('reads every accent preset from the stylesheet', () => {
  expect(PRESETS.map(([preset]) => preset)).toEqual([
    'default',
    'red',
    'orange',
    'yellow',
    'green',
    'cyan',
    'blue',
    'violet',
  ])
})
