// Shell benchmarks: initial bundle size and cold-load first contentful paint.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium, median, printTable, row, serveBuild } from './lib.mjs'

const RUNS = 10

/** Sums the scripts the app's entry loads statically (from Vite's manifest) and the inlined styles. */
function initialAssets(dist) {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  const add = (kind, bytes) => {
    totals[kind].raw += bytes.length
    totals[kind].gzip += gzipSync(bytes, { level: 9 }).length
  }
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  for (const css of inlined) add('css', Buffer.from(css))
  for (const file of files) {
    // A stylesheet that was inlined is not fetched; count it once, as inlined.
    if (file.endsWith('.css') && inlined.length) continue
    add(file.endsWith('.css') ? 'css' : 'js', readFileSync(resolve(dist, file)))
  }
  return totals
}

const BASELINE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head>
<body><h1>Baseline</h1><p>A static page served by the same server.</p></body></html>`

/** Cold-loads `url` in a fresh context; returns FCP and, for the app, when its shell became interactive. */
async function coldLoad(browser, url, { app = false } = {}) {
  // Cold: no service worker from an earlier visit serves it.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  if (app) {
    // Notes the moment React's taskbar (its Menu button) exists: the shell is usable.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('nav[aria-label="Taskbar"] button[aria-label="Menu"]')) {
          window.__shellReady = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
  }
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
  const ready = app
    ? await page
        .waitForFunction(() => window.__shellReady, null, { timeout: 10_000 })
        .then((h) => h.jsonValue())
    : 0
  await context.close()
  return { fcp, ready }
}

export async function run(root) {
  const dist = resolve(root, 'dist')
  const assets = initialAssets(dist)
  const kB = (bytes) => bytes / 1000
  printTable('Initial bundle (what the app entry loads)', [
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
    const ready = []
    const baseline = []
    // Interleaved, so both see the same machine conditions.
    for (let i = 0; i < RUNS; i++) {
      baseline.push((await coldLoad(browser, `${server.url}bench-baseline.html`)).fcp)
      const run = await coldLoad(browser, `${server.url}#/`, { app: true })
      app.push(run.fcp)
      ready.push(run.ready)
    }
    const appFcp = median(app)
    const baseFcp = median(baseline)
    printTable(`Cold-load first contentful paint (median of ${RUNS}, fresh browser context each)`, [
      row('FCP of #/', appFcp, 'ms'),
      row('FCP of a static HTML page', baseFcp, 'ms'),
      row('FCP ratio (app / static)', appFcp / baseFcp, '×', 2.0),
      row('shell interactive (taskbar rendered by React)', median(ready), 'ms'),
    ])
  } finally {
    await browser.close()
    server.stop()
  }
}
