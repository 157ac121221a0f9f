// Notes benchmarks, with the Large sample workspace stored (1,000 notes) plus one 200 KB note:
// - opening Notes: from a click on the taskbar's Notes button (app loaded) to the first list
//   paint, each run in a fresh tab;
// - search as you type: from each key event in 'Search notes' to the next frame (Chromium's
//   own Event Timing figure, read from a trace), and to its results on screen;
// - opening the 200 KB note from the list: from the click to the editor's first frame;
// - typing into it: from each key event to the next frame (Event Timing, as above).
import {
  addLargeSample,
  coldOpenTimes,
  keyLatencies,
  launchLatencyBrowser,
  median,
  nextFrameAfter,
  openReady,
  percentile,
  printTable,
  row,
  rowsIndexReady,
  serveBuild,
} from './lib.mjs'

const RUNS = 7
const BIG_TITLE = 'Big note for the benchmark'

/** About 200 KB of Markdown: headings, paragraphs, lists and tasks. */
function bigNote() {
  const words =
    'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor'.split(' ')
  const parts = [`# ${BIG_TITLE}\n`]
  let size = 0
  for (let i = 0; size < 200_000; i++) {
    const sentence = Array.from(
      { length: 60 },
      (_, j) => words[(i * 7 + j * 3) % words.length],
    ).join(' ')
    const part =
      i % 10 === 0
        ? `\n## Section ${i / 10}\n\n- [ ] task ${i}\n- item ${i}\n\n${sentence}.\n`
        : `\n${sentence}.\n`
    parts.push(part)
    size += part.length
  }
  return parts.join('')
}

/**
 * In the page: for every key typed into 'Search notes', the time until the list shows the
 * results for what the field then holds (the list carries its query as `data-query`), and the
 * frame after that.
 */
export function recordResultsLatency() {
  window.__results = []
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp
      const input = event.target
      const check = () => {
        const list = document.querySelector('[role="list"][aria-label="Notes"]')
        const empty = !list && document.querySelector('h2')?.textContent === 'No notes match'
        const shown = empty || list?.dataset.query === input.value
        if (shown) setTimeout(() => window.__results.push(performance.now() - start), 0)
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}

/**
 * Search as you type in 'Search notes' (the scale bench types the same): each query, then
 * deleting its last three letters; the field is cleared between queries outside the
 * measurement. Returns each key's latency, key event to next frame (`keyLatencies`).
 */
export async function typeNoteSearches(context, page) {
  const search = page.getByRole('searchbox', { name: 'Search notes' })
  const latencies = []
  for (const query of ['lorem ipsum', 'voluptate', 'sit amet', 'book']) {
    await search.click()
    latencies.push(
      ...(await keyLatencies(context, page, async () => {
        await page.keyboard.type(query, { delay: 80 })
        for (let i = 0; i < 3; i++) {
          await page.waitForTimeout(80)
          await page.keyboard.press('Backspace')
        }
      })),
    )
    await search.fill('')
    await page.waitForTimeout(200)
  }
  return latencies
}

export async function run(root) {
  const server = await serveBuild(root, 4178)
  const browser = await launchLatencyBrowser('notes')
  const { context } = browser
  try {
    // The Large sample, then the 200 KB note, imported as a file.
    let page = await addLargeSample(context, server.url)
    await page.goto(`${server.url}#/notes`)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Import notes' }).click()
    await (
      await chooser
    ).setFiles({ name: 'big.md', mimeType: 'text/markdown', buffer: Buffer.from(bigNote()) })
    await page.getByText('Imported 1 note').waitFor()
    await page.close()

    // Opening Notes, cold: a fresh tab each time.
    const listPaint = await coldOpenTimes(
      context,
      server.url,
      RUNS,
      '[role="list"][aria-label="Notes"] [role="listitem"]',
      { click: 'nav[aria-label="Taskbar"] a[href="#/notes"]' },
    )

    // Search as you type, once the index is built (it builds when the list is idle).
    page = await openReady(context, `${server.url}#/notes`)
    // Evaluated through the DevTools protocol: the page's script policy refuses inline scripts.
    await page.evaluate(recordResultsLatency)
    await page.waitForTimeout(2000)
    // The search is answered by the worker that reads the notes' rows: once it has read them.
    await rowsIndexReady(page, 'notes')
    const searchLatency = await typeNoteSearches(context, page)
    const resultsLatency = await page.evaluate(() => window.__results)

    // Opening the 200 KB note from the list.
    const search = page.getByRole('searchbox', { name: 'Search notes' })
    await search.fill(BIG_TITLE)
    const link = page.getByRole('link', { name: BIG_TITLE })
    await link.waitFor()
    const bigUrl = await link.getAttribute('href')
    await page.close()
    const open = []
    for (let i = 0; i < RUNS; i++) {
      page = await openReady(context, `${server.url}#/notes`)
      await page.waitForTimeout(1500) // the editor's code is fetched while the list is idle
      open.push(
        await page.evaluate(
          ([measure, href]) => {
            const start = performance.now()
            const wait = new Function(`return (${measure})`)()('.cm-content .cm-line', start)
            location.hash = href
            return wait
          },
          [nextFrameAfter.toString(), bigUrl],
        ),
      )
      if (i < RUNS - 1) await page.close()
    }

    // Typing into it.
    const body = page.getByRole('textbox', { name: 'Note body' })
    await body.click()
    await page.keyboard.press('Control+End')
    const typing = await keyLatencies(context, page, async () => {
      for (let i = 0; i < 3; i++) {
        await page.keyboard.type(' the quick brown fox jumps over the lazy dog', { delay: 40 })
        await page.keyboard.press('Enter')
      }
    })
    await page.close()

    printTable(`Notes (Large sample + one 200 KB note; median of ${RUNS} unless named)`, [
      row('opening #/notes to first list paint', median(listPaint), 'ms', 200),
      row(`search as you type, median (${searchLatency.length} keys)`, median(searchLatency), 'ms'),
      row(
        'search as you type, p95 (key event to next frame)',
        percentile(searchLatency, 95),
        'ms',
        16,
      ),
      row('  key event to its results on screen, median', median(resultsLatency), 'ms'),
      row('  key event to its results on screen, p95', percentile(resultsLatency, 95), 'ms'),
      row('opening the 200 KB note', median(open), 'ms', 300),
      row(`typing into it, median (${typing.length} keys)`, median(typing), 'ms'),
      row('typing into it, p95 (key event to next frame)', percentile(typing, 95), 'ms', 16),
    ])
  } finally {
    await browser.close()
    server.stop()
  }
}
