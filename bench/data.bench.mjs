// Data benchmarks: generating and storing the Large sample workspace, opening the app with it
// stored (navigation to data-ready, the Overview's first content, the JavaScript fetched before
// data-ready), and the JS heap after that load. Cold: the first visit, no service worker. Warm:
// a later visit, the service worker installed and serving the app. Beside each: a static page
// served the same way (its own origin, so the app's service worker never answers for it). And the
// floor: a bare page on the app's origin that only reads the same stored document from IndexedDB
// and decodes it (bench/floor), which any start that opens the document on the main thread pays.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }
import {
  median,
  printTable,
  row,
  rowsBuilt,
  rowsComplete,
  serveBuild,
  WORKSPACE_DB,
} from './lib.mjs'

const RUNS = 7

const BASELINE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head>
<body><h1>Baseline</h1><p>A static page served by the same server.</p></body></html>`

/**
 * While the rows of a sample just generated are built in the background, what a new tab does
 * first, again and again until they are complete: a fresh tab on the app's origin (a static
 * page, `BASELINE`: no app code) opens the workspace's database and reads from its log and its
 * small store. Each time, ms from asking to the answer: how long the rebuild's writes hold a new
 * tab's storage up.
 */
async function storageWaitsDuringRebuild(context, url) {
  const waits = []
  let complete = false
  do {
    const tab = await context.newPage()
    await tab.goto(`${url}bench-baseline.html`)
    waits.push(
      await tab.evaluate(
        (name) =>
          new Promise((resolve, reject) => {
            const asked = performance.now()
            const open = indexedDB.open(name)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const db = open.result
              const tx = db.transaction(['updates', 'custom'], 'readonly')
              tx.objectStore('updates').count()
              tx.objectStore('custom').get('hearth:rows')
              tx.oncomplete = () => {
                db.close()
                resolve(performance.now() - asked)
              }
              tx.onerror = () => reject(tx.error)
            }
          }),
        WORKSPACE_DB,
      ),
    )
    complete = await tab.evaluate(rowsComplete, WORKSPACE_DB)
    await tab.close()
  } while (!complete && waits.length < 1_000)
  return waits
}

export async function run(root) {
  const dist = resolve(root, process.env.BENCH_OUT_DIR || 'dist')
  writeFileSync(resolve(dist, 'bench-baseline.html'), BASELINE)
  await build({
    configFile: resolve(root, 'bench/floor/vite.config.ts'),
    build: { outDir: dist },
  })
  const server = await serveBuild(root, 4177)
  const baselineServer = await serveBuild(root, 4176)
  const profile = mkdtempSync(join(tmpdir(), 'hearth-bench-'))
  const launch = (serviceWorkers) =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      serviceWorkers,
    })
  let context = await launch('block')
  try {
    // A browser's very first visit (no workspace yet: Hearth makes one, on the page).
    const newcomer = await context.newPage()
    await newcomer.addInitScript(watchStart)
    await newcomer.goto(`${server.url}#/`)
    await newcomer.waitForFunction(() => window.__liveAt, null, { timeout: 30_000 })
    const veryFirst = await scriptsBefore(newcomer, '__liveAt')
    await newcomer.close()

    const page = await context.newPage()
    await page.goto(`${server.url}#/settings/data`)
    await page.waitForSelector('html[data-ready="true"]')
    await page.getByRole('button', { name: 'Generate sample data' }).click()
    const started = Date.now()
    await page
      .getByRole('dialog', { name: 'Generate sample data' })
      .getByRole('button', { name: 'Large', exact: true })
      .click()
    await page.getByText('Sample data added').waitFor({ timeout: 120_000 })
    const generate = Date.now() - started
    // Its rows are built in the background: how long a tab's storage waits meanwhile.
    const waits = await storageWaitsDuringRebuild(context, server.url)
    // The figures below are of a start from complete rows, as on every open after that.
    await rowsBuilt(page)
    await page.goto('about:blank')

    const cold = await openTimes(context, server.url)
    const coldBaseline = await baselineTimes(context, baselineServer.url)
    // With the service worker blocked: it would answer the floor page with the app's index.html.
    const floor = await floorTimes(context, server.url)
    // Warm: the same profile with its service worker installed by a first visit.
    await context.close()
    context = await launch('allow')
    const first = await context.newPage()
    await first.goto(`${server.url}#/`)
    await first.waitForFunction(() => navigator.serviceWorker.ready.then((r) => !!r.active))
    await first.close()
    const warm = await openTimes(context, server.url)
    const warmBaseline = await baselineTimes(context, baselineServer.url)
    const kB = (bytes) => bytes / 1000
    printTable(
      `Data (Large sample: 10,000 todos, 1,000 notes, 10,000 bookmarks; median of ${RUNS})`,
      [
        row('generate and store the Large sample', generate, 'ms'),
        row(
          `  as its rows are built, a new tab's database opened and read: the longest wait (of ${waits.length})`,
          Math.max(...waits),
          'ms',
        ),
        row('    the median wait', median(waits), 'ms'),
        row('cold start: navigation to data-ready', median(cold.ready), 'ms', 600),
        row('  static page, cold: navigation to load', median(coldBaseline), 'ms'),
        row(
          `  floor: bare page reading and decoding the document (${floor.records.toLocaleString('en')} records)`,
          median(floor.decoded),
          'ms',
        ),
        row('    of which decoding it (Y.applyUpdate)', median(floor.decoding), 'ms'),
        row(
          `cold start: the Overview's first content painted${fromCache(cold)}`,
          median(cold.content),
          'ms',
        ),
        row("  cold start: the live Overview's first widget content", median(cold.live), 'ms'),
        row('warm start: navigation to data-ready', median(warm.ready), 'ms', 350),
        row(
          `warm start: the Overview's first content painted${fromCache(warm)}`,
          median(warm.content),
          'ms',
          250,
        ),
        row("  warm start: the live Overview's first widget content", median(warm.live), 'ms'),
        row('  static page, warm: navigation to load', median(warmBaseline), 'ms'),
        row(
          "JS fetched before the live Overview's first content, first visit (gzip)",
          kB(
            scriptBytes(
              dist,
              cold.firstScripts.map(({ name }) => name),
            ),
          ),
          'kB',
          150,
        ),
        row(
          '  the same, on the wire (as served: brotli)',
          kB(cold.firstScripts.reduce((sum, { wire }) => sum + wire, 0)),
          'kB',
        ),
        row('  scripts fetched before it', cold.firstScripts.length, ''),
        row(
          "  a browser's very first visit (no workspace yet), gzip",
          kB(
            scriptBytes(
              dist,
              veryFirst.map(({ name }) => name),
            ),
          ),
          'kB',
        ),
        row('JS fetched before data-ready (gzip)', kB(scriptBytes(dist, cold.scripts)), 'kB'),
        row('  scripts fetched before data-ready', cold.scripts.length, ''),
        row('JS heap after load (after GC)', median(cold.heap), 'MB'),
      ],
    )
    // What the first live content waited for, largest first: what to keep off that path.
    console.log("  Scripts fetched before the live Overview's first content (gzip kB):")
    for (const { name } of cold.firstScripts
      .map(({ name }) => ({ name, size: scriptBytes(dist, [name]) }))
      .sort((a, b) => b.size - a.size)
      .map((entry) => ({
        name: `${kB(entry.size).toFixed(1).padStart(8)}  ${new URL(entry.name).pathname.split('/').pop()}`,
      })))
      console.log(`  ${name}`)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    server.stop()
    baselineServer.stop()
  }
}

