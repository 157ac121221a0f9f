import { expect, test } from './test'
import { menuButton, open, taskbar } from './helpers'

test('menus animate by default and not at all under reduced motion', async ({ page }) => {
  await open(page, '/')
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  expect(await menu.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s')
  await page.keyboard.press('Escape')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await menuButton(page).click()
  await expect(menu).toBeVisible()
  expect(
    parseFloat(await menu.evaluate((el) => getComputedStyle(el).animationDuration)),
  ).toBeLessThan(0.001)
})

test('every taskbar control is reachable with Tab and has a name', async ({ page }) => {
  await open(page, '/')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  const names: string[] = []
  for (let i = 0; i < 30 && names.length < 7; i++) {
    await page.keyboard.press('Tab')
    const inTaskbar = await taskbar(page).evaluate((bar) => bar.contains(document.activeElement))
    if (inTaskbar)
      names.push(
        await page.evaluate(() => document.activeElement!.getAttribute('aria-label') ?? ''),
      )
  }
  expect(names).toEqual([
    'Menu',
    'Overview',
    'Todos',
    'Notes',
    'Bookmarks',
    'Tools',
    expect.stringMatching(/^Notifications \(none\), \d\d:\d\d \d\d\/\d\d\/\d{4}$/),
  ])
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add sample notification' })).toBeVisible()
})
