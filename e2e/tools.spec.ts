import { expect, test } from './test'
import { open } from './helpers'

const TOOL_TITLES = [
  'Colour picker',
  'JSON',
  'Encode / decode',
  'Hash',
  'UUID and passwords',
  'Time',
  'QR code',
]

test('the search palette finds every tool and opens it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
  await open(page, '/')
  const palette = page.getByRole('dialog', { name: 'Search' })
  for (const title of TOOL_TITLES) {
    await page.keyboard.press('Control+k')
    await expect(palette.getByRole('combobox', { name: 'Search' })).toBeFocused()
    await page.keyboard.type(title)
    await expect(palette.getByRole('option', { name: title, exact: true })).toBeVisible()
    // The highlighted tool's code is on its way before it is chosen (from the Overview, no
    // tool's code had been fetched).
    if (title === 'Colour picker')
      await expect
        .poll(() => scripts.some((path) => /\/color-picker-page-[\w-]+\.js$/.test(path)))
        .toBe(true)
    await palette.getByRole('option', { name: title, exact: true }).click()
    await expect(palette).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} · Hearth`)
  }
})

test('on a phone the tools are a list page, and a tool leads back to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, '/tools')
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeHidden()
  await page.getByRole('link', { name: /^QR code/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR code')
  await page.getByRole('link', { name: 'All tools' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools')
  // On a wide screen the list stays beside the tool.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Hash' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash')
  await expect(
    page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Hash' }),
  ).toHaveAttribute('aria-current', 'page')
})
