import { expect, test } from './test'
import { openReady } from './helpers'
import { notesList } from './notes-helpers'

// The Notes list as it opens (last edited first) reads its notes from the row store a page at a
// time as it is scrolled: every note can be reached, and the count is of every note.

const NOTES = 250

test('the Notes list reads its notes a page at a time as it is scrolled, reaching every one', async ({
  page,
}) => {
  await openReady(page, '/notes')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import notes' }).click()
  await (
    await chooser
  ).setFiles(
    Array.from({ length: NOTES }, (_, i) => ({
      name: `paged-${String(i).padStart(3, '0')}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Paged ${i}\n\nNote number ${i}.\n`),
    })),
  )
  await expect(page.getByText(`Imported ${NOTES} notes`)).toBeVisible()
  // A new start reads the list from the row store.
  await openReady(page, '/notes')
  await expect(page.getByText(`${NOTES} notes`, { exact: true })).toBeVisible()
  const seen = new Set<string>()
  const scroller = notesList(page).locator('xpath=..')
  for (let round = 0; round < 300 && seen.size < NOTES; round++) {
    for (const name of await notesList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')))
      seen.add(name)
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8))
    await page.waitForTimeout(50)
  }
  expect(seen.size).toBe(NOTES)
  expect(seen.has('Paged 0')).toBe(true)
  expect(seen.has(`Paged ${NOTES - 1}`)).toBe(true)
})
