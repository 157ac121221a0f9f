import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from './test'
import chromiumArgs from '../scripts/chromium-args.json' with { type: 'json' }
import {
  addSmallSample,
  corruptPersonal,
  main,
  openReady,
  recordCount,
  resetPersonal,
  restoreSnapshot,
  workspaceSwitcher,
} from './helpers'

test('a first run has one workspace, Personal, and marks the document ready', async ({ page }) => {
  await openReady(page, '/settings/workspaces')
  const items = page.getByRole('list', { name: 'Workspaces' }).getByRole('listitem')
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('Personal')
  await expect(items.first()).toContainText('Active')
  await expect(items.first().getByRole('button', { name: 'Delete' })).toBeDisabled()
})

test('data survives a reload and a new browser on the same profile', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'hearth-profile-'))
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
      baseURL: test.info().project.use.baseURL,
    })
  try {
    let context = await launch()
    let page = await context.newPage()
    await openReady(page, '/settings/data')
    await expect(page.getByTestId('storage-persistence')).toHaveText(/Not asked yet/)
    await addSmallSample(page)
    await expect(recordCount(page, 'Todos')).toHaveText('30')
    // The first real write asked the browser for persistent storage; the answer is shown.
    await expect(page.getByTestId('storage-persistence')).not.toHaveText(/Not asked yet/)
    await expect(page.getByTestId('storage-used')).toHaveText(/\d/)
    await page.reload()
    await expect(recordCount(page, 'Todos')).toHaveText('30')
    await context.close()

    context = await launch()
    page = await context.newPage()
    await openReady(page, '/settings/data')
    await expect(recordCount(page, 'Todos')).toHaveText('30')
    await expect(recordCount(page, 'Notes')).toHaveText('10')
    await context.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})

test('two pages of one browser see each other’s edits at once', async ({ context }) => {
  const a = await context.newPage()
  const b = await context.newPage()
  await openReady(a, '/settings/data')
  await openReady(b, '/settings/data')
  await addSmallSample(a)
  await expect(recordCount(b, 'Bookmarks')).toHaveText('40')
  await addSmallSample(b)
  await expect(recordCount(a, 'Bookmarks')).toHaveText('80')
  await expect(recordCount(b, 'Bookmarks')).toHaveText('80')

  await b.goto('./#/settings/workspaces')
  await a.goto('./#/settings/workspaces')
  await a.getByRole('button', { name: 'New workspace' }).click()
  await a.getByRole('dialog', { name: 'New workspace' }).getByLabel('Name').fill('Shared')
  await a.getByRole('button', { name: 'Create' }).click()
  await expect(b.getByRole('list', { name: 'Workspaces' }).getByText('Shared')).toBeVisible()

  // Settings too: a change in one page shows in the other at once, and the other page's next
  // change keeps it (it used to write back its older settings whole).
  await a.goto('./#/settings/taskbar')
  await b.goto('./#/settings/taskbar')
  await main(a).getByRole('checkbox', { name: 'Show seconds' }).check()
  await expect(main(b).getByRole('checkbox', { name: 'Show seconds' })).toBeChecked()
  await main(b).getByRole('checkbox', { name: 'Show labels under icons' }).check()
  await a.reload()
  await expect(main(a).getByRole('checkbox', { name: 'Show seconds' })).toBeChecked()
  await expect(main(a).getByRole('checkbox', { name: 'Show labels under icons' })).toBeChecked()
})

