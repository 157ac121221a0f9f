import { expect, test } from './test'
import { open } from './helpers'
import { addBookmark, search, shownTitles } from './bookmarks-helpers'

test('bookmarks are searched in a worker that reads the stored rows, following every tab’s changes', async ({
  context,
}) => {
  const page = await context.newPage()
  await open(page, '/bookmarks')
  await addBookmark(page, { url: 'https://stars.example/', title: 'Star atlas' })
  // The worker answers once the workspace's rows are complete (a new workspace's are built a
  // second after it opens; until then the page searches itself).
  await expect(page.locator('[data-search-index="worker"]')).toBeAttached({ timeout: 15_000 })
  expect(page.workers()).toHaveLength(1)
  await search(page).fill('atlaz')
  await expect.poll(() => shownTitles(page)).toEqual(['Star atlas'])

  // Another tab adds and renames: its rows reach this tab's worker.
  const other = await context.newPage()
  await open(other, '/bookmarks')
  await addBookmark(other, { url: 'https://comets.example/', title: 'Comet tracker' })
  await search(page).fill('comet')
  await expect.poll(() => shownTitles(page)).toEqual(['Comet tracker'])
  await search(page).fill('tracker')
  await expect.poll(() => shownTitles(page)).toEqual(['Comet tracker'])
  await other.close()

  // A search typed before anything is ranked still shows only what matches, and the palette
  // asks the same worker.
  await search(page).fill('nothing like this')
  await expect.poll(() => shownTitles(page)).toEqual([])
  await search(page).fill('')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox').fill('star atlas')
  await expect(palette.getByRole('option', { name: /Star atlas/ })).toBeVisible()
})
