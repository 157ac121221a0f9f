// Scale benchmarks: the same start figures for three workspaces side by side, in one run: a new
// workspace (with one note), the Large sample (21,100 records) and the Extra large one (105,500,
// five times Large), each generated through Settings > Data in a browser profile of its own.
// For each, median of RUNS fresh tabs (cold: service workers blocked, scripts from the
// browser's cache), the tabs of the three interleaved:
// - navigation to the `hearth:workspace-ready` mark;
// - navigation to the Overview's live content: every widget of the default layout rendered by
//   the app with its data (none loading, the todos widget's list or empty state drawn), then a
//   frame; not the cached first view boot.js paints. Beside it a static page's first
//   contentful paint, from the same server in the same run, and the ratio;
// - the longest main-thread task and the blocking time over 50 ms (Long Tasks API), from
//   navigation to 2 s later, and to 2 s after the live content;
// - the JS heap then, after a garbage collection;
// - opening a note by its address (`#/notes/<id>`, a fresh tab) until its text is in the editor
//   (the same small note, imported into each workspace);
// - and, once, generating each sample: from the click on its size to 'Sample data added' (the
//   records stored), with the longest task meanwhile (the page not responding).
// Budgets compare Extra large with the empty workspace; the figures inform, they never fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }
import { median, overviewSettled, serveBuild } from './lib.mjs'

const RUNS = 5
const PORT = 4184
/** The default Overview's widgets (src/data/doc/default-layout.ts). */
const WIDGETS = 6
/** The window after navigation, and after the live content, for long tasks and the heap. */
const WINDOW = 2000
const STATIC_PAGE = 'bench-scale-static.html'
const NOTE_TITLE = 'Scale bench note'
const NOTE_MARKER = 'the marker sentence of the scale bench'
const NOTE = `# ${NOTE_TITLE}\n\nA short note, with ${NOTE_MARKER} in it.\n\n- [ ] one task\n- a list item\n`

/** The three workspaces; `sample` is the button in 'Generate sample data' (none: left empty). */
const WORKSPACES = [
  { name: 'empty', sample: null },
  { name: 'Large', sample: 'Large' },
  { name: 'Extra large', sample: 'Extra large' },
]

/**
 * In the page (an init script): every long task (≥ 50 ms) from the document's start, and the
 * frame after the live Overview has all `widgets` widgets with their content: none still
 * loading its code or data, the todos widget's list (or its empty state) drawn. The cached first
 * view boot.js paints carries no `data-` attributes, so it never matches.
 */
function watchStart(widgets) {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration])
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (
      document.querySelectorAll('section[data-widget]').length < widgets ||
      document.querySelector('[data-widget-loading]') ||
      !document.querySelector('section[data-widget="todos"] [data-todos-widget]')
    )
      return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (window.__liveAt = performance.now()), 0))
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

/** In the page (an init script): the frame after the note's text is in the editor. */
function watchNote(marker) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.cm-content')?.textContent?.includes(marker)) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (window.__noteAt = performance.now()), 0))
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** In the page (an init script): long tasks, for the generation of a sample. */
function watchLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration])
  }).observe({ type: 'longtask', buffered: true })
}

/** The longest task starting before `end` (0: none of 50 ms or more) and the time over 50 ms. */
function blocking(tasks, end) {
  const within = tasks.filter(([start]) => start < end).map(([, duration]) => duration)
  return {
    longest: Math.max(0, ...within),
    blocked: within.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  }
}

/**
 * A browser profile of its own with `sample` generated (timed, with its longest task) and the
 * bench note imported; returns the context, the note's address and the generation's figures.
 */