test('workspaces can be created, switched, renamed, duplicated and deleted', async ({ page }) => {
  await openReady(page, '/settings/workspaces')
  const list = page.getByRole('list', { name: 'Workspaces' })
  const item = (name: string) =>
    list.getByRole('listitem').filter({ hasText: new RegExp(`^${name}(Active)?(Switch to|$)`) })

  await page.getByRole('button', { name: 'New workspace' }).click()
  const dialog = page.getByRole('dialog', { name: 'New workspace' })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Give the workspace a name.')).toBeVisible()
  await dialog.getByLabel('Name').fill('Work')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)

  await item('Work').getByRole('button', { name: 'Switch to' }).click()
  await expect(item('Work')).toContainText('Active')
  await page.goto('./#/settings/data')
  await addSmallSample(page)
  await page.goto('./#/settings/workspaces')

  await item('Work').getByRole('button', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename workspace' })
  await expect(rename.getByLabel('Name')).toHaveValue('Work')
  // A name another workspace has is refused, and the dialog keeps what was typed.
  await rename.getByLabel('Name').fill('personal')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(
    rename.getByText('A workspace named “personal” already exists. Choose another name.'),
  ).toBeVisible()
  await expect(rename.getByLabel('Name')).toHaveValue('personal')
  await rename.getByLabel('Name').fill('Office')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(item('Office')).toContainText('Active')

  await item('Office').getByRole('button', { name: 'Duplicate' }).click()
  await expect(item('Office copy')).toBeVisible()
  await item('Office copy').getByRole('button', { name: 'Switch to' }).click()
  await page.goto('./#/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('30')

  // The active workspace is remembered on this device.
  await page.reload()
  await page.goto('./#/settings/workspaces')
  await expect(item('Office copy')).toContainText('Active')

  await item('Office').getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete Office?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await item('Personal').getByRole('button', { name: 'Switch to' }).click()
  await page.goto('./#/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('0')
})

test('a workspace with the longest name duplicates, and its toasts keep the name inside', async ({
  page,
}) => {
  await openReady(page, '/settings/workspaces')
  const long = 'W'.repeat(60)
  await page.getByRole('button', { name: 'New workspace' }).click()
  const dialog = page.getByRole('dialog', { name: 'New workspace' })
  await dialog.getByLabel('Name').fill(long)
  await dialog.getByRole('button', { name: 'Create' }).click()
  const toast = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
  await expect(toast.getByText(`Created ${long}`)).toBeVisible()
  // One word longer than the toast is wide breaks inside the toast.
  const overflows = (text: string) =>
    toast.getByText(text).evaluate((title) => {
      const box = title.closest('li')!.getBoundingClientRect()
      const own = title.getBoundingClientRect()
      return own.right > box.right || title.scrollWidth > title.clientWidth
    })
  expect(await overflows(`Created ${long}`)).toBe(false)

  const list = page.getByRole('list', { name: 'Workspaces' })
  await list
    .getByRole('listitem')
    .filter({ hasText: long })
    .getByRole('button', { name: 'Duplicate' })
    .click()
  const copy = `${'W'.repeat(55)} copy`
  await expect(list.getByRole('listitem').filter({ hasText: copy })).toBeVisible()
  await expect(toast.getByText(`Created ${copy}`)).toBeVisible()
  expect(await overflows(`Created ${copy}`)).toBe(false)
})

test('a failed write (quota) shows an error toast and notification, and the next load stores what failed', async ({
  page,
}) => {
  await openReady(page, '/settings/data')
  await addSmallSample(page)
  await page.evaluate(() => {
    IDBObjectStore.prototype.add = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await page.getByRole('button', { name: 'Generate sample data' }).click()
  await page
    .getByRole('dialog', { name: 'Generate sample data' })
    .getByRole('button', { name: 'Small' })
    .click()
  const toasts = page.getByRole('region', { name: 'Toasts' })
  await expect(toasts.getByText('Changes could not be saved')).toBeVisible()
  await expect(toasts.getByText(/export your workspace/)).toBeVisible()
  // Still there in memory.
  await expect(recordCount(page, 'Todos')).toHaveText('60')
  await expect(
    page.getByRole('button', { name: /^Notifications \(\d+\), / }),
  ).not.toHaveAccessibleName(/^Notifications \(none\)/)

  // Leaving the page keeps what could not be stored aside (the journal); the next load, where
  // writes work again, stores it: nothing is lost.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
  await expect(recordCount(page, 'Todos')).toHaveText('60')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
  await expect(recordCount(page, 'Todos')).toHaveText('60')
})

test('the main menu and the search palette switch workspaces', async ({ page }) => {
  await openReady(page, '/settings/workspaces')
  await page.getByRole('button', { name: 'New workspace' }).click()
  await page.getByRole('dialog', { name: 'New workspace' }).getByLabel('Name').fill('Garden')
  await page.getByRole('button', { name: 'Create' }).click()
  const list = page.getByRole('list', { name: 'Workspaces' })
  await expect(list.getByRole('listitem')).toHaveCount(2)

  const switcher = await workspaceSwitcher(page)
  await expect(switcher.getByRole('button', { name: 'Personal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await switcher.getByRole('button', { name: 'Garden' }).click()
  await expect(list.getByRole('listitem').filter({ hasText: 'Garden' })).toContainText('Active')

  await page.keyboard.press('Control+k')
  await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('personal')
  await page.getByRole('option', { name: 'Switch to workspace: Personal' }).click()
  await expect(list.getByRole('listitem').filter({ hasText: 'Personal' })).toContainText('Active')
})

test('a daily snapshot can be restored after the workspace was emptied', async ({ page }) => {
  await openReady(page, '/settings/data')
  await expect(page.getByText('No snapshots yet.')).toBeVisible()
  await addSmallSample(page)
  // Today's snapshot is taken when a workspace with content opens.
  await page.reload()
  const snapshots = page.getByRole('list', { name: 'Snapshots' })
  await expect(snapshots.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 })
  await expect(snapshots.getByRole('listitem').first()).toContainText(
    '30 todos · 10 notes · 40 bookmarks',
  )

  await resetPersonal(page)
  await restoreSnapshot(page)
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await page.reload()
  await expect(recordCount(page, 'Todos')).toHaveText('30')
})

test('a Large sample, stored a slice at a time, comes and goes as one undo step', async ({
  page,
}) => {
  await openReady(page, '/settings/data')
  await page.getByRole('button', { name: 'Generate sample data' }).click()
  await page
    .getByRole('dialog', { name: 'Generate sample data' })
    .getByRole('button', { name: 'Large', exact: true })
    .click()
  await expect(page.getByText('Sample data added')).toBeVisible({ timeout: 30_000 })
  await expect(recordCount(page, 'Todos')).toHaveText(/^10,?000$/)
  await expect(recordCount(page, 'Bookmarks')).toHaveText(/^10,?000$/)
  await page.keyboard.press('Control+z')
  await expect(recordCount(page, 'Todos')).toHaveText('0')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('0')
  await expect(recordCount(page, 'Notes')).toHaveText('0')
  await page.keyboard.press('Control+Shift+z')
  await expect(recordCount(page, 'Todos')).toHaveText(/^10,?000$/)
  await expect(recordCount(page, 'Notes')).toHaveText(/^1,?000$/)
})

test("today's snapshot of a workspace this tab holds is taken off the page, without a reload", async ({
  page,
}) => {
  await openReady(page, '/settings/data')
  await expect(page.getByText('No snapshots yet.')).toBeVisible()
  // The try a moment after opening finds nothing to keep.
  await page.waitForTimeout(3000)
  await expect(page.getByText('No snapshots yet.')).toBeVisible()
  // The sample is the workspace's first change: its snapshot is taken from what is stored, in a
  // worker, a moment later (not at the next hourly check).
  await addSmallSample(page)
  const snapshots = page.getByRole('list', { name: 'Snapshots' })
  await expect(snapshots.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 })
  await expect(snapshots.getByRole('listitem').first()).toContainText(
    '30 todos · 10 notes · 40 bookmarks',
  )
})

test('a workspace whose stored data cannot be read opens read-only with a way out', async ({
  page,
}) => {
  await openReady(page, '/settings/data')
  await addSmallSample(page)
  // Corrupt the stored document from another page of the same origin.
  await corruptPersonal(page)
  await page.goto('./#/')
  const alert = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'This workspace could not be read' })
  await expect(alert).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Toasts' }).getByText('This workspace could not be read'),
  ).toBeVisible()
  const [raw] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Export raw data' }).click(),
  ])
  expect(raw.suggestedFilename()).toMatch(/^hearth-raw-personal-/)

  await alert.getByRole('button', { name: 'Reset workspace' }).click()
  await page
    .getByRole('dialog', { name: 'Reset workspace?' })
    .getByRole('button', { name: 'Reset workspace' })
    .click()
  await expect(alert).toHaveCount(0)
  await page.goto('./#/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('0')
  await addSmallSample(page)
  await page.reload()
  await expect(recordCount(page, 'Todos')).toHaveText('30')
})
