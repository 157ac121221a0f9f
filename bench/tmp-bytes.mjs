import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { launchChromium, serveBuild } from './lib.mjs'
const server = await serveBuild('/work/main', 4192)
const browser = await launchChromium()
const ctx = await browser.newContext({ serviceWorkers: 'block' })
const page = await ctx.newPage()
await page.addInitScript(() => {
  new MutationObserver(() => {
    const live = document.querySelector('section[data-widget]:not(:has([data-widget-loading]))')
    if (!window.__liveAt && live?.textContent?.trim()) window.__liveAt = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true })
})
await page.goto(server.url + '#/')
await page.waitForFunction(() => window.__liveAt)
await page.waitForTimeout(1500)
const list = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.m?js/.test(e.name)).map((e) => ({ n: e.name.split('/').pop(), s: Math.round(e.startTime), w: e.encodedBodySize, before: e.startTime < window.__liveAt })))
console.log('liveAt', await page.evaluate(() => window.__liveAt))
let total = 0
for (const e of list) { const g = gzipSync(readFileSync('/work/main/dist/' + (e.n.includes('.') && !['boot.js','boot-keys.js','pre-paint.js','boot-read.js'].includes(e.n) ? 'assets/' : '') + e.n)).length; if (e.before) total += g; console.log(e.before ? '*' : ' ', e.n.padEnd(50), e.s, 'wire', e.w, 'gz', g) }
console.log('total gz before', total)
await browser.close(); server.stop()
