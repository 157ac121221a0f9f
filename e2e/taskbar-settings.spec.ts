import { expect, test, type Page } from './test'
import { expectNoSeriousViolations, main, open, presetTheme, taskbar } from './helpers'

async function addBookmark(page: Page, url: string, title: string) {
  await open(page, '/bookmarks')
  await main(page).getByRole('button', { name: 'Add bookmark' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  await dialog.getByRole('textbox', { name: 'URL' }).fill(url)
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title)
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toHaveCount(0)
}

async function pin(page: Page, title: string) {
  await main(page).getByRole('searchbox', { name: 'Pin a bookmark' }).fill(title)
  await main(page)
    .getByRole('button', { name: `Pin “${title}”` })
    .click()
  await expect(main(page).getByRole('list', { name: 'Pinned links' })).toContainText(title)
}

/** The taskbar's section buttons, in order. */
const sectionNames = (page: Page) =>
  taskbar(page)
    .locator('a:not([target])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))

test('sections, clock, labels and pinned links apply at once and after a reload', async ({
  page,
}) => {
  await addBookmark(page, 'https://example.com/docs', 'Example docs')
  await open(page, '/settings/taskbar')
  const bar = taskbar(page)

  await main(page).getByRole('checkbox', { name: 'Notes' }).uncheck()
  await main(page).getByRole('button', { name: 'Move “Tools” up' }).press('Enter')
  await expect(main(page).getByText('“Tools” moved to position 4 of 5.')).toBeAttached()
  await expect(main(page).getByRole('button', { name: 'Move “Tools” up' })).toBeFocused()
  await main(page).getByRole('checkbox', { name: 'Show labels under icons' }).check()
  await main(page).getByRole('checkbox', { name: 'Show seconds' }).check()
  await pin(page, 'Example docs')

  const expectApplied = async () => {
    expect(await sectionNames(page)).toEqual(['Overview', 'Todos', 'Tools', 'Bookmarks'])
    await expect(bar.getByText('Todos', { exact: true })).toBeVisible()
    await expect(bar.getByTestId('clock-time')).toHaveText(/^\d\d:\d\d:\d\d$/)
    const link = bar.getByRole('link', { name: 'Example docs' })
    await expect(link).toHaveAttribute('href', 'https://example.com/docs')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expectApplied()
  await page.reload()
  await open(page, '/settings/taskbar')
  await expectApplied()
  await expect(main(page).getByRole('checkbox', { name: 'Notes' })).not.toBeChecked()

  // A phone still fits the taskbar, clock and notifications included.
  await page.setViewportSize({ width: 390, height: 800 })
  const notifications = page.getByRole('button', { name: /^Notifications/ })
  await expect(notifications).toBeInViewport({ ratio: 1 })
  expect(await bar.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true)
})

test('Settings > Taskbar has no serious axe violations in light and dark themes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await presetTheme(page, 'light')
  await addBookmark(page, 'https://example.org/', 'Example')
  await open(page, '/settings/taskbar')
  await pin(page, 'Example')
  await main(page).getByRole('checkbox', { name: 'Show labels under icons' }).check()
  await expectNoSeriousViolations(page)

  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('hearth:theme')!)
    localStorage.setItem(
      'hearth:theme',
      JSON.stringify({ ...stored, state: { ...stored.state, mode: 'dark' } }),
    )
  })
  await page.reload()
  await open(page, '/settings/taskbar')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(taskbar(page).getByRole('link', { name: 'Example' })).toBeVisible()
  await expectNoSeriousViolations(page)
})
