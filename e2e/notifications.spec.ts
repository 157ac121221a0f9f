import { expect, test } from './test'
import { open } from './helpers'

test('the notification centre adds, dismisses and clears, and the dot shows the most severe kind', async ({
  page,
}) => {
  await open(page, '/')
  const button = page.getByRole('button', { name: /^Notifications/ })
  const dot = button.getByTestId('status-dot')
  await expect(button).toHaveAccessibleName(/^Notifications \(none\), /)
  await expect(dot).toBeHidden()
  await expect(dot).not.toHaveAttribute('data-kind')

  await button.click()
  const centre = page.getByRole('dialog', { name: 'Notifications' })
  await expect(centre).toBeVisible()
  await expect(centre.getByText("You're all caught up.")).toBeVisible()
  await expect(centre.getByRole('button', { name: 'Clear all' })).toBeDisabled()

  // Samples are random; add until two kinds are present, then check the dot against the list.
  const add = centre.getByRole('button', { name: 'Add sample notification' })
  const items = centre.getByRole('listitem')
  for (let i = 0; i < 12; i++) await add.click()
  await expect(items).toHaveCount(12)
  await expect(button).toHaveAccessibleName(/^Notifications \(12\), /)

  const kinds = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')))
  const expected = ['error', 'warn', 'success', 'info'].find((k) => kinds.includes(k))!
  await expect(dot).toBeVisible()
  await expect(dot).toHaveAttribute('data-kind', expected)

  // Each title is the kind's name (a warning reads 'Warning'), with one sentence as its message.
  const names: Record<string, string> = {
    error: 'Error',
    warn: 'Warning',
    success: 'Success',
    info: 'Info',
  }
  for (const item of await items.all()) {
    const kind = (await item.getAttribute('data-kind'))!
    await expect(item.getByText(names[kind]!, { exact: true })).toBeVisible()
  }

  // Newest first: the next sample lands at the top.
  await add.click()
  await expect(items).toHaveCount(13)
  const firstBefore = await items.nth(1).textContent()
  await expect(items.nth(1)).toHaveText(firstBefore!)

  // Dismissing every notification of the most severe kind moves the dot to the next kind.
  while ((await centre.locator(`li[data-kind="${expected}"]`).count()) > 0) {
    await centre
      .locator(`li[data-kind="${expected}"]`)
      .first()
      .getByRole('button', { name: 'Dismiss' })
      .click()
  }
  const left = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')))
  const next = ['error', 'warn', 'success', 'info'].find((k) => left.includes(k))
  if (next) await expect(dot).toHaveAttribute('data-kind', next)

  await centre.getByRole('button', { name: 'Clear all' }).click()
  await expect(items).toHaveCount(0)
  await expect(dot).toBeHidden()
  await expect(button).toHaveAccessibleName(/^Notifications \(none\), /)
})

test('the bell is filled only while notifications exist', async ({ page }) => {
  await open(page, '/')
  const button = page.getByRole('button', { name: /^Notifications/ })
  const bell = button.locator('svg[data-filled]')
  await expect(bell).toHaveAttribute('data-filled', 'false')
  await button.click()
  await page.getByRole('button', { name: 'Add sample notification' }).click()
  await expect(bell).toHaveAttribute('data-filled', 'true')
})
