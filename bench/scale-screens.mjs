// The sections at scale, run by scale.bench.mjs in its three profiles (the same Large and Extra
// large samples, generated once per run) after its backfill, so every row is built and no
// rebuild runs in the background. Each profile is reopened in the latency browser (lib.mjs:
// `LATENCY_ARGS`, 1280 × 800), as the Todos, Notes and Bookmarks benches run:
// - opening a section, from a fresh tab on the Overview once it has finished loading
//   (`coldOpenTimes`) to the frame after its first row (with no records, its empty state),
//   median of RUNS, the three workspaces' tabs interleaved: Todos on its largest list (most open
//   todos) and Bookmarks on its largest folder (most bookmarks of its own) by a change of the
//   address, as todos.bench.mjs opens its list; Bookmarks ('All bookmarks') and Notes by a click
//   on the taskbar's button, as bookmarks.bench.mjs and notes.bench.mjs;
// - search keystrokes in Notes and in Bookmarks (Large and Extra large), the keys
//   notes.bench.mjs and bookmarks.bench.mjs type, each key event to the next frame from a trace
//   (`keyLatencies`), once the section is idle: the median of ROUNDS rounds' p95s; for Notes
//   also each key to its results on screen;
// - the search palette's first search (scale-palette.mjs);
// - links: a note's backlinks and `[[` suggestions (scale-links.mjs).
import { typeBookmarkSearches } from './bookmarks.bench.mjs'
import {
  coldOpenTimes,
  LATENCY_ARGS,
  median,
  openReady,
  percentile,
  rowsIndexReady,
} from './lib.mjs'
import { recordResultsLatency, typeNoteSearches } from './notes.bench.mjs'
import { linkFigures } from './scale-links.mjs'
import { paletteSearches } from './scale-palette.mjs'
import { idle, printScale, WORKSPACE_DB, WORKSPACES } from './scale-lib.mjs'

const RUNS = 5
const ROUNDS = 3
const OPEN_BUDGET = 150
const KEY_BUDGET = 16
const TASKBAR = 'nav[aria-label="Taskbar"]'
const BOOKMARK = '[data-bookmark-id]'
const NOTE = '[role="list"][aria-label="Notes"] [role="listitem"]'
/**
 * Bookmarks' empty state: the heading in the screen beside its folder tree, not the tree's
 * 'Folders' (nor the Overview's widgets' headings, on screen when the clock starts).
 */
const NO_BOOKMARKS = 'div:has(> aside nav[aria-label="Bookmark folders"]) h2:not(nav h2)'

/** The screens opened: how, what marks its first row, and its empty state (with no records). */
const SCREENS = [
  {
    name: 'Todos, largest list (address)',
    go: (at) => ({ hash: at.list ?? '#/todos' }),
    row: '[data-todo-id]',
    empty: '[data-todos-view] h2',
    has: (at) => at.listOpen > 0,
  },
  {
    name: 'Todos, Completed (address)',
    go: () => ({ hash: '#/todos/completed' }),
    row: '[data-todo-id]',
    empty: '[data-todos-view] h2',
    has: (at) => at.done > 0,
  },
  {
    name: 'Bookmarks, largest folder (address)',
    go: (at) => ({ hash: at.folder ?? '#/bookmarks' }),
    row: BOOKMARK,
    empty: NO_BOOKMARKS,
    has: (at) => at.folderSize > 0,
  },
  {
    name: "Bookmarks, 'All bookmarks' (taskbar)",
    go: () => ({ click: `${TASKBAR} a[href="#/bookmarks"]` }),
    row: BOOKMARK,
    empty: NO_BOOKMARKS,
    has: (at) => at.bookmarks > 0,
  },
  {
    name: 'Notes (taskbar)',
    go: () => ({ click: `${TASKBAR} a[href="#/notes"]` }),
    // Every workspace has the scale bench's note.
    row: NOTE,
  },
]

/**
 * In the page: from the workspace's rows, the list with the most open todos and the folder
 * with the most bookmarks of its own (their addresses and sizes), and the bookmarks and notes.
 */
function findTargets(name) {
  const largest = (counts) => [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0]
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const tx = db.transaction('records')
      const store = tx.objectStore('records')
      const lists = new Map()
      const folders = new Map()
      const totals = { done: 0 }
      for (const c of ['bookmarks', 'notes'])
        store.index('collection').count(c).onsuccess = (event) => (totals[c] = event.target.result)
      // The parent index's keys: [collection, parent, done, order].
      const range = (c) => IDBKeyRange.bound([c], [c, []])
      for (const [c, counts] of [
        ['todos', lists],
        ['bookmarks', folders],
      ])
        store.index('parent').openKeyCursor(range(c)).onsuccess = (event) => {
          const cursor = event.target.result
          if (!cursor) return
          const [, parent, done] = cursor.key
          if (parent && !done) counts.set(parent, (counts.get(parent) ?? 0) + 1)
          if (done && c === 'todos') totals.done++
          cursor.continue()
        }
      tx.onerror = () => reject(tx.error)
      tx.oncomplete = () => {
        db.close()
        const [list, listOpen] = largest(lists)
        const [folder, folderSize] = largest(folders)
        resolve({
          list: list && `#/todos/${encodeURIComponent(list)}`,
          listOpen,
          folder: folder && `#/bookmarks?folder=${encodeURIComponent(folder)}`,
          folderSize,
          ...totals,
        })
      }
    }
  })
}

