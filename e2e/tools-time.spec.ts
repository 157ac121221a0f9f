import { expect, test } from './test'
import { open } from './helpers'

test('time: a timestamp and a date in a zone, a time that never happens, the planner, remembered', async ({
  page,
}) => {
  await open(page, '/tools/time')
  const zone = page.getByRole('combobox', { name: 'Time zone', exact: true })
  const timestamp = page.getByRole('textbox', { name: 'Unix timestamp' })
  const output = (name: string) => page.getByRole('textbox', { name, exact: true })

  await zone.fill('America/Los_Angeles')
  await timestamp.fill('1710064799')
  await expect(page.getByText('Read as seconds.')).toBeVisible()
  await expect(output('ISO 8601')).toHaveValue('2024-03-10T01:59:59-08:00')
  await expect(output('UTC')).toHaveValue('2024-03-10T09:59:59Z')
  await expect(output('In America/Los_Angeles')).toHaveValue(/Pacific Standard Time/)

  const dateTime = page.getByLabel('Date and time')
  await dateTime.fill('2024-03-10T02:30')
  await expect(page.getByRole('alert')).toHaveText(
    /2024-03-10 02:30 does not exist in America\/Los_Angeles/,
  )
  await expect(dateTime).toHaveAttribute('aria-invalid', 'true')
  await dateTime.fill('2024-03-10T03:00')
  await expect(output('Unix seconds')).toHaveValue('1710064800')

  await page.getByLabel('Meeting date').fill('2024-06-03')
  for (const name of ['Europe/Berlin', 'America/New_York']) {
    await page.getByRole('combobox', { name: 'Zone to add' }).selectOption(name)
    await page.getByRole('button', { name: 'Add time zone' }).click()
  }
  const hours = page.getByRole('table')
  await expect(hours.getByRole('columnheader', { name: /Europe\/Berlin/ })).toBeVisible()
  await expect(hours.getByRole('row', { name: /^13:00/ })).toContainText('15:00')
  await expect(hours.getByRole('row', { name: /^13:00/ })).toContainText('working hours')

  await timestamp.fill('12abc')
  await expect(page.getByRole('alert')).toHaveText(/“12abc” is not a Unix timestamp/)
  await expect(timestamp).toHaveAttribute('aria-invalid', 'true')
  await zone.fill('Mars/Olympus')
  await expect(page.getByRole('alert').filter({ hasText: 'Mars/Olympus' })).toHaveText(
    /is not a time zone/,
  )
  await timestamp.fill('0')
  // An alias typed in lower case reads as the world clock reads it, in its proper case.
  await zone.fill('us/eastern')
  await expect(output('In US/Eastern')).toHaveValue(/Eastern Standard Time/)
  await zone.fill('Asia/Kolkata')

  await page.reload()
  await expect(timestamp).toHaveValue('0')
  await expect(zone).toHaveValue('Asia/Kolkata')
  await expect(output('ISO 8601')).toHaveValue('1970-01-01T05:30:00+05:30')
  await expect(page.getByRole('button', { name: 'Remove America/New_York' })).toBeVisible()
})
