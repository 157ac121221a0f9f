import { expect, test } from './test'
import { open, taskbar } from './helpers'

test('unknown paths show the 404 page with a way back', async ({ page }) => {
  await open(page, '/definitely/not/here')
  await expect(page.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeVisible()
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Overview' }).click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page).toHaveTitle('Overview · Hearth')
})

test('a trailing slash is ignored and :id matches one segment only', async ({ page }) => {
  await open(page, '/notes/')
  await expect(page).toHaveTitle('Notes · Hearth')
  await open(page, '/notes/abc/def')
  await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible()
})

test('the document title follows the route', async ({ page }) => {
  await open(page, '/')
  await expect(page).toHaveTitle('Overview · Hearth')
  await taskbar(page).getByRole('link', { name: 'Notes' }).click()
  await expect(page).toHaveTitle('Notes · Hearth')
  await open(page, '/settings/theming')
  await expect(page).toHaveTitle('Theming · Hearth')
})

test('taskbar links are active on their route and below it', async ({ page }) => {
  const bar = taskbar(page)
  const names = ['Overview', 'Todos', 'Notes', 'Bookmarks', 'Tools']
  const expectActive = async (active: string | null) => {
    for (const name of names) {
      const link = bar.getByRole('link', { name, exact: true })
      if (name === active) await expect(link).toHaveAttribute('aria-current', 'page')
      else await expect(link).not.toHaveAttribute('aria-current', 'page')
    }
  }
  await open(page, '/')
  await expectActive('Overview')
  await open(page, '/notes/abc')
  await expectActive('Notes')
  await open(page, '/tools/color-picker')
  await expectActive('Tools')
  await open(page, '/settings/general')
  await expectActive(null)
  await bar.getByRole('link', { name: 'Bookmarks' }).click()
  await expect(page).toHaveURL(/#\/bookmarks$/)
  await expectActive('Bookmarks')
})

test('taskbar links show their name as a tooltip', async ({ page }) => {
  await open(page, '/')
  await taskbar(page).getByRole('link', { name: 'Todos' }).hover()
  await expect(page.getByRole('tooltip', { name: 'Todos' })).toBeVisible()
})

test('the clock shows HH:mm and dd/mm/yyyy and ticks', async ({ page }) => {
  // A whole minute of slack, so a slow load never crosses the minute before the first check.
  await page.clock.install({ time: new Date(2026, 10, 22, 9, 5, 0) })
  await open(page, '/')
  const button = page.getByRole('button', { name: /^Notifications/ })
  await expect(button.getByTestId('clock-time')).toHaveText('09:05')
  await expect(button.getByTestId('clock-date')).toHaveText('22/11/2026')
  await page.clock.runFor(61_000)
  await expect(button.getByTestId('clock-time')).toHaveText('09:06')
})

test('the clock honours the saved clock and date formats', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 1, 3, 15, 7, 0) })
  await open(page, '/settings/general')
  await page.getByLabel('Clock format').selectOption({ label: '12-hour' })
  await page.getByLabel('Date format').selectOption('yyyy-mm-dd')
  await page.getByRole('button', { name: 'Save' }).click()
  const button = page.getByRole('button', { name: /^Notifications/ })
  await expect(button.getByTestId('clock-time')).toHaveText('3:07 PM')
  await expect(button.getByTestId('clock-date')).toHaveText('2026-02-03')
  await page.reload()
  await expect(
    page.getByRole('button', { name: /^Notifications/ }).getByTestId('clock-time'),
  ).toHaveText('3:07 PM')
})

test('the display name greets the user on Overview, and the start section opens a bare visit', async ({
  page,
}) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Robin')
  await page.getByLabel('Start section').selectOption({ label: 'Notes' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()
  await taskbar(page).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('region', { name: 'Greeting and clock', exact: true })).toContainText(
    ', Robin',
  )
  await page.goto('./')
  await expect(page).toHaveURL(/#\/notes$/)
  await expect(page).toHaveTitle('Notes · Hearth')
  // An explicit address still wins.
  await page.goto('./#/')
  await expect(page).toHaveTitle('Overview · Hearth')
})

test('a section whose code fails to download says so, keeps the shell and recovers on navigation', async ({
  page,
}) => {
  // Hearth imports a failed chunk once more (under ?retry=n): both attempts fail.
  await page.route(/bookmarks-page-[^/]*\.js(\?.*)?$/, (route) => route.abort())
  await open(page, '/')
  await taskbar(page).getByRole('link', { name: 'Bookmarks' }).click()
  const failed = page.getByRole('heading', { name: 'Could not open this page' })
  await expect(failed).toBeVisible()
  await expect(
    page.getByText('Its code could not be downloaded. Check your connection and try again.'),
  ).toBeVisible()
  await expect(taskbar(page)).toBeVisible()
  await taskbar(page).getByRole('link', { name: 'Todos' }).click()
  await expect(failed).toHaveCount(0)
  await expect(page).toHaveTitle('Todos · Hearth')
})

test('a slow section shows a spinner in the content area while the shell stays', async ({
  page,
}) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/notes-page-.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await open(page, '/')
  await taskbar(page).getByRole('link', { name: 'Notes' }).click()
  const spinner = page.getByRole('main').getByRole('status', { name: 'Loading section' })
  await expect(spinner).toBeVisible()
  await expect(taskbar(page)).toBeVisible()
  release()
  await expect(spinner).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible()
})

test('a first visit never fetches the inlined stylesheet again; boot.js lists and fetches the Overview code', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await open(page, '/')
  await expect(page.locator('#content').getByText('Good', { exact: false }).first()).toBeVisible()
  const modules = JSON.parse((await page.locator('#hearth-modules').textContent()) ?? '{}') as {
    overview: string[]
  }
  expect(modules.overview.length).toBeGreaterThan(0)
  for (const href of modules.overview) expect(requested).toContain(href.replace(/^\./, ''))
  const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href')
  expect(inlined).toMatch(/\.css$/)
  expect(requested).not.toContain(inlined!.replace(/^\./, ''))
})
