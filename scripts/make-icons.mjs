// Renders the app icons (public/favicon.svg and public/icons/maskable.svg) to the PNG sizes the
// web app manifest and the browser extension need, with the project's Chromium. Run it after
// changing either SVG: `node scripts/make-icons.mjs`. The PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { ensureChromium, root } from './setup.mjs'

const icons = [
  {
    svg: 'public/favicon.svg',
    out: 'public/icons/icon-%s.png',
    sizes: [16, 32, 48, 128, 192, 512],
  },
  { svg: 'public/icons/maskable.svg', out: 'public/icons/maskable-%s.png', sizes: [192, 512] },
  // iOS rounds the corners itself: a full-bleed square.
  { svg: 'public/icons/maskable.svg', out: 'public/icons/apple-touch-icon.png', sizes: [180] },
]

const browser = await chromium.launch({ executablePath: ensureChromium() })
const page = await browser.newPage()
for (const { svg, out, sizes } of icons) {
  const source = readFileSync(resolve(root, svg), 'utf8')
  for (const size of sizes) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
    )
    const png = await page.locator('svg').screenshot({ omitBackground: true })
    writeFileSync(resolve(root, out.replace('%s', String(size))), png)
    console.log(out.replace('%s', String(size)))
  }
}
await browser.close()
