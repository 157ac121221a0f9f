import { expect, test, type Page } from './test'

test.beforeEach(async ({ page }) => {
  const start = new Date(2026, 10, 22, 9, 0, 0)
  await page.clock.install({ time: start })
  await page.goto('./showcase.html')
  // Stop the clock so only runFor() moves it. The installed clock runs while
  // the page loads, so the pause lies well past any load time (a loaded CI
  // machine once took more than 2 s, and pauseAt cannot go back).
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
})

const panel = (page: Page) => page.getByRole('region', { name: 'Light theme' })

test('info and success toasts close after 5000 ms; warnings and errors stay', async ({ page }) => {
  const toasts = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
  for (const kind of ['info', 'success', 'warning', 'error']) {
    await panel(page)
      .getByRole('button', { name: `Show ${kind} toast` })
      .click()
  }
  await expect(toasts).toHaveCount(4)
  // Newest first.
  await expect(toasts.first()).toHaveAttribute('data-kind', 'error')
  await page.clock.runFor(4900)
  await expect(toasts).toHaveCount(4)
  await page.clock.runFor(400)
  await expect(toasts).toHaveCount(2)
  await expect(page.getByText('Info toast', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Success toast', { exact: true })).toHaveCount(0)
  await page.clock.runFor(60_000)
  await expect(toasts).toHaveCount(2)
  await expect(page.getByText('Warning toast', { exact: true })).toBeVisible()
  await expect(page.getByText('Error toast', { exact: true })).toBeVisible()
})

test("'Close toast' closes one toast", async ({ page }) => {
  const toasts = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
  await panel(page).getByRole('button', { name: 'Show error toast' }).click()
  await panel(page).getByRole('button', { name: 'Show warning toast' }).click()
  await expect(toasts).toHaveCount(2)
  await toasts
    .filter({ hasText: 'Warning toast' })
    .getByRole('button', { name: 'Close toast' })
    .click()
  await page.clock.runFor(500)
  await expect(toasts).toHaveCount(1)
  await expect(toasts.first()).toHaveAttribute('data-kind', 'error')
})