/** How many of the runs painted the cached first view first. */
const fromCache = ({ cached }) => ` (cached first view in ${cached} of ${RUNS})`

/** The gzip size of the built files behind script URLs (what a server compressing them sends). */
function scriptBytes(dist, urls) {
  return urls.reduce(
    (sum, url) =>
      sum +
      gzipSync(readFileSync(resolve(dist, new URL(url).pathname.slice(1))), { level: 9 }).length,
    0,
  )
}

/** Opens the static page in RUNS fresh tabs: ms from navigation to its load event. */
async function baselineTimes(context, url) {
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const tab = await context.newPage()
    await tab.goto(`${url}bench-baseline.html`)
    times.push(await tab.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd))
    await tab.close()
  }
  return times
}

/**
 * Opens the floor page (bench/floor) in RUNS fresh tabs: ms from navigation to the workspace's
 * stored updates decoded into a Y.Doc, and how much of it the decoding took.
 */
async function floorTimes(context, url) {
  const decoded = []
  const decoding = []
  let records = 0
  for (let i = 0; i < RUNS; i++) {
    const tab = await context.newPage()
    await tab.goto(`${url}bench-floor.html`)
    await tab.waitForFunction(() => window.__floor, null, { timeout: 30_000 })
    const floor = await tab.evaluate(() => window.__floor)
    if (floor.error) throw new Error(`The floor page failed: ${floor.error}`)
    decoded.push(floor.decodedAt)
    decoding.push(floor.decodedAt - floor.readAt)
    records = floor.records
    await tab.close()
  }
  return { decoded, decoding, records }
}

