import { expect, test } from './test'
import { openReady } from './helpers'
import { add, newList } from './todos-helpers'

test('the search palette finds a todo list by its name and opens it', async ({ page }) => {
  await openReady(page, '/todos')
  await newList(page, 'Groceries')
  await add(page, 'Oat milk')
  await openReady(page, '/')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox', { name: 'Search' }).fill('grocer')
  const found = palette.getByRole('option', { name: /^Groceries/ })
  await expect(found).toContainText('List · 1 open todo')
  await expect(palette.getByRole('group', { name: 'Todo lists' })).toBeVisible()
  await found.click()
  await expect(palette).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Oat milk', exact: true })).toBeVisible()
})
