import { expect, test } from './test'
import { open } from './helpers'
import { add, newList, toastWith } from './todos-helpers'

test('a reminder fires once, in the notification centre of both open pages, and drives the dot', async ({
  context,
}) => {
  const start = new Date(2026, 10, 23, 9, 0, 0)
  const a = await context.newPage()
  const b = await context.newPage()
  for (const page of [a, b]) await page.clock.install({ time: start })
  await open(a, '/todos')
  await open(b, '/')
  await add(a, 'Call the plumber')
  await a.getByRole('button', { name: 'Details of “Call the plumber”' }).click()
  const details = a.getByRole('dialog', { name: 'Todo details' })
  await details.getByLabel('Reminder', { exact: true }).fill('2026-11-23T09:01')
  await details.getByRole('button', { name: 'Done' }).click()

  for (const page of [a, b]) await page.clock.fastForward('01:30')
  const toast = toastWith(a, 'Call the plumber')
  await expect(toast.getByRole('button', { name: 'Snooze 10 min' })).toBeVisible()
  await expect(toast.getByRole('button', { name: 'Complete' })).toBeVisible()
  for (const page of [a, b]) {
    const button = page.getByRole('button', { name: /^Notifications/ })
    await expect(button).toHaveAccessibleName(/^Notifications \(1\), /)
    await expect(button.getByTestId('status-dot')).toHaveAttribute('data-kind', 'info')
    await button.click()
    const centre = page.getByRole('dialog', { name: 'Notifications' })
    await expect(centre.getByRole('listitem')).toHaveCount(1)
    await expect(centre.getByRole('listitem')).toContainText('Call the plumber')
    await page.keyboard.press('Escape')
  }
  // Only the page that fired shows the toast; time passing fires nothing more.
  await expect(toastWith(b, 'Call the plumber')).toHaveCount(0)
  for (const page of [a, b]) await page.clock.fastForward('05:00')
  await a.reload()
  await b.reload()
  for (const page of [a, b]) await page.clock.fastForward('01:00')
  for (const page of [a, b])
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      /^Notifications \(none\), /,
    )
})

test('a reminder that came due while Hearth was closed shows as missed on the next open, on the clock set', async ({
  context,
}) => {
  const before = await context.newPage()
  await before.clock.install({ time: new Date(2026, 10, 23, 9, 0, 0) })
  await open(before, '/todos')
  await add(before, 'Renew the passport')
  await before.getByRole('button', { name: 'Details of “Renew the passport”' }).click()
  await before.getByLabel('Reminder', { exact: true }).fill('2026-11-23T12:00')
  await before.getByRole('button', { name: 'Done' }).click()
  await before.close()
  // Hearth is closed until the afternoon; Settings > General has the 12-hour clock.
  const after = await context.newPage()
  await after.addInitScript(() =>
    localStorage.setItem(
      'hearth:preferences',
      JSON.stringify({ state: { clockFormat: '12h' }, version: 1 }),
    ),
  )
  await after.clock.install({ time: new Date(2026, 10, 23, 15, 0, 0) })
  await open(after, '/')
  const button = after.getByRole('button', { name: /^Notifications/ })
  await expect(button).toHaveAccessibleName(/^Notifications \(1\), /)
  await expect(button.getByTestId('status-dot')).toHaveAttribute('data-kind', 'warn')
  await button.click()
  const item = after.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem')
  await expect(item).toContainText('Missed reminder')
  await expect(item).toContainText('Renew the passport')
  await expect(item).toContainText('was due 23 Nov 2026, 12:00 PM')
})

test('a todo whose list was deleted to the Trash never reminds', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 10, 23, 9, 0, 0) })
  await open(page, '/todos')
  await newList(page, 'Errands')
  await add(page, 'Collect the parcel')
  await page.getByRole('button', { name: 'Details of “Collect the parcel”' }).click()
  const details = page.getByRole('dialog', { name: 'Todo details' })
  await details.getByLabel('Reminder', { exact: true }).fill('2026-11-23T09:01')
  await details.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete list' }).click()
  await page
    .getByRole('dialog', { name: 'Delete “Errands”?' })
    .getByRole('button', { name: 'Delete list' })
    .click()
  await expect(toastWith(page, 'List deleted')).toBeVisible()

  await page.clock.fastForward('02:00')
  await expect(toastWith(page, 'Collect the parcel')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    /^Notifications \(none\), /,
  )
  // Nor after a new start, as a missed reminder.
  await page.reload()
  await page.clock.fastForward('01:00')
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    /^Notifications \(none\), /,
  )
})
