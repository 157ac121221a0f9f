// Shell benchmarks: initial bundle size and cold-load first contentful paint.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium, median, printTable, row, serveBuild } from './lib.mjs'

const RUNS = 10

/** Sums the scripts and styles index.html loads (or inlines) before anything else. */
function initialAssets(dist) {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  const refs = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\.?\/?([^"]+\.(js|css))"/g),
  ]
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  // The stylesheet is inlined into the HTML at build time; count it as initial CSS.
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    totals.css.raw += Buffer.byteLength(css)
    totals.css.gzip += gzipSync(css, { level: 9 }).length
  }
  for (const [, file, kind] of refs) {
    const bytes = readFileSync(resolve(dist, file))
    totals[kind].raw += bytes.length
    totals[kind].gzip += gzipSync(bytes, { level: 9 }).length
  }
  return totals
}

const BASELINE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head>
<body><h1>Baseline</h1><p>A static page served by the same server.</p></body></html>`

async function firstContentfulPaint(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const find = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        if (find() !== undefined) return resolve(find())
        new PerformanceObserver(() => find() !== undefined && resolve(find())).observe({
          type: 'paint',
          buffered: true,
        })
      }),
  )
  await context.close()
  return fcp
}

export async function run(root) {
  const dist = resolve(root, 'dist')
  const assets = initialAssets(dist)
  const kB = (bytes) => bytes / 1000
  printTable('Initial bundle (what index.html loads)', [
    row('initial JS (raw)', kB(assets.js.raw), 'kB'),
    row('initial JS (gzip)', kB(assets.js.gzip), 'kB', 150),
    row('initial CSS (raw)', kB(assets.css.raw), 'kB'),
    row('initial CSS (gzip)', kB(assets.css.gzip), 'kB'),
  ])

  writeFileSync(resolve(dist, 'bench-baseline.html'), BASELINE)
  const server = await serveBuild(root)
  const browser = await launchChromium()
  try {
    const app = []
    const baseline = []
    // Interleaved, so both see the same machine conditions.
    for (let i = 0; i < RUNS; i++) {
      baseline.push(await firstContentfulPaint(browser, `${server.url}bench-baseline.html`))
      app.push(await firstContentfulPaint(browser, `${server.url}#/`))
    }
    const appFcp = median(app)
    const baseFcp = median(baseline)
    printTable(`Cold-load first contentful paint (median of ${RUNS}, fresh browser context each)`, [
      row('FCP of #/', appFcp, 'ms'),
      row('FCP of a static HTML page', baseFcp, 'ms'),
      row('FCP ratio (app / static)', appFcp / baseFcp, '×', 2.0),
    ])
  } finally {
    await browser.close()
    server.stop()
  }
}
