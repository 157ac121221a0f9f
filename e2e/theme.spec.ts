import { expect, test, type Page } from './test'
import { menuButton, open } from './helpers'

/** Records the <html> state the moment <body> is parsed, before any module script runs. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.documentElement
      ;(window as unknown as { __firstPaint: unknown }).__firstPaint = {
        dark: root.classList.contains('dark'),
        accent: root.dataset.accent,
        radius: root.style.getPropertyValue('--radius'),
      }
    }
    new MutationObserver((_, observer) => {
      if (document.body) {
        record()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

test('dark is the default; the main menu toggle switches mode and names the other one', async ({
  page,
}) => {
  await open(page, '/')
  const html = page.locator('html')
  await expect(html).toHaveClass(/dark/)
  await menuButton(page).click()
  await page.getByRole('button', { name: 'Light mode' }).click()
  await expect(html).not.toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible()
  await page.getByRole('button', { name: 'Dark mode' }).click()
  await expect(html).toHaveClass(/dark/)
})

test('theming applies at once and survives a reload with no flash of the wrong theme', async ({
  page,
}) => {
  await recordFirstPaintTheme(page)
  await open(page, '/settings/theming')
  const html = page.locator('html')
  await page.getByRole('radio', { name: 'Light' }).check()
  await expect(html).not.toHaveClass(/dark/)
  await page.getByRole('radio', { name: 'Violet' }).check()
  await expect(html).toHaveAttribute('data-accent', 'violet')
  const slider = page.getByRole('slider', { name: 'Corner radius' })
  await slider.focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await expect(html).toHaveAttribute('style', /--radius: 12px/)
  await expect(slider).toHaveAttribute('aria-valuenow', '12')

  await page.reload()
  const first = await page.evaluate(
    () => (window as unknown as { __firstPaint: unknown }).__firstPaint,
  )
  expect(first).toEqual({ dark: false, accent: 'violet', radius: '12px' })
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Violet' })).toBeChecked()
  await expect(html).toHaveAttribute('style', /--radius: 12px/)

  // A fresh page in the same browser starts the same way.
  const other = await page.context().newPage()
  await recordFirstPaintTheme(other)
  await other.goto('./#/')
  expect(
    await other.evaluate(() => (window as unknown as { __firstPaint: unknown }).__firstPaint),
  ).toEqual(first)
})

test('System follows prefers-color-scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await open(page, '/settings/theming')
  const html = page.locator('html')
  await page.getByRole('radio', { name: 'System' }).check()
  await expect(html).not.toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/dark/)
  await menuButton(page).click()
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible()
})

test('a custom accent applies when valid and is kept raw when not', async ({ page }) => {
  await open(page, '/settings/theming')
  const html = page.locator('html')
  const field = page.getByLabel('Custom colour')
  await field.fill('#e11d48')
  await expect(html).toHaveAttribute('data-accent', 'custom')
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked()
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent-custom'),
    ),
  ).toBe('#e11d48')
  await field.fill('not a colour')
  await expect(page.getByText('Not a colour this browser understands')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Custom colour')).toHaveValue('not a colour')
  expect(
    await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent-custom')),
  ).toBe('')
})

test('a corrupt stored theme falls back to the defaults without breaking the app', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('hearth:theme', '{"state":{"mode":"purple","radius":"huge"'),
  )
  await open(page, '/')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('style', /--radius: 8px/)
})

test('every accent preset is readable as text on the page and its surfaces, in both modes', async ({
  page,
}) => {
  await open(page, '/settings/theming')
  const accents = page.getByRole('group', { name: 'Accent colour' }).getByRole('radio')
  // Default, the seven colours and Custom.
  await expect(accents).toHaveCount(9)
  const names = (
    await accents.evaluateAll((radios) =>
      radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? ''),
    )
  ).filter((name) => name !== 'Custom')
  const low: string[] = []
  for (const mode of ['Light', 'Dark']) {
    await page.getByRole('radio', { name: mode, exact: true }).check()
    for (const name of names) {
      await page.getByRole('radio', { name, exact: true }).check()
      // WCAG 2.x contrast of the accent (tags are 12 px text in it) on the page, surfaces and
      // hovered or selected rows.
      low.push(
        ...(
          await page.evaluate(() => {
            const style = getComputedStyle(document.documentElement)
            const luminance = (hex: string) => {
              const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
              const linear = (c: number) =>
                c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
              return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
            }
            const text = style.getPropertyValue('--accent').trim()
            return ['--bg', '--surface', '--surface-2'].flatMap((surface) => {
              const [a, b] = [luminance(text), luminance(style.getPropertyValue(surface).trim())]
              const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
              return ratio < 4.5 ? [`${text} on ${surface}: ${ratio.toFixed(2)}`] : []
            })
          })
        ).map((found) => `${mode}, ${name}: ${found}`),
      )
    }
  }
  expect(low).toEqual([])
})
