// Helpers shared by the benchmarks: serve the production build, drive Chromium, summarise.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }
import { keyLatencies, traceMainThread } from './trace.mjs'

export { keyLatencies, traceMainThread }

/**
 * Serves the build as `npm start` does (scripts/serve.mjs: precompressed files, the build's
 * headers) on a free-ish port; resolves once it answers. The build is dist/, or `BENCH_OUT_DIR`
 * (a build made with `vite build --outDir …`).
 */
export async function serveBuild(root, port = 4175) {
  const url = `http://127.0.0.1:${port}/`
  // Another server on the port (a run left behind) would answer for this build.
  const taken = await fetch(url).then(Boolean, () => false)
  if (taken) throw new Error(`Port ${port} is taken by another server: stop it and run again`)
  const args = ['--dir', process.env.BENCH_OUT_DIR || 'dist', '--host', '127.0.0.1']
  const server = spawn(process.execPath, ['scripts/serve.mjs', ...args, '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  })
  let exited = false
  server.on('exit', () => (exited = true))
  const stop = () => {
    try {
      process.kill(-server.pid)
    } catch {
      // Already gone.
    }
  }
  for (let i = 0; i < 100; i++) {
    // A server that exited (its port taken) must not let another one answer for it.
    if (exited) throw new Error(`The server exited: is port ${port} taken by another server?`)
    try {
      if ((await fetch(url)).ok) return { url, stop }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop()
  throw new Error(`The server did not answer on ${url}`)
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** A row of the report: the figure beside its budget. */
export function row(name, value, unit, budget, lowerIsBetter = true) {
  const digits = unit === 'kB' || unit === '×' ? 2 : unit === 'ms' && value < 100 ? 1 : 0
  const shown = `${value.toFixed(digits)} ${unit}`
  const budgetText = budget === undefined ? '—' : `${lowerIsBetter ? '≤' : '≥'} ${budget} ${unit}`
  const verdict =
    budget === undefined
      ? ''
      : (lowerIsBetter ? value <= budget : value >= budget)
        ? 'within budget'
        : 'OVER BUDGET'
  return { name, value: shown, budget: budgetText, verdict }
}

export function printTable(title, rows) {
  console.log(`\n${title}`)
  const widths = ['name', 'value', 'budget'].map((key) =>
    Math.max(key.length, ...rows.map((r) => r[key].length)),
  )
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(widths[0])}  ${r.value.padStart(widths[1])}  ${r.budget.padEnd(widths[2])}  ${r.verdict}`,
    )
  }
}

/** In the page: resolves with ms from `start` to the frame after `selector` first appears. */
export function nextFrameAfter(selector, start) {
  return new Promise((resolve) => {
    const done = () =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    if (document.querySelector(selector)) return done()
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      done()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * The p95 of clicks on a bare page of 200 checkboxes, timed as `keyLatencies` times clicks
 * (median of 3 rounds of 30): the floor this browser and machine give any page's click.
 */
export async function clickFloor(context) {
  const page = await context.newPage()
  await page.setContent(
    `<ul>${Array.from({ length: 200 }, (_, i) => `<li><label><input type=checkbox> Todo ${i}</label></li>`).join('')}</ul>`,
  )
  await page.waitForTimeout(500)
  const rounds = []
  for (let round = 0; round < 3; round++) {
    const times = await keyLatencies(
      context,
      page,
      async () => {
        for (let i = 0; i < 30; i++) {
          await page
            .locator('input')
            .nth(round * 30 + i)
            .click()
          await page.waitForTimeout(120)
        }
      },
      { on: 'click' },
    )
    rounds.push(percentile(times, 95))
  }
  await page.close()
  return median(rounds)
}

export async function openReady(context, url) {
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForSelector('html[data-ready="true"]')
  return page
}

/**
 * Chromium's flags for key-latency figures. Frames are produced as soon as there is something
 * to show, not held to a 60 Hz vsync: the latency figures then measure Hearth's work (handlers,
 * render, layout, paint) rather than where in the display's refresh interval a key happened to
 * land. Chromium's navigation predictor is off: in some runs its delayed IntersectionObserver
 * over the page's links commits frames of its own, and a key that lands just after one waits
 * for the next frame slot (quick-add p95 13–17 ms in 5 of 14 runs, else 5–8; with it off, 0 of
 * 14; docs/benchmarks.md).
 */
export const LATENCY_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  '--disable-features=NavigationPredictor',
]

/** A persistent Chromium with `LATENCY_ARGS`: its context, and `close` (removing its profile). */
export async function launchLatencyBrowser(name) {
  const profile = mkdtempSync(join(tmpdir(), `hearth-bench-${name}-`))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: LATENCY_ARGS,
    viewport: { width: 1280, height: 800 },
    // The service worker would precache the app in the background of the figures.
    serviceWorkers: 'block',
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** The IndexedDB database of the workspace a new profile opens. */
export const WORKSPACE_DB = 'hearth:workspace:workspace:personal'

/**
 * Waits until the page's worker that reads `collection`'s rows for its searches has read them
 * (`hearth:rows-index-ready`): a screen at scale starts it once idle. A page that holds the
 * collection itself has none: it waits `timeout` ms then.
 */
export async function rowsIndexReady(page, collection, timeout = 60_000) {
  await page
    .waitForFunction(
      (name) =>
        performance.getEntriesByName('hearth:rows-index-ready').some((m) => m.detail === name),
      collection,
      { timeout },
    )
    .catch(() => {})
}

/** Waits until the workspace's rows are complete: built in the background after a sample. */
export async function rowsBuilt(page) {
  for (let waited = 0; !(await page.evaluate(rowsComplete, WORKSPACE_DB)); waited += 500) {
    if (waited > 300_000) throw new Error('The rows of the sample were not built in 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** In the page: whether the workspace's rows are complete (their watermark is stored). */
export function rowsComplete(name) {
  return new Promise((resolve) => {
    const open = indexedDB.open(name)
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const db = open.result
      const read = db.transaction('custom').objectStore('custom').get('hearth:rows')
      read.onsuccess = () => resolve(!!read.result)
      read.onerror = () => resolve(false)
      read.transaction.oncomplete = () => db.close()
    }
  })
}

/**
 * Stores the Large sample workspace through Settings > Data; returns the page, still open, once
 * the sample's rows are built (in the background, after 'Sample data added'): the figures are
 * of the workspace as every later start finds it, not of tabs sharing the machine with that
 * rebuild (a new tab meanwhile decodes the whole document on the page, and 'All bookmarks'
 * opened in 0.9 s instead of 0.3).
 */
export async function addLargeSample(context, url) {
  const page = await openReady(context, `${url}#/settings/data`)
  await page.getByRole('button', { name: 'Generate sample data' }).click()
  await page
    .getByRole('dialog', { name: 'Generate sample data' })
    .getByRole('button', { name: 'Large', exact: true })
    .click()
  await page.getByText('Sample data added').waitFor({ timeout: 120_000 })
  await rowsBuilt(page)
  return page
}

/**
 * Waits until the Overview has finished loading: data-ready, no widget still loading its code,
 * and the main thread quiet (timers 50 ms apart arriving on time) for half a second. What the
 * Overview costs after data-ready is the Overview's own figure (overview.bench.mjs); a section's
 * opening figure starts from a page that is done.
 */
export async function overviewSettled(page) {
  await page.waitForFunction(() => !document.querySelector('[data-widget-loading]'))
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let calm = 0
        let last = performance.now()
        const tick = () => {
          const now = performance.now()
          calm = now - last < 70 ? calm + 1 : 0
          last = now
          if (calm >= 10) resolve()
          else setTimeout(tick, 50)
        }
        setTimeout(tick, 50)
      }),
  )
}

/**
 * Ms from a navigation to the frame after `selector` first appears, each run in a fresh tab on
 * the Overview once it has finished loading (`overviewSettled`). The navigation is a click on
 * `click` (a selector) or a change of the hash to `hash`.
 */
export async function coldOpenTimes(context, url, runs, selector, { click, hash }) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const page = await openReady(context, `${url}#/`)
    await overviewSettled(page)
    times.push(
      await page.evaluate(
        ([measure, target, click, hash]) => {
          const start = performance.now()
          const wait = new Function(`return (${measure})`)()(target, start)
          if (click) document.querySelector(click).click()
          else location.hash = hash
          return wait
        },
        [nextFrameAfter.toString(), selector, click ?? null, hash ?? null],
      ),
    )
    await page.close()
  }
  return times
}
