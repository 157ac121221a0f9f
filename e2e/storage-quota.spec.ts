import { expect, test } from './test'
import { main, open, toastWith } from './helpers'

// Chromium keeps about 5.2 million characters of localStorage per site. These tests fill it as a
// user could, which only a real browser can show: jsdom and happy-dom have no quota.

test('a tool input too long to keep is used but not remembered, and settings are still saved', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // Base64 just over the 100,000 characters a tool keeps. (Before that limit two inputs of
  // about 2.6 million characters filled the site's storage, and settings were lost: the unit
  // tests of tool-input.ts play that through with a storage of that room.)
  const big = 'QUFB'.repeat(25_001)
  const note = /^Not remembered: this text is over 100,000 characters/

  await open(page, '/tools/encode')
  await page.getByRole('radio', { name: 'Decode', exact: true }).check()
  await page.getByRole('textbox', { name: 'Input' }).fill(big)
  await expect(main(page).getByText(note)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue(/^AAAAAA/)

  await open(page, '/settings/general')
  await page.getByRole('textbox', { name: 'Display name' }).fill('Alice')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toastWith(page, 'Settings saved')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Alice')
  // The tool opens with its options, and its default text in place of the long one.
  await open(page, '/tools/encode')
  await expect(page.getByRole('radio', { name: 'Decode', exact: true })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Input' })).toHaveValue('Hello, Hearth! 👋')
  await expect(main(page).getByText(note)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a setting change the full storage refuses is not lost silently', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await open(page, '/settings/taskbar')
  // Something else has taken all the room there is.
  await page.evaluate(() => {
    let size = 1 << 22
    for (let n = 0; size > 0; n++) {
      try {
        localStorage.setItem(`e2e-filler-${n}`, 'x'.repeat(size))
      } catch {
        size >>= 1
      }
    }
  })
  await page.getByRole('checkbox', { name: 'Show seconds' }).check()
  await expect(toastWith(page, 'Settings not saved')).toContainText(
    'This browser’s storage for Hearth is full, so your change lasts only until Hearth is reloaded.',
  )
  // It still applies in this tab.
  await expect(page.getByRole('checkbox', { name: 'Show seconds' })).toBeChecked()
  expect(errors).toEqual([])
})
