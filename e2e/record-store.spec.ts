import * as Y from 'yjs'
import { expect, test, type Page } from './test'
import { openReady, recordCount } from './helpers'
import { quickAdd, row, sideList } from './todos-helpers'

const DB = 'hearth:workspace:workspace:personal'
const TODOS = 500

/**
 * The bytes of a workspace as the previous build stored it: schema 8, records as JSON text,
 * a note's body as a Y.Text. The database around it (made in the page) has y-indexeddb's
 * layout only: version 1, no row store.
 */
function previousBuildBytes(): number[] {
  const doc = new Y.Doc()
  const now = Date.UTC(2026, 10, 1)
  const base = { createdAt: now, updatedAt: now }
  doc.transact(() => {
    doc.getMap('meta').set('schemaVersion', 8)
    doc
      .getMap('todoLists')
      .set(
        'list:errands',
        JSON.stringify({ id: 'list:errands', title: 'Errands', order: 'a0', color: null, ...base }),
      )
    const todos = doc.getMap('todos')
    for (let i = 0; i < TODOS; i++) {
      const id = `todo:old-${i}`
      todos.set(
        id,
        JSON.stringify({
          id,
          listId: 'list:errands',
          title: `Old errand ${i}`,
          done: false,
          due: null,
          dueTime: null,
          priority: null,
          tags: [],
          notes: '',
          subtasks: [],
          repeat: null,
          reminder: null,
          reminderFired: false,
          order: `a${String(i).padStart(4, '0')}`,
          completedAt: null,
          ...base,
        }),
      )
    }
    doc.getMap('notes').set(
      'note:old',
      JSON.stringify({
        id: 'note:old',
        title: 'Kept from before',
        tags: [],
        pinned: false,
        trashedAt: null,
        ...base,
      }),
    )
    doc.getMap<Y.Text>('notes.body').set('note:old', new Y.Text('Written before the row store.'))
  })
  return [...Y.encodeStateAsUpdate(doc)]
}

/** What the row store holds: rows per collection, and whether its watermark is there. */
function rowStore(page: Page) {
  return page.evaluate(
    (name) =>
      new Promise<{ rows: Record<string, number>; watermark: boolean } | null>(
        (resolve, reject) => {
          const request = indexedDB.open(name)
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            const db = request.result
            if (!db.objectStoreNames.contains('records')) {
              db.close()
              return resolve(null)
            }
            const tx = db.transaction(['records', 'custom'], 'readonly')
            const all = tx.objectStore('records').getAll()
            const mark = tx.objectStore('custom').get('hearth:rows')
            tx.oncomplete = () => {
              db.close()
              const rows: Record<string, number> = {}
              for (const row of all.result as { c: string }[]) rows[row.c] = (rows[row.c] ?? 0) + 1
              resolve({ rows, watermark: !!mark.result })
            }
          }
        },
      ),
    DB,
  )
}

/** Stores the previous build's workspace from a page of its own; resolves with that page. */
async function storePreviousBuild(page: Page, { holdOpen = false } = {}) {
  // (A page of its own: the showcase opens workspaces itself.)
  await page.route('**/seed.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Seed</title>' }),
  )
  await page.goto('./seed.html')
  await page.evaluate(
    ({ name, bytes, holdOpen }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, 1)
        request.onupgradeneeded = () => {
          request.result.createObjectStore('updates', { autoIncrement: true })
          request.result.createObjectStore('custom')
        }
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const tx = request.result.transaction('updates', 'readwrite')
          tx.objectStore('updates').add(new Uint8Array(bytes))
          tx.oncomplete = () => {
            // An earlier Hearth's tab keeps its connection, and ignores requests to close it.
            if (!holdOpen) request.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name: DB, bytes: previousBuildBytes(), holdOpen },
  )
}

test('a workspace stored by the previous build opens, is indexed in the background, and shows every record', async ({
  page,
}) => {
  // Store it from another page of the same origin, before Hearth ever opens it.
  await storePreviousBuild(page)
  expect(await rowStore(page)).toBeNull()

  await openReady(page, '/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText(String(TODOS))
  await expect(recordCount(page, 'Notes')).toHaveText('1')
  // Built in the background: every record gets its row, then the watermark.
  await expect
    .poll(() => rowStore(page), { timeout: 15_000 })
    .toMatchObject({ watermark: true, rows: { todos: TODOS, notes: 1, todoLists: 1, settings: 1 } })
  // By a worker, which loaded the document itself: the page never spent its own time on it.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByName('hearth:rows-worker-loaded').length),
    )
    .toBe(1)

  // Hearth stayed usable meanwhile, and shows what was there.
  await page.goto('./#/notes/note:old')
  await expect(page.getByText('Written before the row store.')).toBeVisible()
  await page.goto('./#/todos')
  await sideList(page)
    .getByRole('link', { name: /^Errands/ })
    .click()
  await expect(row(page, 'Old errand 0')).toBeVisible()

  // A change afterwards is written with its row, and the rows stay complete across a reload.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await quickAdd(page).fill('Added after the upgrade')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Added after the upgrade')).toBeVisible()
  await expect
    .poll(() => rowStore(page))
    .toMatchObject({ watermark: true, rows: { todos: TODOS + 1 } })
  await page.reload()
  await expect(row(page, 'Added after the upgrade')).toBeVisible()
  await expect
    .poll(() => rowStore(page))
    .toMatchObject({ watermark: true, rows: { todos: TODOS + 1, notes: 1 } })
})

test('a tab of the previous build still open holds the upgrade back, said; closing it lets the workspace open', async ({
  context,
}) => {
  const older = await context.newPage()
  await storePreviousBuild(older, { holdOpen: true })
  const page = await context.newPage()
  await page.goto('./#/settings/data')
  await expect(
    page
      .getByRole('region', { name: 'Toasts' })
      .getByText('Close Hearth’s other tabs to finish updating'),
  ).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true')
  await older.close()
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
  await expect(recordCount(page, 'Todos')).toHaveText(String(TODOS))
  await expect
    .poll(() => rowStore(page), { timeout: 15_000 })
    .toMatchObject({ watermark: true, rows: { todos: TODOS, notes: 1 } })
})
