import { expect, test } from './test'
import { open } from './helpers'

test('UUID and passwords: v4 and v7 UUIDs, a UUID checked, passwords and passphrases with their strength; options remembered, secrets not', async ({
  page,
}) => {
  await open(page, '/tools/uuid')
  const uuids = page.getByRole('textbox', { name: 'UUIDs' })
  await expect(uuids).toHaveValue(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  await page.getByRole('radio', { name: 'v7 (time-ordered)' }).check()
  await page.getByRole('textbox', { name: 'How many' }).fill('3')
  await page.getByRole('button', { name: 'Generate UUIDs' }).click()
  await expect(uuids).toHaveValue(
    /^([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){2}[0-9a-f-]{36}$/,
  )
  const first = (await uuids.inputValue()).split('\n')[0]!
  await page.getByRole('textbox', { name: 'Check a UUID' }).fill(first)
  await expect(page.getByRole('status').filter({ hasText: 'Version 7' })).toContainText(
    `Version 7 (Unix time-ordered), variant RFC 9562, made ${new Date().toISOString().slice(0, 10)}`,
  )
  await page.getByRole('textbox', { name: 'Check a UUID' }).fill('not-a-uuid')
  await expect(
    page.getByText('That is not a UUID: it needs 32 hexadecimal digits, as 8-4-4-4-12.'),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'How many' }).fill('500')
  await expect(page.getByText('How many must be a whole number from 1 to 100.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate UUIDs' })).toBeDisabled()
  await page.getByRole('textbox', { name: 'How many' }).fill('3')

  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  await expect(password).toHaveValue(/^.{20}$/)
  await expect(page.getByText(/About 129 bits of entropy: Very strong\./)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Symbols' }).uncheck()
  await page.getByRole('checkbox', { name: 'Uppercase letters' }).uncheck()
  await expect(password).toHaveValue(/^[a-z0-9]{20}$/)
  for (const name of ['Lowercase', 'Digits']) await page.getByRole('checkbox', { name }).uncheck()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose at least one kind of character.' }),
  ).toBeVisible()
  await page.getByRole('checkbox', { name: 'Digits' }).check()
  await expect(password).toHaveValue(/^[0-9]{20}$/)
  await expect(page.getByText('About 66 bits of entropy: Strong.')).toBeVisible()
  const secret = await password.inputValue()

  await page.getByRole('radio', { name: 'Passphrase' }).check()
  const phrase = page.getByRole('textbox', { name: 'Passphrase', exact: true })
  await expect(phrase).toHaveValue(/^[a-z]+(-[a-z]+){5}$/)
  await expect(
    page.getByText('About 67 bits of entropy: Strong. Words from a list of 2,414.'),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByRole('radio', { name: 'v7 (time-ordered)' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Passphrase' })).toBeChecked()
  const stored = await page.evaluate(() => Object.values(localStorage).join('\n'))
  expect(stored).not.toContain(secret)
  expect(stored).not.toContain(await phrase.inputValue())
})
