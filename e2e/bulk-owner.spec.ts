import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { addSmallSample, openReady, recordCount, resetPersonal, restoreSnapshot } from './helpers'

// Records added or replaced at once (a sample, Reset workspace, a snapshot restored) in a tab
// that started from rows go to the document's owner in a worker: the page never decodes the
// workspace for them, and Ctrl+Z takes each back in one step.

const decodes = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length)

/** Settings > Data in a tab that starts from rows (the workspace was opened once before). */
async function openFromRows(page: Page) {
  await openReady(page, '/settings/data')
  await page.reload()
  await openReady(page, '/settings/data')
}

test('a sample added from rows comes and goes as one undo step, and the page never decodes', async ({
  page,
}) => {
  await openFromRows(page)
  await addSmallSample(page)
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('40')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+z')
  await expect(recordCount(page, 'Todos')).toHaveText('0')
  await expect(recordCount(page, 'Notes')).toHaveText('0')
  await page.keyboard.press('Control+Shift+z')
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Notes')).toHaveText('10')
  expect(await decodes(page)).toBe(0)

  await page.reload()
  await openReady(page, '/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('30')
})

test('Reset workspace and Restore snapshot from rows replace every record in the owner', async ({
  page,
}) => {
  await openReady(page, '/settings/data')
  await addSmallSample(page)
  const snapshots = page.getByRole('list', { name: 'Snapshots' })
  await expect(snapshots.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 })
  await page.reload()
  await openReady(page, '/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('30')

  await resetPersonal(page)
  await expect(recordCount(page, 'Bookmarks')).toHaveText('0')
  // The reset is one step: Ctrl+Z brings every record back.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+z')
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('40')
  await resetPersonal(page)

  await restoreSnapshot(page)
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Notes')).toHaveText('10')
  expect(await decodes(page)).toBe(0)

  await page.reload()
  await openReady(page, '/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('40')
})