async function prepare(url, { name, sample }) {
  const profile = mkdtempSync(join(tmpdir(), `hearth-bench-scale-${name.replace(' ', '-')}-`))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  })
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const page = await context.newPage()
    await page.addInitScript(watchLongTasks)
    await page.goto(`${url}#/settings/data`)
    await page.waitForSelector('html[data-ready="true"]')
    let generate = null
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
      generate = { ms, records, ...blocking(tasks, Infinity) }
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
    const note = await link.getAttribute('href')
    await page.close()
    // One load of each address first: whatever a first load after the generation does once
    // (storing, compacting, the scripts into the browser's cache) is not in the figures.
    const warm = await context.newPage()
    await warm.goto(`${url}#/`)
    await warm.waitForSelector('html[data-ready="true"]', { timeout: 60_000 })
    await overviewSettled(warm)
    await warm.goto(`${url}${note}`)
    await warm.locator('.cm-content').getByText(NOTE_MARKER).waitFor({ timeout: 60_000 })
    await warm.close()
    return { context, close, note, generate }
  } catch (error) {
    await close()
    throw error
  }
}

/** One fresh tab on `#/`: the start figures. */
async function openOverview(context, url) {
  const tab = await context.newPage()
  await tab.addInitScript(watchStart, WIDGETS)
  await tab.goto(`${url}#/`)
  await tab.waitForFunction(
    (span) => window.__liveAt && performance.now() >= window.__liveAt + span,
    WINDOW,
    { timeout: 120_000, polling: 100 },
  )
  const figures = await tab.evaluate(() => ({
    ready: performance.getEntriesByName('hearth:workspace-ready')[0]?.startTime ?? NaN,
    live: window.__liveAt,
    tasks: window.__longTasks,
  }))
  const cdp = await context.newCDPSession(tab)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6
  await tab.close()
  return {
    ready: figures.ready,
    live: figures.live,
    first: blocking(figures.tasks, WINDOW),
    after: blocking(figures.tasks, figures.live + WINDOW),
    heap,
  }
}

/** One fresh tab on the note's address: ms from navigation to the frame after its text. */
async function openNote(context, url, note) {
  const tab = await context.newPage()
  await tab.addInitScript(watchNote, NOTE_MARKER)
  await tab.goto(`${url}${note}`)
  const ms = await tab
    .waitForFunction(() => window.__noteAt, null, { timeout: 60_000 })
    .then((handle) => handle.jsonValue())
  await tab.close()
  return ms
}

/**
 * The workspace as the previous version left it (no rows, no watermark), then a fresh tab on
 * `#/`: how long building its rows in the background takes (`hearth:rows-rebuilt`), and the
 * longest task meanwhile.
 */
async function backfill(context, url) {
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
    'hearth:workspace:workspace:personal',
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
        return { ms: done.duration, longest: Math.max(0, ...during) }
      },
      null,
      { timeout: 300_000, polling: 100 },
    )
    .then((handle) => handle.jsonValue())
  await tab.close()
  return figures
}

/** One fresh tab on the static page: its first contentful paint. */
async function staticFcp(context, url) {
  const tab = await context.newPage()
  await tab.goto(`${url}${STATIC_PAGE}`)
  const ms = await tab
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      null,
      { timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue())
  await tab.close()
  return ms
}

const ms = (value) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en', { maximumFractionDigits: value < 100 ? 1 : 0 })} ms`
    : '—'
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—')
/** A long task's figure: 0 means none of 50 ms or more. */
const task = (value) => (value > 0 ? ms(value) : '< 50 ms')

/**
 * One table: a row per figure, a column per workspace, Extra large / empty, the budget and
 * whether the figure is within it.
 */
