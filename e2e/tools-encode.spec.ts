import { expect, test } from './test'
import { open } from './helpers'

test('Encode / decode: Base64, URL and HTML entities both ways, clear errors, files, remembered input', async ({
  page,
}) => {
  await open(page, '/tools/encode')
  const input = page.getByRole('textbox', { name: 'Input' })
  const output = page.getByRole('textbox', { name: 'Output' })
  await input.fill('héllo 👋')
  await expect(output).toHaveValue('aMOpbGxvIPCfkYs=')
  await page.getByRole('radio', { name: 'Decode' }).check()
  await input.fill('aMOpbGxvIPCfkYs')
  await expect(output).toHaveValue('héllo 👋')
  await input.fill('Zm9v!')
  await expect(page.getByRole('alert')).toHaveText('“!” (character 5) is not a Base64 character.')
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('radio', { name: 'URL' }).check()
  await input.fill('100%')
  await expect(page.getByRole('alert')).toHaveText(/Malformed percent-encoding at character 4/)
  await input.fill('a%20b%26c')
  await expect(output).toHaveValue('a b&c')

  await page.getByRole('radio', { name: 'HTML entities' }).check()
  await page.getByRole('radio', { name: 'Encode' }).check()
  await input.fill('<b>Tom & Jerry</b>')
  await expect(output).toHaveValue('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;')

  await page.getByRole('radio', { name: 'Base64' }).check()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Encode a file' }).click()
  await (
    await chooser
  ).setFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('foobar') })
  await expect(page.getByRole('textbox', { name: 'Base64 of the file' })).toHaveValue('Zm9vYmFy')
  await expect(page.getByRole('textbox', { name: 'Data URL' })).toHaveValue(
    'data:text/plain;base64,Zm9vYmFy',
  )

  await page.reload()
  await expect(input).toHaveValue('<b>Tom & Jerry</b>')
  await expect(page.getByRole('radio', { name: 'Base64' })).toBeChecked()
})
