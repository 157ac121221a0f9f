import { expect, test, type Page } from './test'
import { open } from './helpers'

const field = (page: Page) => page.getByRole('textbox', { name: 'Colour', exact: true })
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

test('a colour typed in each format reads in every other; an unreadable one keeps its text', async ({
  page,
}) => {
  await open(page, '/tools/color-picker')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour picker')
  // Pure red in every format the field takes, and what the others then say.
  for (const text of [
    '#f00',
    '#ff0000ff',
    'rgb(255 0 0)',
    'hsl(0 100% 50%)',
    'hwb(0 0% 0%)',
    'lab(54.29 80.8 69.89)',
    'lch(54.29 106.84 40.86)',
    'oklab(62.8% 0.2249 0.1258)',
    'oklch(62.8% 0.2577 29.23)',
    'color(display-p3 0.9175 0.2003 0.1386)',
    'red',
  ]) {
    await field(page).fill(text)
    await expect(output(page, 'HEX'), text).toHaveValue('#ff0000')
    await expect(output(page, 'RGB'), text).toHaveValue('rgb(255 0 0)')
    await expect(output(page, 'HSL'), text).toHaveValue(/^hsl\((0|359\.9\d|0\.0\d) 100% 50%\)$/)
    await expect(output(page, 'OKLCH'), text).toHaveValue(
      /^oklch\(62\.[78]\d?% 0\.257\d 29\.2\d\)$/,
    )
    await expect(output(page, 'Display P3'), text).toHaveValue(
      /^color\(display-p3 0\.917\d 0\.200\d 0\.13\d\d\)$/,
    )
    await expect(output(page, 'Name'), text).toHaveValue('red')
  }
  // Translucent, and a colour no screen in sRGB shows.
  await field(page).fill('#3b82f680')
  await expect(output(page, 'RGB')).toHaveValue('rgb(59 130 246 / 0.502)')
  await expect(page.getByRole('slider', { name: 'Alpha' })).toHaveAttribute('aria-valuenow', '50')
  await field(page).fill('oklch(70% 0.3 150)')
  await expect(page.getByText('Outside sRGB')).toBeVisible()
  await expect(output(page, 'Mapped to sRGB')).toHaveValue('#00c248')
  await expect(output(page, 'Lab')).toHaveValue('lab(68.76 -94.04 67.48)')

  // Not a colour: the text stays as typed, the tool says so, and it is remembered so.
  await field(page).fill('bluish')
  await expect(page.getByText('“bluish” is not a CSS colour this picker can read.')).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(output(page, 'OKLCH')).toHaveValue('oklch(70% 0.3 150)')
  await page.reload()
  await expect(field(page)).toHaveValue('bluish')
  await expect(page.getByText('“bluish” is not a CSS colour this picker can read.')).toBeVisible()

  // Contrast against a second colour, with the published WCAG and APCA figures.
  await field(page).fill('#888888')
  const contrast = page.getByRole('region', { name: 'Contrast' })
  await contrast.getByRole('textbox', { name: 'Against' }).fill('#fff')
  await expect(contrast.getByText('3.54:1')).toBeVisible()
  await expect(contrast.getByText('Lc 63.1')).toBeVisible()
  await expect(contrast.getByRole('row', { name: /Large text/ })).toContainText('PassFail')
  await contrast.getByRole('textbox', { name: 'Against' }).fill('nope')
  await expect(contrast.getByText('“nope” is not a CSS colour this picker can read.')).toBeVisible()
})

test('a saved colour survives a reload and exports; a swatch and Use as accent apply the colour', async ({
  page,
}) => {
  await open(page, '/tools/color-picker')
  await field(page).fill('#38bdf8')
  await page.getByRole('textbox', { name: 'Colour name' }).fill('Sky')
  await page.getByRole('button', { name: 'Save colour' }).click()
  await expect(page.getByRole('button', { name: 'Use Sky: #38bdf8' })).toBeVisible()

  await page.getByRole('button', { name: 'Complementary: ' }).click()
  await expect(field(page)).not.toHaveValue('#38bdf8')
  await page.reload()
  await page.getByRole('button', { name: 'Use Sky: #38bdf8' }).click()
  await expect(field(page)).toHaveValue('#38bdf8')
  await expect(output(page, 'Palette export')).toHaveValue(':root {\n  --sky: #38bdf8;\n}\n')
  await page.getByRole('combobox', { name: 'Export as' }).selectOption('Tailwind theme')
  await expect(output(page, 'Palette export')).toHaveValue('@theme {\n  --color-sky: #38bdf8;\n}\n')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download palette' }).click()
  expect((await download).suggestedFilename()).toBe('palette-theme.css')

  await page.getByRole('button', { name: 'Use as accent' }).click()
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-accent', 'custom')
  await expect(html).toHaveAttribute('style', /--accent-custom: #38bdf8/)
  await page.reload()
  await expect(html).toHaveAttribute('data-accent', 'custom')
  await open(page, '/settings/theming')
  await expect(page.getByRole('textbox', { name: 'Custom colour' })).toHaveValue('#38bdf8')
})

test('the colour picker by keyboard only', async ({ page }) => {
  await open(page, '/')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused()
  await page.keyboard.type('colour picker')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour picker')

  const area = page.getByRole('slider', { name: 'Saturation and lightness' })
  await area.focus()
  // #3b82f6 is hsl(217 91% 60%): Home takes the saturation to none, a grey of that lightness.
  await page.keyboard.press('Home')
  await expect(field(page)).toHaveValue('#999999')
  await page.keyboard.press('End')
  await page.keyboard.press('PageUp')
  await expect(field(page)).toHaveValue('#ffffff')
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowDown')
  await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, lightness 50%')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('slider', { name: 'Hue' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(field(page)).toHaveValue('#ff0000')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('slider', { name: 'Alpha' })).toBeFocused()
  await page.keyboard.press('PageDown')
  await expect(field(page)).toHaveValue('#ff0000e6')
  await page.keyboard.press('Tab')
  await expect(field(page)).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('oklch(60% 0.15 140)')
  await expect(output(page, 'HEX')).toHaveValue('#499537')

  // Save it by name, reached by Tab from the contrast field.
  await page.getByRole('textbox', { name: 'Colour name' }).focus()
  await page.keyboard.type('Leaf')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Use Leaf: oklch(60% 0.15 140)' })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Delete Leaf' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Use Leaf: oklch(60% 0.15 140)' })).toHaveCount(0)
})
