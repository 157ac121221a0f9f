import { expect, test } from './test'
import { openReady } from './helpers'
import { body, title, palette, notesList, newNote } from './notes-helpers'

// New notes: from the palette, Alt+N and the button, and what is typed right after.

test('the search palette finds notes by body and makes new ones; Alt+N too', async ({ page }) => {
  await openReady(page, '/notes')
  await newNote(page, 'Dentist', 'appointment on Thursday with doctor Molar')
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await palette(page).fill('molar')
  const option = page.getByRole('option', { name: /Dentist/ })
  await expect(option).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('./#/')
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await palette(page).fill('molar')
  await page.getByRole('option', { name: /Dentist/ }).click()
  await expect(title(page)).toHaveValue('Dentist')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await palette(page).fill('New note')
  await page.getByRole('option', { name: 'New note' }).click()
  await expect(title(page)).toHaveValue('')
  await expect(page).toHaveURL(/#\/notes\/note/)
  const url = page.url()
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await page.keyboard.press('Alt+n')
  await expect(page).toHaveURL(/#\/notes\/note/)
  expect(page.url()).not.toBe(url)
})

test('a new note takes what is typed next in its title: the button, Alt+N, the palette', async ({
  page,
}) => {
  await openReady(page, '/notes')
  const back = page.getByRole('link', { name: 'Back to Notes' })
  await page.getByRole('button', { name: 'Create a note' }).click()
  await expect(title(page)).toBeFocused()
  await page.keyboard.type('Shopping list')
  await expect(title(page)).toHaveValue('Shopping list')
  await back.click()
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(title(page)).toBeFocused()
  await page.keyboard.type('Packing')
  await expect(title(page)).toHaveValue('Packing')

  await back.click()
  await page.keyboard.press('Alt+n')
  await expect(title(page)).toBeFocused()
  await page.keyboard.type('Gift ideas')
  await expect(title(page)).toHaveValue('Gift ideas')

  await page.goto('./#/')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('New note')
  await expect(page.getByRole('option', { name: 'New note' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(title(page)).toBeFocused()
  await page.keyboard.type('Books to read')
  await expect(title(page)).toHaveValue('Books to read')

  // A note opened from the list moves no focus, a new one opened again later neither.
  await back.click()
  await notesList(page)
    .getByRole('link', { name: /Gift ideas/ })
    .click()
  await expect(title(page)).toHaveValue('Gift ideas')
  await expect(title(page)).not.toBeFocused()
  await back.click()
  await notesList(page)
    .getByRole('link', { name: /Books to read/ })
    .click()
  await expect(title(page)).toHaveValue('Books to read')
  await expect(title(page)).not.toBeFocused()
})

test('on a phone a new note opens in the editor, though the preview is kept on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openReady(page, '/notes')
  await newNote(page, 'Read me', 'Some **bold** words')
  const preview = page.getByRole('button', { name: 'Preview' })
  // The preview takes the editor's place; this device keeps it on for the notes it opens.
  await preview.click()
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Some bold words')
  await expect(body(page)).toBeHidden()

  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  await expect(preview).toHaveAttribute('aria-pressed', 'false')
  await body(page).click()
  await page.keyboard.type('Typed at once')
  await expect(body(page)).toHaveText('Typed at once')
  await preview.click()
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Typed at once')
  await expect(body(page)).toBeHidden()

  // Alt+N too; a note that was there before opens as this device left it, in the preview.
  await page.keyboard.press('Alt+n')
  await expect(body(page)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await notesList(page).getByRole('link', { name: 'Read me' }).click()
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Some bold words')
  await expect(body(page)).toBeHidden()
})
