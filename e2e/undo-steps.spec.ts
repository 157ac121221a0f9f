import { expect, test, type Page } from './test'
import { main, menuButton, openReady, toastWith } from './helpers'
import { newNote, notesList, palette, title } from './notes-helpers'
import { add, row } from './todos-helpers'

// One undo step per action (issue 43): however fast the next action follows, Ctrl+Z takes back
// the last one alone; Undo and Redo say what they would undo; a toast's Undo is Ctrl+Z's step.

const noteRow = (page: Page, name: string) =>
  notesList(page).getByRole('listitem').filter({ hasText: name })

/**
 * The main menu's Undo and Redo items are named `undo` and `redo` ('Undo Pin note'); one with
 * nothing to do ('Redo') is unavailable.
 */
async function expectHistoryItems(page: Page, undo: string, redo: string) {
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  const items = menu.getByRole('button', { name: /^(Undo|Redo)\b/ })
  await expect(items).toHaveCount(2)
  for (const [index, name] of [undo, redo].entries()) {
    await expect(items.nth(index)).toHaveAccessibleName(name)
    if (name.includes(' ')) await expect(items.nth(index)).toBeEnabled()
    else await expect(items.nth(index)).toBeDisabled()
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

test('a new note, its title and a pin at once: Ctrl+Z takes back only the pin, 20 of 20', async ({
  page,
}) => {
  await openReady(page, '/notes')
  for (let round = 1; round <= 20; round++) {
    const name = `Errands ${round}`
    await page.getByRole('button', { name: 'New note' }).click()
    await expect(page).toHaveURL(/#\/notes\/note/)
    await title(page).pressSequentially(name)
    await page.getByRole('link', { name: 'Back to Notes' }).click()
    const listed = noteRow(page, name)
    await listed.getByRole('button', { name: 'Pin note', exact: true }).click()
    await expect(listed.getByRole('button', { name: 'Unpin note', exact: true })).toBeVisible()
    await page.keyboard.press('Control+z')
    await expect(listed.getByRole('button', { name: 'Pin note', exact: true })).toBeVisible()
    await expect(noteRow(page, name)).toHaveCount(1)
  }
  await expect(main(page).getByText('20 notes', { exact: true })).toBeVisible()
  // What Undo and Redo would do now, in the main menu and in the palette.
  await expectHistoryItems(page, 'Undo New note', 'Redo Pin note')
  await page.keyboard.press('Control+k')
  await palette(page).fill('redo')
  await expect(page.getByRole('option', { name: /^Redo Pin note/ })).toBeVisible()
  await page.getByRole('option', { name: /^Redo Pin note/ }).click()
  await expect(
    noteRow(page, 'Errands 20').getByRole('button', { name: 'Unpin note' }),
  ).toBeVisible()
})

test('a toast’s Undo undoes the step Ctrl+Z would: Redo brings it back', async ({ page }) => {
  await openReady(page, '/todos')
  await add(page, 'Post the letter')
  await add(page, 'Buy stamps')
  await page.getByRole('button', { name: 'Actions for “Post the letter”' }).click()
  await page.getByRole('menuitem', { name: 'Delete todo' }).click()
  await expect(row(page, 'Post the letter')).toHaveCount(0)
  await expectHistoryItems(page, 'Undo Delete todo', 'Redo')
  await toastWith(page, 'Todo deleted').getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, 'Post the letter')).toHaveCount(1)
  // The toast undid the history's step: it is the one to redo, and the step before is next.
  await expectHistoryItems(page, 'Undo Add todo', 'Redo Delete todo')
  await page.keyboard.press('Control+Shift+z')
  await expect(row(page, 'Post the letter')).toHaveCount(0)
  await page.keyboard.press('Control+z')
  await expect(row(page, 'Post the letter')).toHaveCount(1)
  await page.keyboard.press('Control+z')
  await expect(row(page, 'Buy stamps')).toHaveCount(0)
  await expect(main(page).locator('[data-todo-id]')).toHaveCount(1)
})

test('an undo whose step another tab overwrote takes the step before along, and Undo and Redo say so', async ({
  context,
  page,
}) => {
  await openReady(page, '/notes')
  for (const name of ['Shopping', 'Garden']) {
    await newNote(page, name)
    await page.getByRole('link', { name: 'Back to Notes' }).click()
  }
  // Reopened, the tab starts from rows and writes through the owner, with no steps yet.
  await page.reload()
  await openReady(page, '/notes')
  const other = await context.newPage()
  await openReady(other, '/notes')
  const pin = (tab: Page, name: string, verb: 'Pin' | 'Unpin') =>
    noteRow(tab, name).getByRole('button', { name: `${verb} note`, exact: true })

  await pin(page, 'Garden', 'Pin').click()
  await expect(pin(page, 'Garden', 'Unpin')).toBeVisible()
  await pin(page, 'Shopping', 'Pin').click()
  await expect(pin(other, 'Shopping', 'Unpin')).toBeVisible()
  // The other tab unpins what this tab's last step pinned: that step has nothing left to undo.
  await pin(other, 'Shopping', 'Unpin').click()
  await expect(pin(page, 'Shopping', 'Pin')).toBeVisible()

  // Ctrl+Z takes the step before it along (Garden's pin), in both tabs; nothing is left to undo.
  await page.keyboard.press('Control+z')
  await expect(pin(page, 'Garden', 'Pin')).toBeVisible()
  // The other tab hears it from the owner (under the whole suite's load, once after over 5 s).
  await expect(pin(other, 'Garden', 'Pin')).toBeVisible({ timeout: 15_000 })
  await expectHistoryItems(page, 'Undo', 'Redo Pin note')
  // Redo brings Garden's pin back; Shopping stays as the other tab left it.
  await page.keyboard.press('Control+Shift+z')
  await expect(pin(page, 'Garden', 'Unpin')).toBeVisible()
  await expect(pin(other, 'Garden', 'Unpin')).toBeVisible({ timeout: 15_000 })
  await expect(pin(page, 'Shopping', 'Pin')).toBeVisible()
})
