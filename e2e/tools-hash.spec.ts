import { expect, test } from './test'
import { open } from './helpers'

test('Hash: the four SHA digests of text and of a file, a check against an expected hash, clear errors', async ({
  page,
}) => {
  await open(page, '/tools/hash')
  await page.getByRole('textbox', { name: 'Text' }).fill('abc')
  const sha256 = page.getByRole('textbox', { name: 'SHA-256', exact: true })
  await expect(sha256).toHaveValue(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  await expect(page.getByRole('textbox', { name: 'SHA-1', exact: true })).toHaveValue(
    'a9993e364706816aba3e25717850c26c9cd0d89d',
  )
  const compare = page.getByRole('textbox', { name: 'Compare with' })
  await compare.fill('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD')
  await expect(page.getByRole('status').filter({ hasText: 'Matches' })).toHaveText(
    '✓ Matches SHA-256',
  )
  await compare.fill('ba7816bf00')
  await expect(page.getByText('✗ No match: none of the four digests is that hash.')).toBeVisible()
  await compare.fill('not a hash!')
  await expect(
    page.getByText('That is not a hash: use hexadecimal (0–9, a–f) or Base64.'),
  ).toBeVisible()
  await expect(compare).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('radio', { name: 'Base64' }).check()
  await expect(sha256).toHaveValue('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Hash a file' }).click()
  await (
    await chooser
  ).setFiles({ name: 'empty.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) })
  await expect(page.getByText('File: empty.bin, 0 bytes')).toBeVisible()
  await page.getByRole('radio', { name: 'Hex' }).check()
  await expect(sha256).toHaveValue(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  )
  await page.getByRole('button', { name: 'Hash text instead' }).click()

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('abc')
  await expect(sha256).toHaveValue(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
})
