// The search palette's first search at scale, run by scale-screens.mjs in the scale bench's three
// profiles: from a fresh tab on the Overview once it is idle, Ctrl+K, the scale note's title
// typed at once, to the note found on screen, and to every provider's answer (todos, notes, todo
// lists, bookmarks: the list no longer `aria-busy`), median of the runs; and the page's JS heap
// (after GC) before it and a second after.
import { median, openReady } from './lib.mjs'
import { idle, NOTE_TITLE } from './scale-lib.mjs'

const megabytes = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} MB` : '—')

/** The page's JS heap after a GC, MB. */
async function heapOf(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1e6
}

/**
 * A fresh tab's first search in the palette: ms to the note it finds and to every provider's
 * answer, the heap before and after.
 */
async function paletteSearch(context, url) {
  const page = await openReady(context, `${url}#/`)
  await page.waitForSelector('html[data-commands="ready"]')
  await idle(context, page)
  const before = await heapOf(context, page)
  await page.keyboard.press('Control+k')
  const field = page.getByRole('combobox', { name: 'Search' })
  await field.waitFor()
  const start = Date.now()
  await field.fill(NOTE_TITLE)
  await page.getByRole('option', { name: new RegExp(NOTE_TITLE) }).waitFor({ timeout: 120_000 })
  const ms = Date.now() - start
  await page.locator('[cmdk-list][aria-busy="false"]').waitFor({ timeout: 120_000 })
  const all = Date.now() - start
  await page.waitForTimeout(1000)
  const after = await heapOf(context, page)
  await page.close()
  return { ms, all, before, after }
}

/** The palette's figures for each profile, `runs` fresh tabs each, as rows of the sections' table. */
export async function paletteSearches(prepared, url, runs) {
  const palette = prepared.map(() => [])
  for (let i = 0; i < runs; i++)
    for (const [w, { context }] of prepared.entries())
      palette[w].push(await paletteSearch(context, url))
  const paletteFigure = (pick) => palette.map((runs) => median(runs.map(pick)))
  return [
    {
      name: "search palette: a fresh tab's first search to the note found",
      values: paletteFigure((run) => run.ms),
    },
    {
      name: '  to every provider answered',
      values: paletteFigure((run) => run.all),
    },
    {
      name: '  JS heap after it (after GC)',
      values: paletteFigure((run) => run.after),
      show: megabytes,
      ratio: false,
    },
    {
      name: '  JS heap before it',
      values: paletteFigure((run) => run.before),
      show: megabytes,
      ratio: false,
    },
  ]
}
