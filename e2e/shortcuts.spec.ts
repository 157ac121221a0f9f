import { expect, test, type Page } from './test'
import { menuButton, open, openReady } from './helpers'

const shortcuts = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' })
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
const body = (page: Page) => page.getByRole('textbox', { name: 'Note body' })

/** One row of the dialog: a command's title and its keys. */
const row = (page: Page, section: string, name: string) =>
  shortcuts(page)
    .getByRole('region', { name: section })
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(name, { exact: true }) })

test("'?' opens 'Keyboard shortcuts', listing every shortcut by section", async ({ page }) => {
  await open(page, '/')
  // The Overview's hint comes from the search command: once it shows, commands and keys are in.
  await expect(page.getByText('to search pages and commands')).toContainText('Ctrl+K')
  await page.keyboard.press('?')
  await expect(shortcuts(page)).toBeVisible()
  await expect(row(page, 'General', 'Search').getByRole('definition')).toHaveText('Ctrl+K')
  await expect(row(page, 'General', 'Keyboard shortcuts').getByRole('definition')).toHaveText('?')
  await expect(row(page, 'General', 'Redo').getByRole('definition')).toHaveText(
    'Ctrl+Shift+Z or Ctrl+Y',
  )
  await expect(row(page, 'Notes', 'New note').getByRole('definition')).toHaveText('Alt+N')
  // The note editor's own keys are listed too.
  await expect(row(page, 'Note editor', 'Bold').getByRole('definition')).toHaveText('Ctrl+B')
  await expect(row(page, 'Note editor', 'Link').getByRole('definition')).toHaveText('Ctrl+Shift+K')
  // And the Overview's Edit layout keys, which a focused widget handles.
  await expect(
    row(page, 'Overview', 'Move widget (Edit layout)').getByRole('definition'),
  ).toHaveText('↑ or ↓ or ← or →')
  await expect(
    row(page, 'Overview', 'Resize widget (Edit layout; in one column, only its height)').getByRole(
      'definition',
    ),
  ).toHaveText('Shift+↑ or Shift+↓ or Shift+← or Shift+→')
  await page.keyboard.press('Escape')
  await expect(shortcuts(page)).toHaveCount(0)
})

test("'Keyboard shortcuts' opens from the main menu and from the palette", async ({ page }) => {
  await open(page, '/')
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu.getByRole('button', { name: 'Go to search' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K',
  )
  await expect(menu.getByRole('button', { name: 'Go to search' })).toContainText('Ctrl+K')
  await menu.getByRole('button', { name: 'Keyboard shortcuts', exact: true }).click()
  await expect(shortcuts(page)).toBeVisible()
  await expect(menu).toHaveCount(0)
  await shortcuts(page).getByRole('button', { name: 'Close' }).click()
  await expect(shortcuts(page)).toHaveCount(0)

  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeVisible()
  await palette(page).getByRole('combobox').fill('keyboard')
  const option = palette(page).getByRole('option', { name: 'Keyboard shortcuts' })
  await expect(option).toContainText('?')
  await option.click()
  await expect(palette(page)).toHaveCount(0)
  await expect(shortcuts(page)).toBeVisible()
})

test('Ctrl+K closes the palette again, from its own field', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByText('to search pages and commands')).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toHaveCount(0)
})

test("'?' typed in a text field is a '?', and opens nothing", async ({ page }) => {
  await openReady(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await title(page).fill('Why')
  await page.keyboard.press('?')
  await expect(title(page)).toHaveValue('Why?')
  await body(page).click()
  await page.keyboard.type('Really?')
  await expect(body(page)).toHaveText('Really?')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Ctrl+Z undoes a record edit, Ctrl+Shift+Z and Ctrl+Y redo it', async ({ page }) => {
  await openReady(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  const pin = page.getByRole('button', { name: 'Pin note', exact: true })
  const unpin = page.getByRole('button', { name: 'Unpin note', exact: true })
  // Out of any text field (the button keeps focus): there, Ctrl+Z is the field's own undo.
  const leaveFields = () => page.evaluate(() => (document.activeElement as HTMLElement).blur())
  // The pin is a step of its own, however soon after the note's creation.
  await pin.click()
  await expect(unpin).toBeVisible()
  await leaveFields()
  await page.keyboard.press('Control+z')
  await expect(pin).toBeVisible()
  await page.keyboard.press('Control+Shift+z')
  await expect(unpin).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect(pin).toBeVisible()
  await page.keyboard.press('Control+y')
  await expect(unpin).toBeVisible()
  // In a text field Ctrl+Z is the field's own: the pin stays.
  await title(page).focus()
  await page.keyboard.press('Control+z')
  await expect(unpin).toBeVisible()
  // Out of it again, the app's undo takes the pin back.
  await leaveFields()
  await expect(title(page)).not.toBeFocused()
  await page.keyboard.press('Control+z')
  await expect(pin).toBeVisible()
})

test('Ctrl+Z out of the title never brings back text undone in it', async ({ page }) => {
  // The clock moves on a second between the edits, so that the title's own history (which
  // merges typing as editors do) ends its step.
  await page.clock.install()
  await openReady(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  await page.clock.fastForward(1000)
  const pin = page.getByRole('button', { name: 'Pin note', exact: true })
  const unpin = page.getByRole('button', { name: 'Unpin note', exact: true })
  await pin.click()
  await page.clock.fastForward(1000)
  await title(page).click()
  await page.keyboard.type('Shopping')
  await page.clock.fastForward(1000)
  // The field's own undo.
  await page.keyboard.press('Control+z')
  await expect(title(page)).toHaveValue('')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Preview' })).toBeFocused()
  // The app's undo takes back the pin, the last step out of a text field, and leaves the title.
  await page.keyboard.press('Control+z')
  await expect(pin).toBeVisible()
  await expect(title(page)).toHaveValue('')
  await page.keyboard.press('Control+Shift+z')
  await expect(unpin).toBeVisible()
  await expect(title(page)).toHaveValue('')
})

test('Ctrl+Z undoes renaming a workspace', async ({ page }) => {
  await openReady(page, '/settings/workspaces')
  const list = page.getByRole('list', { name: 'Workspaces' })
  await list.getByRole('button', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename workspace' })
  await rename.getByLabel('Name').fill('Office')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(rename).toHaveCount(0)
  await expect(list).toContainText('Office')
  await page.keyboard.press('Control+z')
  await expect(list).not.toContainText('Office')
  await page.keyboard.press('Control+Shift+z')
  await expect(list).toContainText('Office')
})

test('Ctrl+Z with nothing to undo says so, quietly', async ({ page }) => {
  await openReady(page, '/')
  await expect(page.getByText('to search pages and commands')).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect(page.getByText('Nothing to undo')).toBeVisible()
})
