import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { openReady } from './helpers'
import { body, newNote } from './notes-helpers'

// Rows that drifted behind the log while their watermark still says they are complete (a tab
// put older rows over newer ones and closed) are found by the background check after a start
// from rows, built again from the log in a worker, and the page shows what is stored.

/**
 * From a page of the same origin without the app: the note's row says `text`, and the rows'
 * watermark names a state that lacks the log's changes.
 */
async function driftRows(page: Page, text: string) {
  await page.goto('./showcase.html')
  await page.evaluate(
    (text) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('hearth:workspace:workspace:personal')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const tx = db.transaction(['records', 'custom'], 'readwrite')
          const rows = tx.objectStore('records')
          const custom = tx.objectStore('custom')
          rows.openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result
            if (!cursor) return
            const row = cursor.value as { c: string; r: Record<string, unknown> }
            if (row.c === 'notes') cursor.update({ ...row, r: { ...row.r, body: text } })
            cursor.continue()
          }
          const read = custom.get('hearth:rows')
          read.onsuccess = () =>
            custom.put({ ...read.result, stateVector: new Uint8Array([0]) }, 'hearth:rows')
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    text,
  )
}

test('rows behind the log are built again after a start from rows, and the page shows what is stored', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openReady(page, '/notes')
  const url = await newNote(page, 'Drift', 'What was typed last.')
  // Stored, rows and all (a reload now would start from them).
  await page.waitForTimeout(500)
  await driftRows(page, 'An older text.')

  await page.goto(url)
  await expect(body(page)).toHaveText('What was typed last.', { timeout: 20_000 })
  expect(
    await page.evaluate(() => performance.getEntriesByName('hearth:rows-repaired').length),
  ).toBe(1)
  expect(
    await page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length),
  ).toBe(0)

  await page.reload()
  await expect(body(page)).toHaveText('What was typed last.')
})
