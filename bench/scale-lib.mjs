// What the scale benches share (scale.bench.mjs, and scale-screens.mjs run in its profiles): the
// three workspaces, each in a browser profile of its own with its sample generated through
// Settings > Data and the same small note imported; building their rows in the background (the
// workspace as a version before the row store left it), timed; long tasks; and the table with a
// column per workspace.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }
import { overviewSettled, rowsBuilt, WORKSPACE_DB } from './lib.mjs'

export { WORKSPACE_DB }

/** The three workspaces; `sample` is the button in 'Generate sample data' (none: left empty). */
export const WORKSPACES = [
  { name: 'empty', sample: null },
  { name: 'Large', sample: 'Large' },
  { name: 'Extra large', sample: 'Extra large' },
]
/** A page without the app on the app's origin (the scale bench writes it into the build). */
export const STATIC_PAGE = 'bench-scale-static.html'
export const NOTE_TITLE = 'Scale bench note'
export const NOTE_MARKER = 'the marker sentence of the scale bench'
const NOTE = `# ${NOTE_TITLE}\n\nA short note, with ${NOTE_MARKER} in it.\n\n- [ ] one task\n- a list item\n`

/** In the page (an init script): long tasks, for the generation of a sample. */
export function watchLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration])
  }).observe({ type: 'longtask', buffered: true })
}

/** The longest task starting before `end` (0: none of 50 ms or more) and the time over 50 ms. */
export function blocking(tasks, end) {
  const within = tasks.filter(([start]) => start < end).map(([, duration]) => duration)
  return {
    longest: Math.max(0, ...within),
    blocked: within.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  }
}

const launch = (profile, args, viewport) =>
  chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args,
    viewport,
    serviceWorkers: 'block',
  })

/**
 * A browser profile of its own with `sample` generated (timed, with its longest task) and the
 * bench note imported; returns the context, the note's address and the generation's figures,
 * `reopen(args, viewport)` (the same profile in a browser with other flags: `prepared.context`
 * is then the new one) and `close` (the profile removed).
 */
