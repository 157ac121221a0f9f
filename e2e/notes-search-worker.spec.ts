import { expect, test } from './test'
import { open } from './helpers'

test('notes are searched in a worker that reads the stored rows, following another tab’s notes', async ({
  context,
}) => {
  const page = await context.newPage()
  await open(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sourdough starter')
  await page.goto('./#/notes')
  // The worker answers once the workspace's rows are complete (a new workspace's are built a
  // second after it opens; until then the page searches itself).
  const searchField = page.getByRole('searchbox', { name: 'Search notes' })
  await searchField.fill('sourdouhg')
  await expect(page.locator('[data-search-index="worker"]')).toBeAttached({ timeout: 15_000 })
  await expect(page.getByRole('main').getByText('Sourdough starter')).toBeVisible()

  const other = await context.newPage()
  await open(other, '/notes')
  await other.getByRole('button', { name: 'New note' }).click()
  await other.getByRole('textbox', { name: 'Title', exact: true }).fill('Pizza dough')
  await searchField.fill('pizza')
  await expect(page.getByRole('main').getByText('Pizza dough')).toBeVisible()
  await expect(page.getByRole('main').getByText('Sourdough starter')).toHaveCount(0)
})
