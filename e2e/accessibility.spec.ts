import { expect, test } from './test'
import { expectNoSeriousViolations, open, presetTheme, ROUTES } from './helpers'

const themes = ['light', 'dark'] as const

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Animations finish at once, so contrast is measured on settled colours.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await presetTheme(page, theme)
    })

    // One page visits every route in turn (the app routes within the page, as a user's clicks do),
    // so the suite pays for one browser context and one cold start per theme, not one per route.
    test('every route has no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(90_000)
      await open(page, '/')
      for (const route of [...ROUTES, { path: '/no/such/page', title: 'Not found' }]) {
        await test.step(route.path, async () => {
          await open(page, route.path)
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
          await expect(page).toHaveTitle(`${route.title} · Hearth`)
          await expectNoSeriousViolations(page)
        })
      }
    })

    test('the main menu, notification centre, search palette and keyboard shortcuts have no serious violations', async ({
      page,
    }) => {
      await open(page, '/')
      for (const openIt of [
        () => page.getByRole('button', { name: 'Menu', exact: true }).click(),
        () => page.getByRole('button', { name: /^Notifications/ }).click(),
        () => page.keyboard.press('Control+k'),
        () => page.keyboard.press('?'),
      ]) {
        await openIt()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectNoSeriousViolations(page)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
    })
  })
}

test('the component showcase has no serious violations in either theme', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('./showcase.html')
  await expect(page.getByRole('region', { name: 'Light theme' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Dark theme' })).toBeVisible()
  await expectNoSeriousViolations(page)
})
