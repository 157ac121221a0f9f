import { expect, test } from './test'
import { open } from './helpers'

test('the side menu starts expanded, collapses and expands', async ({ page }) => {
  await open(page, '/settings/general')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > General')
  const menu = page.getByRole('navigation', { name: 'Settings' })
  await expect(menu).toBeVisible()
  const box = await menu.boundingBox()
  // ~20vw of 1280 = 256px, within 12rem..18rem.
  expect(box!.width).toBeGreaterThanOrEqual(192)
  expect(box!.width).toBeLessThanOrEqual(288)
  await expect(menu.getByRole('link', { name: 'Back to overview' })).toBeVisible()
  for (const name of ['General', 'Taskbar', 'Widgets', 'Theming', 'Data', 'Workspaces']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'General', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByRole('button', { name: 'Collapse side menu' }).click()
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Expand side menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await page.getByRole('button', { name: 'Expand side menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Theming' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Theming')
  await menu.getByRole('link', { name: 'Back to overview' }).click()
  await expect(page).toHaveTitle('Overview · Hearth')
})

test('the settings overview links to every category', async ({ page }) => {
  await open(page, '/settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await page.getByRole('link', { name: /^Data/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Data')
})

test("on a phone, 'Generate sample data' fits its sizes in the dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/settings/data')
  await page.getByRole('button', { name: 'Generate sample data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Generate sample data' })
  await expect(dialog).toBeVisible()
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
  const edge = await dialog.evaluate((element) => element.getBoundingClientRect().right)
  for (const name of ['Small', 'Realistic', 'Large', 'Extra large']) {
    const button = dialog.getByRole('button', { name, exact: true })
    const right = await button.evaluate((element) => element.getBoundingClientRect().right)
    expect(right, `${name}'s right edge`).toBeLessThanOrEqual(edge)
  }
})
