import { expect, test, type Page } from './test'
import { expectNoSeriousViolations, menuButton, open } from './helpers'

test('Ctrl+K opens the search palette, which finds pages and navigates', async ({ page }) => {
  await open(page, '/')
  // Shortcuts come with the commands, just after first paint; the Overview's hint shows then.
  await expect(page.getByText('to search pages and commands')).toContainText('Ctrl+K')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await expect(palette).toBeVisible()
  await page.keyboard.type('theming')
  await expect(palette.getByRole('option', { name: 'Theming settings' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(palette).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Theming')
})

test('the palette, dismissed, gives the keyboard back where it was', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByText('to search pages and commands')).toContainText('Ctrl+K')
  await menuButton(page).focus()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await expect(palette.getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
})

/**
 * Holds back the search palette's code, as on a slow connection or before it was fetched ahead:
 * its shell takes the keys until it comes. Returns the function that lets it come.
 */
async function holdPaletteCode(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/search-palette-body-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('keys typed right after the first Ctrl+K in a tab all go into the search field', async ({
  page,
}) => {
  const release = await holdPaletteCode(page)
  const palette = page.getByRole('dialog', { name: 'Search' })
  const field = palette.getByRole('combobox', { name: 'Search' })
  await open(page, '/todos')
  await menuButton(page).focus()
  await page.keyboard.press('Control+k')
  // At typing speed, from the same task on: 'q' is Todos' New todo key outside fields.
  await page.keyboard.type('qr cod')
  await expect(palette).toHaveAttribute('aria-busy', 'true')
  await expect(field).toHaveValue('qr cod')
  await expect(page.getByRole('textbox', { name: 'Add a todo' })).toHaveValue('')
  await expectNoSeriousViolations(page)
  release()
  await expect(palette.getByRole('option', { name: 'QR code' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(palette).not.toHaveAttribute('aria-busy')
  await expect(field).toBeFocused()
  await page.keyboard.type('e')
  await expect(field).toHaveValue('qr code')
  // Dismissed, it gives focus back to what had it before the shell.
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
})

test('Enter pressed before the palette is all there runs its best match when it is', async ({
  page,
}) => {
  const release = await holdPaletteCode(page)
  await open(page, '/')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('time')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('in a new tab, what is typed right after Ctrl+K is all in the search field', async ({
  page,
}) => {
  for (const path of ['/', '/todos']) {
    await open(page, path)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('hash')
    await expect(page.getByRole('option', { name: 'Hash' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('hash')
    await page.keyboard.press('Escape')
    await page.reload()
  }
})

test('Enter runs the command named exactly, whichever section it is in', async ({ page }) => {
  await open(page, '/')
  const palette = page.getByRole('dialog', { name: 'Search' })
  for (const [typed, heading] of [
    ['time', 'Time'],
    ['qr', 'QR code'],
    ['uuid', 'UUID and passwords'],
  ]) {
    await page.keyboard.press('Control+k')
    await palette.getByRole('combobox').fill(typed)
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('the palette runs commands and says when nothing matches', async ({ page }) => {
  await open(page, '/')
  await menuButton(page).click()
  await page.getByRole('button', { name: 'Go to search' }).click()
  const palette = page.getByRole('dialog', { name: 'Search' })
  await expect(palette).toBeVisible()
  await page.keyboard.type('zzqqxx')
  await expect(palette.getByText('Nothing matches.')).toBeVisible()
  await palette.getByRole('combobox').fill('light theme')
  await palette.getByRole('option', { name: 'Use light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('sample')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /^Notifications \(1\), / })).toBeVisible()
  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('notes')
  await palette.getByRole('option', { name: 'Notes', exact: true }).click()
  await expect(page).toHaveTitle('Notes · Hearth')
})

test('the main menu opens settings pages, the changelog and safe external links', async ({
  page,
}) => {
  await open(page, '/')
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  for (const name of [
    'General',
    'Taskbar',
    'Widgets',
    'Theming',
    'Data',
    'Workspaces',
    'Settings',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const name of ['Source code', 'Report an issue', 'Community forum', 'Component showcase']) {
    const link = menu.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  const [showcase] = await Promise.all([
    page.waitForEvent('popup'),
    menu.getByRole('link', { name: 'Component showcase' }).click(),
  ])
  await expect(showcase.getByRole('heading', { name: 'Hearth component showcase' })).toBeVisible()
  await showcase.close()

  await menu.getByRole('button', { name: 'Changelog' }).click()
  const changelog = page.getByRole('dialog', { name: 'Changelog' })
  await expect(changelog).toBeVisible()
  await expect(changelog.getByRole('heading', { name: /0\.1\.0/ })).toBeVisible()
  await changelog.getByRole('button', { name: 'Close' }).click()
  await expect(changelog).toHaveCount(0)

  await menuButton(page).click()
  await page
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('link', { name: 'Workspaces' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Workspaces')
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toHaveCount(0)
})

test('the main menu is reachable and usable from the keyboard', async ({ page }) => {
  await open(page, '/')
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible()
  // Focus starts on the first item, even when the menu's code arrives after it opened.
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Changelog' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
})

test('the changelog scrolls by keyboard', async ({ page }) => {
  await open(page, '/')
  await menuButton(page).click()
  await page.getByRole('button', { name: 'Changelog' }).click()
  const changelog = page.getByRole('dialog', { name: 'Changelog' })
  await expect(changelog.getByRole('heading', { name: /0\.1\.0/ })).toBeVisible()
  await expect(changelog.getByRole('button', { name: 'Close' })).toBeFocused()
  const text = changelog.getByRole('group', { name: 'Changes by version' })
  await page.keyboard.press('Tab')
  await expect(text).toBeFocused()
  const last = text.getByRole('listitem').last()
  await expect(last).not.toBeInViewport()
  await page.keyboard.press('End')
  await expect(last).toBeInViewport()
  await expectNoSeriousViolations(page)
})

test('in a short window the main menu fits on screen and scrolls to its last item', async ({
  page,
}) => {
  // A phone held sideways.
  await page.setViewportSize({ width: 740, height: 400 })
  await open(page, '/')
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeInViewport()
  const box = (await menu.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(400)
  const last = menu.getByRole('link').last()
  await expect(last).not.toBeInViewport()
  await menu.hover()
  await page.mouse.wheel(0, 2000)
  await expect(last).toBeInViewport()
})

test('a new tab fetches the sections’ code, not every page’s; a settings page comes when its link is pointed at', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  const came = (chunk: string) => fetched.some((path) => path.includes(`/${chunk}-`))
  // Each screen comes in an idle period, at most 3 s after the last: on a busy machine, 8 of
  // them can take 24 s.
  test.setTimeout(90_000)
  await open(page, '/')
  // After the first screen: every section's own screen, then the detail pages (a note).
  await expect.poll(() => came('todos-page'), { timeout: 30_000 }).toBe(true)
  await expect.poll(() => came('note-page'), { timeout: 30_000 }).toBe(true)
  // The search palette's, so Ctrl+K shows it whole at once.
  await expect.poll(() => came('search-palette-body'), { timeout: 30_000 }).toBe(true)
  expect(['data-page', 'json-page', 'qr-code-page'].filter(came)).toEqual([])

  await menuButton(page).click()
  const data = page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Data' })
  await expect(data).toBeVisible()
  expect(came('data-page')).toBe(false)
  await data.hover()
  await expect.poll(() => came('data-page')).toBe(true)
  await data.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible()

  // A section opened brings its own pages.
  await open(page, '/tools')
  await expect.poll(() => came('qr-code-page'), { timeout: 30_000 }).toBe(true)
})