/**
 * A page on `hash` with its first row on screen and the section idle (its search index built:
 * the worker that reads its rows, where it has one, `rows`).
 */
async function searchPage(context, url, hash, row, setup, rows) {
  const page = await openReady(context, `${url}${hash}`)
  await page.waitForSelector(row, { timeout: 60_000 })
  if (setup) await page.evaluate(setup)
  await page.waitForTimeout(2000)
  if (rows) await rowsIndexReady(page, rows)
  await idle(context, page)
  return page
}

/** Rounds of `type` in each workspace's page, interleaved; each workspace's keys by round. */
async function searchRounds(pages, type) {
  const rounds = pages.map(() => [])
  for (let round = 0; round < ROUNDS; round++)
    for (const [w, page] of pages.entries()) {
      if (!page) continue
      rounds[w].push(await type(page))
      await page.waitForTimeout(500)
    }
  return rounds
}

/** A search's rows: each workspace's median of its rounds' p95s, and its median key. */
function searchRows(section, rounds) {
  const p95 = rounds.map((r) => (r.length ? median(r.map((k) => percentile(k, 95))) : NaN))
  const keys = rounds.find((r) => r.length)[0].length
  return [
    {
      name: `search keystroke in ${section} to next frame, p95 (${keys} keys a round)`,
      values: p95,
      ratio: false,
      budget: `XL ≤ ${KEY_BUDGET} ms`,
      within: p95[2] <= KEY_BUDGET,
    },
    {
      name: '  the same, median key',
      values: rounds.map((r) => (r.length ? median(r.flat()) : NaN)),
      ratio: false,
    },
  ]
}

/** Opening the sections and searching them in the scale bench's prepared profiles. */
export async function screens(prepared, url) {
  const started = Date.now()
  for (const profile of prepared) await profile.reopen(LATENCY_ARGS, { width: 1280, height: 800 })
  const targets = []
  for (const { context } of prepared) {
    // A first load in the new browser, outside the figures; the workspace's rows are complete.
    const page = await openReady(context, `${url}#/`)
    targets.push(await page.evaluate(findTargets, WORKSPACE_DB))
    await page.close()
  }

  const opens = SCREENS.map(() => prepared.map(() => []))
  for (let i = 0; i < RUNS; i++)
    for (const [s, screen] of SCREENS.entries())
      for (const [w, { context }] of prepared.entries()) {
        const at = targets[w]
        const selector = screen.empty && !screen.has(at) ? screen.empty : screen.row
        opens[s][w].push(...(await coldOpenTimes(context, url, 1, selector, screen.go(at))))
      }

  // Search: Large and Extra large (the empty workspace has one note and no bookmarks).
  const sampled = async (open) => {
    const pages = []
    for (const [w, { context }] of prepared.entries())
      pages.push(WORKSPACES[w].sample ? await open(context) : null)
    return pages
  }
  let pages = await sampled((context) =>
    searchPage(context, url, '#/notes', NOTE, recordResultsLatency, 'notes'),
  )
  const notes = await searchRounds(pages, (page) => typeNoteSearches(page.context(), page))
  const results = await Promise.all(pages.map((page) => page?.evaluate(() => window.__results)))
  for (const page of pages) await page?.close()
  pages = await sampled((context) =>
    searchPage(context, url, '#/bookmarks', BOOKMARK, null, 'bookmarks'),
  )
  const bookmarks = await searchRounds(pages, (page) => typeBookmarkSearches(page.context(), page))
  for (const page of pages) await page?.close()

  const palette = await paletteSearches(prepared, url, RUNS)
  const links = await linkFigures(prepared, url, RUNS)

  const counts = (pick) =>
    targets
      .slice(1)
      .map((at) => pick(at).toLocaleString('en'))
      .join(' / ')
  printScale(
    `Sections at scale (Large / Extra large: largest list ${counts((at) => at.listOpen)} open todos, ${counts((at) => at.done)} done, largest folder ${counts((at) => at.folderSize)} bookmarks, ${counts((at) => at.bookmarks)} bookmarks, ${counts((at) => at.notes)} notes; empty: a new workspace with one note; median of ${RUNS} fresh tabs from a settled Overview; keys: median of ${ROUNDS} rounds' p95)`,
    WORKSPACES.map(({ name }) => name),
    [
      ...SCREENS.map((screen, s) => {
        const values = opens[s].map(median)
        return {
          name: `opening ${screen.name} to first rows`,
          values,
          budget: `XL ≤ ${OPEN_BUDGET} ms`,
          within: values[2] <= OPEN_BUDGET,
        }
      }),
      ...searchRows('Notes', notes),
      {
        name: '  key to its results on screen, p95 (every key)',
        values: results.map((r) => (r?.length ? percentile(r, 95) : NaN)),
        ratio: false,
      },
      ...searchRows('Bookmarks', bookmarks),
      ...palette,
      ...links,
    ],
  )
  console.log(`  (the sections at scale took ${Math.round((Date.now() - started) / 1000)} s)`)
}
