import { readFile } from 'node:fs/promises'
import { expect, test } from './test'
import { open } from './helpers'

test('qr code: preview, PNG and SVG downloads, too long, remembered', async ({ page }) => {
  await open(page, '/tools/qr-code')
  const text = page.getByRole('textbox', { name: 'Text or link' })
  const png = page.getByRole('button', { name: 'Download PNG' })
  const svg = page.getByRole('button', { name: 'Download SVG' })
  await expect(png).toBeDisabled()

  await text.fill('https://example.com/hearth')
  await page.getByRole('combobox', { name: 'Size' }).selectOption('256')
  await expect(
    page.getByRole('img', { name: 'QR code for https://example.com/hearth' }),
  ).toBeVisible()

  const [pngFile] = await Promise.all([page.waitForEvent('download'), png.click()])
  expect(pngFile.suggestedFilename()).toBe('qr-code.png')
  const bytes = await readFile(await pngFile.path())
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  // IHDR: the width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256])

  const [svgFile] = await Promise.all([page.waitForEvent('download'), svg.click()])
  expect(svgFile.suggestedFilename()).toBe('qr-code.svg')
  const svgText = await readFile(await svgFile.path(), 'utf8')
  const root = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml')
    return doc.querySelector('parsererror') ? 'parse error' : doc.documentElement.nodeName
  }, svgText)
  expect(root).toBe('svg')

  await page.getByRole('combobox', { name: 'Error correction' }).selectOption({ label: 'High' })
  await text.fill('x'.repeat(1300))
  await expect(page.getByRole('alert')).toHaveText(/^Too long for a QR code: 1,300 bytes/)
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(0)
  await expect(png).toBeDisabled()
  await expect(svg).toBeDisabled()

  await text.fill('Hello from Hearth')
  await page.reload()
  await expect(text).toHaveValue('Hello from Hearth')
  await expect(page.getByRole('combobox', { name: 'Error correction' })).toHaveValue('H')
  await expect(page.getByRole('img', { name: 'QR code for Hello from Hearth' })).toBeVisible()
})
