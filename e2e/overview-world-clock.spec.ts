import { expect, test } from './test'
import { main, open } from './helpers'

test('time zones typed in lower case are spelt as the IANA database does, aliases too', async ({
  page,
}) => {
  await open(page, '/')
  const clock = main(page).getByRole('region', { name: 'Greeting and clock', exact: true })
  await clock.hover()
  await clock.getByRole('button', { name: 'Widget settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Widget settings' })
  const field = dialog.getByRole('textbox', { name: 'Add time zone' })
  // Chromium's Intl calls the first two Asia/Calcutta and the third America/New_York.
  for (const typed of ['asia/kolkata', 'asia/calcutta', 'us/eastern', 'europe/paris']) {
    await field.fill(typed)
    await field.press('Enter')
  }
  await expect(dialog.getByRole('list', { name: 'Time zones' }).getByRole('listitem')).toHaveText([
    'Asia/Kolkata',
    'Asia/Calcutta',
    'US/Eastern',
    'Europe/Paris',
  ])
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(clock.getByRole('list', { name: 'Time zones' }).getByRole('listitem')).toHaveText([
    /^Kolkata — /,
    /^Calcutta — /,
    /^Eastern — /,
    /^Paris — /,
  ])
})
