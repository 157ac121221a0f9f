import { expect, test, type Page } from './test'
import { decodesIn, openReady, settleStored } from './helpers'
import { bookmarksFile, importFile, item, search, toastWith } from './bookmarks-helpers'
import { palette } from './notes-helpers'

// A large collection's search index, read from its rows in a worker (the search palette's), is
// kept between starts (its own database per workspace): the next start reads it back instead of
// building it, and what changed since is found as it is now, not as it was when it was kept.

/** The records of the bookmarks' index kept for this page's workspace (0: none kept). */
function keptBookmarks(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('hearth:search-index:'))
    if (names.length !== 1) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0]!)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('indexes')) return 0
      const kept = await new Promise<{ ids?: string[] } | undefined>((resolve, reject) => {
        const request = db.transaction('indexes').objectStore('indexes').get('bookmarks')
        request.onsuccess = () => resolve(request.result as { ids?: string[] } | undefined)
        request.onerror = () => reject(request.error)
      })
      return kept?.ids?.length ?? 0
    } finally {
      db.close()
    }
  })
}

/** Starts the page again, from the rows its last start stored (no document decoded). */
async function restart(page: Page) {
  await settleStored(page)
  await openReady(page, '/')
  expect(await decodesIn(page)).toBe(0)
}

/** Searches `text` in the search palette (its bookmarks are found in the rows' worker). */
async function find(page: Page, text: string) {
  if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k')
  await palette(page).fill(text)
}

const option = (page: Page, title: string) =>
  page.getByRole('option').filter({ hasText: new RegExp(`^${title}(?!\\d)`) })

test('a search index kept between starts finds what changed since it was kept', async ({
  page,
}) => {
  test.slow()
  await openReady(page, '/bookmarks')
  const preview = await importFile(page, 'many.html', bookmarksFile('Imported folder', 600))
  await preview.getByRole('radio', { name: 'Merge into my folders' }).check()
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()

  // Searched from rows, in the bookmarks' worker, which keeps its index once it is quiet.
  await restart(page)
  await find(page, 'Imported page 599')
  await expect(option(page, 'Imported page 599')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => keptBookmarks(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(600)
  await page.keyboard.press('Escape')

  // Changed after the index was kept: one renamed, one deleted.
  await page.evaluate(() => (location.hash = '#/bookmarks'))
  await search(page).fill('Imported page 599')
  await item(page, 'Imported page 599')
    .getByRole('button', { name: 'Actions for “Imported page 599”' })
    .click()
  await page.getByRole('menuitem', { name: 'Edit bookmark' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit bookmark' })
  await edit.getByRole('textbox', { name: 'Title' }).fill('Lighthouse keeper')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  await search(page).fill('Imported page 598')
  await item(page, 'Imported page 598')
    .getByRole('button', { name: 'Actions for “Imported page 598”' })
    .click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(item(page, 'Imported page 598')).toHaveCount(0)

  // The next start reads the kept index back and finds them as they are now.
  await restart(page)
  await find(page, 'lighthouse')
  await expect(option(page, 'Lighthouse keeper')).toBeVisible({ timeout: 15_000 })
  await find(page, 'Imported page 597')
  await expect(option(page, 'Imported page 597')).toBeVisible()
  await find(page, 'Imported page 599')
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toHaveText('Nothing matches.')
  await find(page, 'Imported page 598')
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toHaveText('Nothing matches.')
})
