import { expect, test, type Page } from './test'
import { main, menuButton, open, openReady, settleStored, taskbar, toastWith } from './helpers'
import { quickAdd, row } from './todos-helpers'

/**
 * Makes the requests for a chunk fail, as offline on a first visit (before the service worker
 * has Hearth), the import Hearth tries once more (`?retry=n`) included. Returns the function
 * that lets them through again.
 */
async function failDownloads(page: Page, chunk: string) {
  let failing = true
  let failed = 0
  await page.route(new RegExp(`/${chunk}-[\\w-]+\\.js(\\?.*)?$`), (route) => {
    if (!failing) return route.continue()
    failed++
    return route.abort('internetdisconnected')
  })
  return Object.assign(() => void (failing = false), {
    /** How many requests for the chunk failed so far. */
    failed: () => failed,
  })
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
    // Not `settled`: the commands it waits for never come here.
    await expect(main(page).getByRole('button', { name: 'Add widget' })).toBeVisible()
    await taskbar(page).getByRole('link', { name: 'Tools' }).click()
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible()
    if (again === 'when the browser is back online') {
      // The navigation fetches the code again (and fails): only then does the test go on, or
      // a fetch started late, on a busy machine, would come through once let through.
      const before = letThrough.failed()
      await taskbar(page).getByRole('link', { name: 'Overview' }).click()
      await expect(main(page).getByRole('button', { name: 'Add widget' })).toBeVisible()
      await expect.poll(() => letThrough.failed()).toBeGreaterThan(before)
    }
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

const notDownloaded = 'Its code could not be downloaded. Check your connection and try again.'
const ooops = (page: Page) => page.getByText('Ooops, something went wrong')

test('the main menu whose code cannot be downloaded says so, and opens the next time', async ({
  page,
}) => {
  const letThrough = await failDownloads(page, 'main-menu-content')
  await open(page, '/')
  await menuButton(page).click()
  await expect(toastWith(page, 'Could not open Main menu')).toContainText(notDownloaded)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  // Asked again, still one toast.
  await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(toastWith(page, 'Could not open Main menu')).toHaveCount(1)
  await expect(ooops(page)).toHaveCount(0)

  letThrough()
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu.getByRole('button', { name: 'Changelog' })).toBeVisible()
})

for (const chunk of ['changelog-dialog-body', 'changelog-body'])
  test(`the changelog whose code (${chunk}) cannot be downloaded says so, and opens the next time`, async ({
    page,
  }) => {
    const letThrough = await failDownloads(page, chunk)
    await open(page, '/')
    const changelog = page.getByRole('dialog', { name: 'Changelog' })
    const openChangelog = async () => {
      await menuButton(page).click()
      await page
        .getByRole('dialog', { name: 'Main menu' })
        .getByRole('button', { name: 'Changelog' })
        .click()
    }
    await openChangelog()
    await expect(toastWith(page, 'Could not open Changelog')).toContainText(notDownloaded)
    await expect(changelog).toHaveCount(0)
    await expect(ooops(page)).toHaveCount(0)

    letThrough()
    await openChangelog()
    await expect(
      changelog.getByRole('group', { name: 'Changes by version' }).getByRole('heading').first(),
    ).toBeVisible()
  })

for (const again of ["on 'Try again'", 'when the browser is back online'])
  test(`a settings page whose code cannot be downloaded says so, and opens ${again}`, async ({
    page,
    context,
  }) => {
    const letThrough = await failDownloads(page, 'settings-layout')
    await open(page, '/settings')
    await main(page)
      .getByRole('link', { name: /^Theming/ })
      .click()
    const alert = main(page).getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Could not open this page' })).toBeVisible()
    await expect(alert).toContainText(notDownloaded)
    await expect(taskbar(page)).toBeVisible()
    await expect(ooops(page)).toHaveCount(0)

    letThrough()
    if (again === "on 'Try again'") await alert.getByRole('button', { name: 'Try again' }).click()
    else {
      await context.setOffline(true)
      await context.setOffline(false)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Theming')
    await expect(alert).toHaveCount(0)
  })

test('a tab whose storing worker cannot be downloaded says so, offers a reload, and loses nothing', async ({
  page,
}) => {
  // The owner in a worker of the tab holding its lock (Playwright cannot hold a SharedWorker's
  // script back); the page's side is the same for either.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
  await openReady(page, '/todos/today')
  await quickAdd(page).fill('Stored before')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Stored before')).toBeVisible()
  await settleStored(page)

  // From rows, the first write goes to the document's owner, whose script fails to download.
  const letThrough = await failDownloads(page, 'document.lock-worker')
  await openReady(page, '/todos/today')
  await quickAdd(page).fill('Sent as it failed')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Sent as it failed')).toBeVisible()
  const alert = main(page)
    .getByRole('alert')
    .filter({ hasText: 'Hearth stopped storing this workspace' })
  await expect(alert).toContainText('Nothing you changed is lost. Reload to continue.')
  // Nothing stored is wrong: no reset is offered.
  await expect(alert.getByRole('button', { name: 'Reset workspace' })).toHaveCount(0)

  letThrough()
  await alert.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
  await expect(row(page, 'Stored before')).toBeVisible()
  await expect(row(page, 'Sent as it failed')).toBeVisible()
  await expect(alert).toHaveCount(0)
  await page.reload()
  await expect(row(page, 'Sent as it failed')).toBeVisible()
})
