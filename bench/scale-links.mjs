// Links between items at scale, run by scale-screens.mjs in the scale bench's three profiles:
// - backlinks: a note linking to the scale bench's note is made once; then, in fresh tabs, the
//   scale note opened by its address, from its text in the editor to its 'Linked from' (read
//   from the rows' `tags` index by one key, whatever the workspace holds), median of the runs;
// - `[[` in a note's editor: from the second `[` typed to the end of the first frame committed
//   with its suggestions (the other notes, offered at once; a trace, as keys are timed), and the keys of a query typed after it (`[[Scale`),
//   each key to its next frame (a trace, `keyLatencies`), and the last key to the scale note
//   suggested (found as the palette finds it, in the providers' workers): medians of the
//   rounds, each round's p95 for the keys.
import { keyLatencies, median, openReady, percentile, traceMainThread } from './lib.mjs'
import { NOTE_MARKER, NOTE_TITLE } from './scale-lib.mjs'

const EDITOR = '.cm-content'
const OPTION = '.cm-tooltip-autocomplete [role="option"]'
const QUERY = 'Scale'
/** How many times a round types `[[`. */
const TIMES = 10

/** Makes a note whose body links to the scale note (`address`: '#/notes/<id>'), once. */
async function linkToScaleNote(context, url, address) {
  const id = decodeURIComponent(address.slice('#/notes/'.length))
  const page = await openReady(context, `${url}#/notes`)
  await page.getByRole('button', { name: 'New note' }).click()
  await page.waitForURL(/#\/notes\/note/)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Links bench note')
  await page.locator(EDITOR).click()
  await page.keyboard.insertText(`See [${NOTE_TITLE}](hearth:${id}).\n`)
  const linking = new URL(page.url()).hash
  await page.waitForTimeout(1500)
  await page.close()
  return linking
}

/** In the page (an init script): when the note's text shows, and when its 'Linked from' does. */
function watchBacklinks(marker) {
  new MutationObserver((_, observer) => {
    if (!window.__textAt && document.querySelector('.cm-content')?.textContent?.includes(marker))
      window.__textAt = performance.now()
    const linkedFrom = [...document.querySelectorAll('section h2')].some(
      (heading) => heading.textContent === 'Linked from',
    )
    if (linkedFrom && !window.__linkedSeen) {
      window.__linkedSeen = true
      requestAnimationFrame(() => setTimeout(() => (window.__linkedAt = performance.now()), 0))
    }
    if (window.__linkedSeen && window.__textAt) observer.disconnect()
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

async function backlinksOnce(context, url, address) {
  const page = await context.newPage()
  await page.addInitScript(watchBacklinks, NOTE_MARKER)
  await page.goto(`${url}${address}`)
  await page.waitForFunction(() => window.__linkedAt && window.__textAt, null, { timeout: 60_000 })
  const { text, linked } = await page.evaluate(() => ({
    text: window.__textAt,
    linked: window.__linkedAt,
  }))
  await page.close()
  return { linked, text }
}

/**
 * In the page: each second `[` key's timestamp, with when its suggestions reached the page (the
 * trace gives the frame that showed them: `suggestOnce`).
 */
function watchSuggestions() {
  window.__suggested = []
  let key = null
  window.addEventListener('keydown', (event) => event.key === '[' && (key = event.timeStamp), true)
  new MutationObserver(() => {
    if (key === null || !document.querySelector('.cm-tooltip-autocomplete [role="option"]')) return
    window.__suggested.push({ key, shown: performance.now() })
    key = null
  }).observe(document, { subtree: true, childList: true })
}

/**
 * One round of `[[` in the linking note's editor: `[[` typed TIMES times (each to its
 * suggestions, p95), then a query's keys (p95) and the last one to the scale note suggested.
 */
async function suggestOnce(context, url, linking) {
  const page = await openReady(context, `${url}${linking}`)
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+End')
  // The other notes are read in a worker as the note opens: a user types after that.
  await page.waitForTimeout(1000)
  await page.evaluate(watchSuggestions)
  // From the second `[` key to the end of the first frame committed with its suggestions.
  const { toTrace, frameAfter } = await traceMainThread(context, page, async () => {
    for (let i = 0; i < TIMES; i++) {
      await page.keyboard.type('[[')
      await page
        .locator(OPTION)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error) => {
          const text = await page.locator(EDITOR).textContent()
          console.error(`No [[ list in: ${JSON.stringify(text)}`)
          throw error
        })
      await page.keyboard.press('Escape')
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Backspace')
      await page.waitForTimeout(150)
    }
  })
  const suggested = (await page.evaluate(() => window.__suggested))
    .map(({ key, shown }) => {
      const frame = frameAfter(toTrace(shown))
      return frame === null ? NaN : (frame - toTrace(key)) / 1000
    })
    .filter((latency) => !Number.isNaN(latency))
  await page.keyboard.type('[[')
  await page.locator(OPTION).first().waitFor({ timeout: 60_000 })
  let found = NaN
  const keys = await keyLatencies(context, page, async () => {
    for (const key of QUERY) {
      await page.keyboard.type(key)
      await page.waitForTimeout(120)
    }
    const from = Date.now()
    await page.locator(OPTION).filter({ hasText: NOTE_TITLE }).first().waitFor({ timeout: 60_000 })
    found = Date.now() - from
  })
  await page.keyboard.press('Escape')
  // The note as it was, for the next round.
  for (let i = 0; i < QUERY.length + 2; i++) await page.keyboard.press('Backspace')
  await page.waitForTimeout(500)
  await page.close()
  return { first: percentile(suggested, 95), keys: percentile(keys, 95), found }
}

/** The links figures for each profile, `runs` each, as rows of the sections' table. */
export async function linkFigures(prepared, url, runs) {
  const linking = []
  for (const { context, note } of prepared) linking.push(await linkToScaleNote(context, url, note))
  const backlinks = prepared.map(() => [])
  const suggest = prepared.map(() => [])
  for (let i = 0; i < runs; i++)
    for (const [w, { context, note }] of prepared.entries()) {
      backlinks[w].push(await backlinksOnce(context, url, note))
      suggest[w].push(await suggestOnce(context, url, linking[w]))
    }
  const of = (runs, pick) => runs.map((list) => median(list.map(pick)))
  return [
    {
      name: "a note's backlinks: opened by its address, to its 'Linked from'",
      values: of(backlinks, (run) => run.linked),
    },
    {
      name: '  (the same tabs: to its text in the editor)',
      values: of(backlinks, (run) => run.text),
    },
    {
      name: '`[[` typed in a note, to the frame with its suggestions, p95',
      values: of(suggest, (run) => run.first),
      ratio: false,
      budget: 'XL ≤ 16 ms',
      within: of(suggest, (run) => run.first)[2] <= 16,
    },
    {
      name: `  keys of '${QUERY}' after it to next frame, p95`,
      values: of(suggest, (run) => run.keys),
      ratio: false,
      budget: 'XL ≤ 16 ms',
      within: of(suggest, (run) => run.keys)[2] <= 16,
    },
    {
      name: `  the last key to '${NOTE_TITLE}' suggested`,
      values: of(suggest, (run) => run.found),
      ratio: false,
    },
  ]
}
