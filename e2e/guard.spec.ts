import { expect, test, type Page } from './test'
import { open, taskbar } from './helpers'

const TEXT = 'There are unsaved changes present, are you sure you want to leave without saving?'

test('leaving Settings > General with unsaved edits asks first: Cancel stays, Continue leaves', async ({
  page,
}) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Sam')
  await taskbar(page).getByRole('link', { name: 'Notes' }).click()

  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(TEXT)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/#\/settings\/general$/)
  await expect(page.getByLabel('Display name')).toHaveValue('Sam')

  // The 'Close' button acts as cancel too.
  await page.getByRole('link', { name: 'Theming' }).click()
  await page
    .getByRole('dialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect(page).toHaveURL(/#\/settings\/general$/)

  await taskbar(page).getByRole('link', { name: 'Notes' }).click()
  await page
    .getByRole('dialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Continue' })
    .click()
  await expect(page).toHaveURL(/#\/notes$/)
  await expect(page).toHaveTitle('Notes · Hearth')

  // Nothing was saved, so nothing guards the way back.
  await page.goBack()
  await expect(page.getByLabel('Display name')).toHaveValue('')
})

/** Goes to another address as the address bar would: a history entry the router did not make. */
const typeAddress = (page: Page, hash: string) =>
  page.evaluate((next) => {
    window.location.hash = next
  }, hash)

test('Back onto an address typed earlier asks once, and typed addresses go through quietly', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    // Playwright's own note that it blocks service workers here.
    if (/^Service Worker registration blocked/.test(text)) return
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(text)
  })
  await open(page, '/todos')
  await typeAddress(page, '#/notes')
  await expect(page).toHaveTitle('Notes · Hearth')
  await typeAddress(page, '#/settings/general')
  await page.getByLabel('Display name').fill('Sam')

  await page.goBack()
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(dialog.getByText(TEXT)).toBeVisible()
  await expect(page).toHaveURL(/#\/settings\/general$/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  // Asked once: no second question, and the page stays with its edit.
  await page.getByLabel('Display name').press('End')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/#\/settings\/general$/)
  await expect(page.getByLabel('Display name')).toHaveValue('Sam')

  await page.goBack()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/notes$/)
  await expect(page).toHaveTitle('Notes · Hearth')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveTitle('Todos · Hearth')
  await page.goForward()
  await page.goForward()
  await expect(page.getByLabel('Display name')).toHaveValue('')
  expect(warnings).toEqual([])
})

test('saving or resetting disarms the guard', async ({ page }) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Sam')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByLabel('Display name')).toHaveValue('')
  await taskbar(page).getByRole('link', { name: 'Todos' }).click()
  await expect(page).toHaveURL(/#\/todos$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Sam')
  await page.getByRole('button', { name: 'Save' }).click()
  await taskbar(page).getByRole('link', { name: 'Todos' }).click()
  await expect(page).toHaveURL(/#\/todos$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('reloading with unsaved edits shows the browser leave-page prompt', async ({ page }) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Sam')
  // The form has registered its edit (and so armed the prompt) before the reload.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  const prompted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    })
  })
  void page.reload().catch(() => {})
  expect(await prompted).toBe('beforeunload')
  // Dismissed: the edit is still there.
  await expect(page.getByLabel('Display name')).toHaveValue('Sam')
})

test('with no edits a reload does not prompt', async ({ page }) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').click()
  let prompted = false
  page.on('dialog', (dialog) => {
    prompted = true
    void dialog.accept()
  })
  await page.reload()
  await expect(page.getByLabel('Display name')).toBeVisible()
  expect(prompted).toBe(false)
})

test('an address typed over Settings > General with unsaved edits asks first too', async ({
  page,
}) => {
  await open(page, '/settings/general')
  await page.getByLabel('Display name').fill('Sam')
  // Another address in the address bar (or a link to it from outside the app).
  await typeAddress(page, '#/todos')
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(dialog.getByText(TEXT)).toBeVisible()
  await expect(page).toHaveURL(/#\/settings\/general$/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/#\/settings\/general$/)
  await expect(page.getByLabel('Display name')).toHaveValue('Sam')

  await typeAddress(page, '#/todos')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/todos$/)
  await expect(page).toHaveTitle('Todos · Hearth')
  // Nothing was saved.
  await page.goBack()
  await expect(page.getByLabel('Display name')).toHaveValue('')
})

test('an address typed while the app is still starting is the page it shows', async ({ page }) => {
  await open(page, '/tools/color-picker')
  // The router can take the new address before the page has subscribed to it; a few rounds,
  // as the timing varies.
  for (let round = 0; round < 5; round++) {
    await page.reload()
    await page.goto('./#/settings/theming')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings > Theming')
    await page.goto('./#/tools/color-picker')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour picker')
  }
})