function printScale(title, names, rows) {
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

export async function run(root) {
  const dist = resolve(root, process.env.BENCH_OUT_DIR || 'dist')
  writeFileSync(
    resolve(dist, STATIC_PAGE),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Static</title><h1>Static page</h1><p>For comparison.</p></html>',
  )
  const server = await serveBuild(root, PORT)
  const prepared = []
  const started = Date.now()
  try {
    for (const workspace of WORKSPACES) prepared.push(await prepare(server.url, workspace))
    const figures = prepared.map(() => ({ overview: [], note: [] }))
    const fcp = []
    // Interleaved: a change in the machine's load falls on the three alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [w, { context }] of prepared.entries())
        figures[w].overview.push(await openOverview(context, server.url))
      for (const [w, { context, note }] of prepared.entries())
        figures[w].note.push(await openNote(context, server.url, note))
      fcp.push(await staticFcp(prepared[0].context, server.url))
    }

    // Last: it drops the rows the figures above were read with.
    const backfills = []
    for (const { context } of prepared) backfills.push(await backfill(context, server.url))

    const of = (pick) => figures.map(({ overview }) => median(overview.map(pick)))
    const live = of((run) => run.live)
    const staticPaint = median(fcp)
    const liveRatio = live.map((value) => value / staticPaint)
    const notes = figures.map(({ note }) => median(note))
    const longestFirst = of((run) => run.first.longest)
    const longestAfter = of((run) => run.after.longest)
    const heap = of((run) => run.heap)
    const generate = prepared.map(({ generate }) => generate)
    const [emptyLive, , xlLive] = live
    const counts = generate
      .flatMap((g, w) => (g ? [`${WORKSPACES[w].name} ${g.records.toLocaleString('en')}`] : []))
      .join(', ')
    printScale(
      `Scale (a new workspace, and samples of ${counts} records, each with one note; median of ${RUNS} fresh tabs, cold)`,
      WORKSPACES.map(({ name }) => name),
      [
        { name: 'navigation to hearth:workspace-ready', values: of((run) => run.ready) },
        {
          name: "navigation to the Overview's live content",
          values: live,
          budget: 'XL ≤ 1.15 × empty',
          within: xlLive <= 1.15 * emptyLive,
        },
        {
          name: "  ratio to a static page's FCP",
          values: liveRatio,
          show: times,
          ratio: false,
          budget: 'XL ≤ 3 × static',
          within: liveRatio[2] <= 3,
        },
        {
          name: "  a static page's FCP (same server)",
          values: WORKSPACES.map(() => staticPaint),
          ratio: false,
        },
        {
          name: 'longest task, navigation to +2 s',
          values: longestFirst,
          show: task,
          ratio: false,
          budget: '< 50 ms each',
          within: longestFirst.every((value) => value < 50),
        },
        {
          name: '  blocking time over 50 ms, same window',
          values: of((run) => run.first.blocked),
          ratio: false,
        },
        {
          name: 'longest task, navigation to live content +2 s',
          values: longestAfter,
          show: task,
          ratio: false,
          budget: '< 50 ms each',
          within: longestAfter.every((value) => value < 50),
        },
        {
          name: '  blocking time over 50 ms, same window',
          values: of((run) => run.after.blocked),
          ratio: false,
        },
        {
          name: 'JS heap then (after GC)',
          values: heap,
          show: (value) => `${value.toFixed(1)} MB`,
          budget: 'XL ≤ 40 MB',
          within: heap[2] <= 40,
        },
        {
          name: 'opening a note by its address to its text',
          values: notes,
          budget: 'XL ≤ 1.15 × empty',
          within: notes[2] <= 1.15 * notes[0],
        },
        {
          name: 'building the rows of a workspace stored before them',
          values: backfills.map((b) => b.ms),
          ratio: false,
        },
        {
          name: '  its longest task (in the background)',
          values: backfills.map((b) => b.longest),
          show: task,
          ratio: false,
          budget: '< 50 ms each',
          within: backfills.every((b) => b.longest < 50),
        },
        {
          name: 'generating the sample (Settings > Data)',
          values: generate.map((g) => (g ? g.ms : NaN)),
          ratio: false,
        },
        {
          name: '  its longest task (the page frozen)',
          values: generate.map((g) => (g ? g.longest : NaN)),
          show: (value) => (Number.isNaN(value) ? '—' : task(value)),
          ratio: false,
        },
      ],
    )
    console.log(`  (the scale bench took ${Math.round((Date.now() - started) / 1000)} s)`)
  } finally {
    for (const { close } of prepared) await close()
    server.stop()
    rmSync(resolve(dist, STATIC_PAGE), { force: true })
  }
}
