import { expect, test, type Page } from './test'
import { expectNoSeriousViolations, open, openReady, presetTheme } from './helpers'
import { item, main, newFolder } from './bookmarks-helpers'

// A bookmark's note: written in 'Edit bookmark', shown under its row with 'Show note'.

const NOTE = [
  '## Why keep it',
  '',
  '- the **CSS** reference',
  '- [the spec](https://www.w3.org/TR/css/)',
  '',
  'https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout/Basic_concepts_of_grid_layout',
].join('\n')

/** A bookmark 'MDN' with `NOTE`, added in 'Add bookmark'. */
async function addWithNote(page: Page) {
  await main(page).getByRole('button', { name: 'Add bookmark' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  await dialog.getByRole('textbox', { name: 'URL' }).fill('developer.mozilla.org')
  await dialog.getByRole('textbox', { name: 'Title' }).fill('MDN')
  await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE)
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toHaveCount(0)
}

/** What the note shows once open: its heading, its bold word and its link, safe to follow. */
async function expectNoteShown(page: Page) {
  const mdn = item(page, 'MDN')
  await expect(mdn.getByRole('heading', { level: 2, name: 'Why keep it' })).toBeVisible()
  await expect(mdn.locator('strong', { hasText: 'CSS' })).toBeVisible()
  const spec = mdn.getByRole('link', { name: 'the spec' })
  await expect(spec).toHaveAttribute('href', 'https://www.w3.org/TR/css/')
  await expect(spec).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(spec).toHaveAttribute('target', '_blank')
}

test('a note added in Edit shows rendered under its row with Show note, by keyboard alone, and survives a reload', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  // 'B' opens 'Add bookmark'.
  await page.locator('body').focus()
  await page.keyboard.press('b')
  const add = page.getByRole('dialog', { name: 'Add bookmark' })
  await expect(add.getByRole('textbox', { name: 'URL' })).toBeFocused()
  await page.keyboard.type('developer.mozilla.org')
  await page.keyboard.press('Tab')
  await page.keyboard.type('MDN')
  await page.keyboard.press('Enter')
  await expect(add).toHaveCount(0)
  const mdn = item(page, 'MDN')
  await expect(mdn).toBeVisible()
  // No note yet: no button.
  await expect(mdn.getByRole('button', { name: 'Show note' })).toHaveCount(0)

  // 'Edit bookmark' from the row's menu; 'Note' is its last field.
  await mdn.getByRole('button', { name: 'Actions for “MDN”' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Home')
  await expect(page.getByRole('menuitem', { name: 'Edit bookmark' })).toBeFocused()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit bookmark' })
  // Opened from the menu by keyboard, the dialog's first field has the focus.
  await expect(edit.getByRole('textbox', { name: 'URL' })).toBeFocused()
  const note = edit.getByRole('textbox', { name: 'Note' })
  for (let i = 0; i < 10 && !(await note.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(note).toBeFocused()
  await page.keyboard.type(NOTE)
  await page.keyboard.press('Tab')
  await expect(edit.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(edit.getByRole('button', { name: 'Save' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(edit).toHaveCount(0)
  // Closed, the keyboard goes on from the menu's button.
  await expect(mdn.getByRole('button', { name: 'Actions for “MDN”' })).toBeFocused()

  // 'Show note' follows the bookmark's link in the row, before 'Favourite'.
  await mdn.getByRole('link', { name: 'MDN' }).focus()
  await page.keyboard.press('Tab')
  const show = mdn.getByRole('button', { name: 'Show note' })
  await expect(show).toBeFocused()
  await expect(show).toHaveAttribute('aria-expanded', 'false')
  await expect(mdn.getByRole('heading', { name: 'Why keep it' })).toHaveCount(0)
  await page.keyboard.press('Enter')
  const hide = mdn.getByRole('button', { name: 'Hide note' })
  await expect(hide).toBeFocused()
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(mdn.getByRole('button', { name: 'Favourite' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expectNoteShown(page)
  // The note is what the button controls.
  const panel = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('heading', { name: 'Why keep it' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(mdn.getByRole('button', { name: 'Show note' })).toBeFocused()
  await expect(mdn.getByRole('heading', { name: 'Why keep it' })).toHaveCount(0)

  // Stored: after a reload it is there, as typed.
  await page.reload()
  await openReady(page, '/bookmarks')
  await item(page, 'MDN').getByRole('button', { name: 'Show note' }).click()
  await expectNoteShown(page)
  await item(page, 'MDN').getByRole('button', { name: 'Actions for “MDN”' }).click()
  await page.getByRole('menuitem', { name: 'Edit bookmark' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Edit bookmark' }).getByRole('textbox', { name: 'Note' }),
  ).toHaveValue(NOTE)
})

for (const theme of ['light', 'dark'] as const)
  test(`a bookmark with its note shown passes axe in the ${theme} theme, in a list and a grid`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await presetTheme(page, theme)
    await open(page, '/bookmarks')
    await newFolder(page, 'Reading')
    await addWithNote(page)
    await item(page, 'MDN').getByRole('button', { name: 'Show note' }).click()
    await expectNoteShown(page)
    await expectNoSeriousViolations(page)
    // The note stays open as the layout changes.
    await page.getByRole('button', { name: 'Grid view' }).click()
    await expect(item(page, 'MDN').getByRole('button', { name: 'Hide note' })).toBeVisible()
    await expectNoteShown(page)
    await expectNoSeriousViolations(page)
  })

test('a note shown fits a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/bookmarks')
  await addWithNote(page)
  const mdn = item(page, 'MDN')
  const show = mdn.getByRole('button', { name: 'Show note' })
  await expect(show).toBeInViewport()
  await show.click()
  await expectNoteShown(page)
  // Nothing wider than the screen: the long address in the note wraps.
  const panel = page.locator(
    `[id="${await mdn.getByRole('button', { name: 'Hide note' }).getAttribute('aria-controls')}"]`,
  )
  const box = (await panel.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const overflowing = await panel.evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(overflowing).toBe(false)
  // The row's own controls are still all on screen.
  for (const name of ['Hide note', 'Favourite', 'Actions for “MDN”'])
    await expect(mdn.getByRole('button', { name })).toBeInViewport()
})

test('the search palette finds a bookmark folder by its name and opens it', async ({ page }) => {
  await open(page, '/bookmarks')
  await newFolder(page, 'Reading')
  await addWithNote(page)
  await openReady(page, '/')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox', { name: 'Search' }).fill('readi')
  const found = palette.getByRole('option', { name: /^Reading/ })
  await expect(found).toContainText('Folder · Reading · 1 bookmark')
  await expect(palette.getByRole('group', { name: 'Bookmark folders' })).toBeVisible()
  await found.click()
  await expect(palette).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
  await expect(item(page, 'MDN')).toBeVisible()
})