/**
 * In the page (an init script): when the workspace is ready (`data-ready`); the frame after the
 * Overview's first content shows, whichever comes first of the cached first view (a copy of the
 * Overview, painted with the boot shell, `src/lib/first-view.ts`) and the live Overview's first
 * widget with its content (the boot shell's taskbar is no content); and the frame after the
 * first live widget's content alone.
 */
function watchStart() {
  const after = (key) =>
    requestAnimationFrame(() => setTimeout(() => (window[key] = performance.now()), 0))
  new MutationObserver((_, observer) => {
    const root = document.documentElement
    if (!window.__readyAt && root?.dataset.ready === 'true') window.__readyAt = performance.now()
    const cached = document.querySelector('#first-view section')
    const live = document.querySelector('section[data-widget]:not(:has([data-widget-loading]))')
    if (!window.__contentSeen && (cached ?? live)?.textContent?.trim()) {
      window.__contentSeen = true
      window.__fromCache = !!cached?.textContent?.trim()
      after('__contentAt')
    }
    if (!window.__liveSeen && live?.textContent?.trim()) {
      window.__liveSeen = true
      after('__liveAt')
    }
    if (window.__readyAt && window.__liveSeen) observer.disconnect()
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

/** The scripts a tab requested before the time in `window[key]`, with their size as travelled. */
const scriptsBefore = (tab, key) =>
  tab.evaluate(
    (key) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window[key] && /\.m?js($|\?)/.test(entry.name))
        .map((entry) => ({ name: entry.name, wire: entry.encodedBodySize })),
    key,
  )

/** Opens `#/` in RUNS fresh tabs: ms to data-ready and to the first content, and the heap. */
async function openTimes(context, url) {
  const ready = []
  const content = []
  const live = []
  let cached = 0
  const heap = []
  let scripts = []
  let firstScripts = []
  for (let i = 0; i < RUNS; i++) {
    const tab = await context.newPage()
    await tab.addInitScript(watchStart)
    await tab.goto(`${url}#/`)
    await tab.waitForFunction(
      () => window.__readyAt && window.__contentAt && window.__liveAt,
      null,
      {
        timeout: 30_000,
      },
    )
    ready.push(await tab.evaluate(() => window.__readyAt))
    content.push(await tab.evaluate(() => window.__contentAt))
    live.push(await tab.evaluate(() => window.__liveAt))
    if (await tab.evaluate(() => window.__fromCache)) cached++
    // Every script requested before data-ready: the entry's imports and the lazy chunks alike.
    scripts = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__readyAt && /\.m?js($|\?)/.test(entry.name))
        .map((entry) => entry.name),
    )
    // The first visit's: every script requested before the live Overview's first content, with
    // its size as it travelled (compressed; the same for a later visit read from the cache).
    if (i === 0) firstScripts = await scriptsBefore(tab, '__liveAt')
    const cdp = await context.newCDPSession(tab)
    await cdp.send('HeapProfiler.collectGarbage')
    heap.push((await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6)
    await tab.close()
  }
  return { ready, content, live, cached, heap, scripts, firstScripts }
}
