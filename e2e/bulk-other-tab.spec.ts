import { expect, test } from './test'
import { decodesIn, open, openReady } from './helpers'
import { bookmarksFile, importFile, item, toastWith, tree } from './bookmarks-helpers'

// A tab that started from rows does not decode its workspace when another tab stores a bulk
// change (an import of more records than rows are written for at once): it waits until that
// tab has the rows complete again, then reads what it shows again.

test('a tab started from rows shows another tab’s import of 1,500 bookmarks without decoding', async ({
  context,
}) => {
  const page = await context.newPage()
  await openReady(page, '/bookmarks')
  // Started again: from the rows the first start stored.
  await page.goto('about:blank')
  await openReady(page, '/bookmarks')
  expect(await decodesIn(page)).toBe(0)

  const other = await context.newPage()
  await open(other, '/bookmarks')
  const preview = await importFile(other, 'many.html', bookmarksFile('Imported folder', 1_500))
  await expect(preview).toContainText('holds 1,500 bookmarks in 1 folder')
  await preview.getByRole('radio', { name: 'Merge into my folders' }).check()
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(other, 'Bookmarks imported')).toBeVisible()

  const folder = tree(page).getByRole('treeitem', { name: /Imported folder/ })
  await expect(folder).toBeVisible({ timeout: 15_000 })
  await folder.click()
  // The folder may show part of the import first (the rows written so far), then all of it once
  // the other tab has them complete and this one read them again: seconds, under CI's load.
  await expect(item(page, 'Imported page 0')).toBeVisible({ timeout: 15_000 })
  expect(await decodesIn(page)).toBe(0)
})