export async function prepare(url, { name, sample }) {
  const profile = mkdtempSync(join(tmpdir(), `hearth-bench-scale-${name.replace(' ', '-')}-`))
  const prepared = { context: await launch(profile, CHROMIUM_ARGS, { width: 1280, height: 900 }) }
  prepared.reopen = async (args, viewport) => {
    await prepared.context.close()
    prepared.context = await launch(profile, args, viewport)
  }
  prepared.close = async () => {
    await prepared.context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const page = await prepared.context.newPage()
    await page.addInitScript(watchLongTasks)
    await page.goto(`${url}#/settings/data`)
    await page.waitForSelector('html[data-ready="true"]')
    prepared.generate = null
    if (sample) {
      await page.getByRole('button', { name: 'Generate sample data' }).click()
      const from = await page.evaluate(() => performance.now())
      const started = Date.now()
      await page
        .getByRole('dialog', { name: 'Generate sample data' })
        .getByRole('button', { name: sample, exact: true })
        .click()
      await page.getByText('Sample data added').waitFor({ timeout: 300_000 })
      const ms = Date.now() - started
      // The toast's count: '105,500 records were added to this workspace.'
      const added = await page
        .getByText(/ added to this workspace\./)
        .first()
        .textContent()
      const records = Number(added.match(/[\d,]+/)[0].replaceAll(',', ''))
      const tasks = await page.evaluate(
        (from) => window.__longTasks.filter(([at]) => at >= from),
        from,
      )
      prepared.generate = { ms, records, ...blocking(tasks, Infinity) }
    }
    // The same small note in each workspace, imported as a file.
    await page.goto(`${url}#/notes`)
    await page.waitForSelector('html[data-ready="true"]')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Import notes' }).click()
    await (
      await chooser
    ).setFiles({ name: 'scale.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTE) })
    await page.getByText('Imported 1 note').waitFor({ timeout: 60_000 })
    await page.getByRole('searchbox', { name: 'Search notes' }).fill(NOTE_TITLE)
    const link = page.getByRole('link', { name: NOTE_TITLE }).first()
    await link.waitFor({ timeout: 60_000 })
    prepared.note = await link.getAttribute('href')
    // The sample's rows are built in the background after it is stored: the figures are of a
    // workspace whose rows are complete, as on every open after that (the backfill below
    // measures the other case).
    await rowsBuilt(page)
    await page.close()
    // One load of each address first: whatever a first load after the generation does once
    // (storing, compacting, the scripts into the browser's cache) is not in the figures.
    const warm = await prepared.context.newPage()
    await warm.goto(`${url}#/`)
    await warm.waitForSelector('html[data-ready="true"]', { timeout: 60_000 })
    await overviewSettled(warm)
    await warm.goto(`${url}${prepared.note}`)
    await warm.locator('.cm-content').getByText(NOTE_MARKER).waitFor({ timeout: 60_000 })
    await warm.close()
    return prepared
  } catch (error) {
    await prepared.close()
    throw error
  }
}

/**
 * The workspace as the previous version left it (no rows, no watermark), then a fresh tab on
 * `#/`: how long building its rows in the background takes (`hearth:rows-rebuilt`), and the
 * longest task meanwhile. The rows are complete when it returns.
 */
export async function backfill(context, url) {
  const seed = await context.newPage()
  await seed.goto(`${url}${STATIC_PAGE}`)
  await seed.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['records', 'custom'], 'readwrite')
          tx.objectStore('records').clear()
          tx.objectStore('custom').delete('hearth:rows')
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    WORKSPACE_DB,
  )
  await seed.close()
  const tab = await context.newPage()
  await tab.addInitScript(watchLongTasks)
  await tab.goto(`${url}#/`)
  const figures = await tab
    .waitForFunction(
      () => {
        const done = performance.getEntriesByName('hearth:rows-rebuilt')[0]
        if (!done) return null
        const during = window.__longTasks
          .filter(([at]) => at >= done.startTime && at < done.startTime + done.duration)
          .map(([, duration]) => duration)
        // The worker that builds them loads the document itself: when it had (none where the
        // rows were built on the page).
        const loaded = performance.getEntriesByName('hearth:rows-worker-loaded')[0]
        return {
          ms: done.duration,
          longest: Math.max(0, ...during),
          workerLoaded: loaded ? loaded.duration : NaN,
        }
      },
      null,
      { timeout: 300_000, polling: 100 },
    )
    .then((handle) => handle.jsonValue())
  await tab.close()
  return figures
}

export const ms = (value) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en', { maximumFractionDigits: value < 100 ? 1 : 0 })} ms`
    : '—'
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—')
/** A long task's figure: 0 means none of 50 ms or more. */
export const task = (value) => (value > 0 ? ms(value) : '< 50 ms')

/**
 * One table: a row per figure, a column per workspace, Extra large / empty, the budget and
 * whether the figure is within it.
 */
export function printScale(title, names, rows) {
  const header = ['figure', ...names, 'XL / empty', 'budget', '']
  const lines = rows.map(({ name, values, show = ms, ratio = true, budget = '—', within }) => {
    const [empty, , xl] = values
    const shownRatio = ratio && empty > 0 && xl >= 0 ? times(xl / empty) : ''
    const verdict = within === undefined ? '' : within ? 'within budget' : 'OVER BUDGET'
    return [name, ...values.map(show), shownRatio, budget, verdict]
  })
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)))
  console.log(`\n${title}`)
  for (const line of [header, ...lines])
    console.log(
      `  ${line
        .map((cell, i) =>
          i === 0 || i >= line.length - 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
        )
        .join('  ')
        .trimEnd()}`,
    )
}

/** Waits until the page's main thread is idle: under 5% busy over a second (CDP metrics). */
export async function idle(context, page, timeout = 120_000) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value
  const until = Date.now() + timeout
  for (let last = await busy(); Date.now() < until;) {
    await page.waitForTimeout(1000)
    const now = await busy()
    if (now - last < 0.05) break
    last = now
  }
  await cdp.detach()
}
