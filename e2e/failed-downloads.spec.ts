import { expect, test, type Page } from './test'
import { main, menuButton, open, settled, taskbar, toastWith } from './helpers'

/**
 * Makes the requests for a chunk fail, as offline on a first visit (before the service worker
 * has Hearth), the import Hearth tries once more (`?retry=n`) included. Returns the function
 * that lets them through again.
 */
async function failDownloads(page: Page, chunk: string) {
  let failing = true
  await page.route(new RegExp(`/${chunk}-[\\w-]+\\.js(\\?.*)?$`), (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  )
  return () => void (failing = false)
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })

test('the search palette whose code cannot be downloaded says so, and opens the next time', async ({
  page,
}) => {
  const letThrough = await failDownloads(page, 'search-palette-body')
  await open(page, '/')
  await menuButton(page).focus()
  await page.keyboard.press('Control+k')
  await expect(toastWith(page, 'Could not open search')).toContainText(
    'Its code could not be downloaded. Check your connection and try again.',
  )
  await expect(palette(page)).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
  // The page still works.
  await taskbar(page).getByRole('link', { name: 'Todos' }).click()
  await expect(page.getByRole('textbox', { name: 'Add a todo' })).toBeVisible()

  letThrough()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('theming')
  await expect(palette(page).getByRole('option', { name: 'Theming settings' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Theming')
})

test("'Keyboard shortcuts' whose code cannot be downloaded says so, and opens the next time", async ({
  page,
}) => {
  const letThrough = await failDownloads(page, 'keyboard-shortcuts-dialog')
  await open(page, '/')
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await page.keyboard.press('?')
  await expect(toastWith(page, 'Could not open Keyboard shortcuts')).toContainText(
    'Its code could not be downloaded. Check your connection and try again.',
  )
  await expect(shortcuts).toHaveCount(0)
  letThrough()
  await page.keyboard.press('?')
  await expect(shortcuts.getByRole('term').getByText('Search', { exact: true })).toBeVisible()
})

for (const again of ['at the next navigation', 'when the browser is back online'])
  test(`without the command host's code the app works on, and gets it ${again}`, async ({
    page,
    context,
  }) => {
    const letThrough = await failDownloads(page, 'shell')
    // The Overview says which key opens the search palette once the commands are there.
    const searchHint = page.getByText('to search pages and commands')
    await page.goto('./#/')
    await settled(page, { data: false })
    await expect(main(page).getByRole('button', { name: 'Add widget' })).toBeVisible()
    await taskbar(page).getByRole('link', { name: 'Tools' }).click()
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible()
    if (again === 'when the browser is back online')
      await taskbar(page).getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByText('Ooops, something went wrong')).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-commands')

    letThrough()
    if (again === 'at the next navigation')
      await taskbar(page).getByRole('link', { name: 'Overview' }).click()
    else {
      await expect(main(page).getByRole('button', { name: 'Add widget' })).toBeVisible()
      await expect(searchHint).toHaveCount(0)
      await context.setOffline(true)
      await context.setOffline(false)
    }
    await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
    await expect(searchHint).toContainText('Ctrl+K')
  })
