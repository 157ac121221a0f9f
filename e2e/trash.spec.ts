import { expect, test, type Page } from './test'
import { main, menuButton, open, openReady, recordCount, toastWith } from './helpers'
import { addBookmark, item as bookmark, newFolder, tree } from './bookmarks-helpers'
import { newNote, notesList } from './notes-helpers'
import { widget } from './overview-helpers'
import { add, newList, row, sideList } from './todos-helpers'

// One Trash for every kind of item (issue 43): what is deleted is found there, restored to its
// place, deleted for good; a list comes back with its todos in one step.

const trash = (page: Page) => page.getByRole('list', { name: 'Trash' })
const inTrash = (page: Page, name: string) => trash(page).getByRole('listitem', { name })

/** Opens the Trash from the main menu. */
async function openTrash(page: Page) {
  await menuButton(page).click()
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
}

async function restore(page: Page, name: string) {
  await inTrash(page, name).getByRole('button', { name: 'Restore' }).click()
  await expect(inTrash(page, name)).toHaveCount(0)
}

/** One of each kind: a todo, a note, a bookmark, a folder holding a bookmark, a saved colour. */
async function makeEach(page: Page) {
  await openReady(page, '/todos')
  await add(page, 'Post the letter')
  await page.goto('./#/notes')
  await newNote(page, 'Old plan')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await page.goto('./#/bookmarks')
  await addBookmark(page, { url: 'https://example.com/soup', title: 'Soup recipe' })
  await newFolder(page, 'Recipes')
  await addBookmark(page, { url: 'https://example.com/pie', title: 'Pie recipe' })
  await page.goto('./#/tools/color-picker')
  await page.getByRole('textbox', { name: 'Colour name' }).fill('Sea')
  await page.getByRole('button', { name: 'Save colour' }).click()
}

const EACH = ['Post the letter', 'Old plan', 'Soup recipe', 'Recipes', 'Sea', 'Calendar']

/** Deletes each of them, and the Overview's Calendar widget, from where each is shown. */
async function deleteEach(page: Page) {
  await page.goto('./#/todos')
  await page.getByRole('button', { name: 'Actions for “Post the letter”' }).click()
  await page.getByRole('menuitem', { name: 'Delete todo' }).click()
  await expect(row(page, 'Post the letter')).toHaveCount(0)
  await page.goto('./#/notes')
  await notesList(page)
    .getByRole('listitem', { name: 'Old plan' })
    .getByRole('button', { name: 'Delete note' })
    .click()
  await page.goto('./#/bookmarks')
  await bookmark(page, 'Soup recipe')
    .getByRole('button', { name: 'Actions for “Soup recipe”' })
    .click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(bookmark(page, 'Soup recipe')).toHaveCount(0)
  await tree(page).getByRole('treeitem', { name: 'Recipes' }).click()
  await main(page).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete folder' }).click()
  await page
    .getByRole('dialog', { name: 'Delete “Recipes”?' })
    .getByRole('button', { name: 'Delete folder' })
    .click()
  await expect(tree(page).getByRole('treeitem', { name: 'Recipes' })).toHaveCount(0)
  await page.goto('./#/tools/color-picker')
  await page.getByRole('button', { name: 'Delete Sea' }).click()
  await expect(page.getByRole('button', { name: /^Use Sea/ })).toHaveCount(0)
  await open(page, '/')
  await widget(page, 'Calendar').hover()
  await widget(page, 'Calendar').getByRole('button', { name: 'Remove widget' }).click()
  await expect(widget(page, 'Calendar')).toHaveCount(0)
}

test('every kind deleted is in the Trash, comes back where it was, and goes for good', async ({
  page,
}) => {
  // Six kinds made, deleted, restored and deleted for good: 15–20 s, over 30 on a slow day.
  test.setTimeout(60_000)
  await makeEach(page)
  await deleteEach(page)
  await openTrash(page)
  await expect(trash(page).getByRole('listitem')).toHaveCount(6)
  await expect(inTrash(page, 'Post the letter')).toContainText('Todo · In Inbox · Deleted today')
  await expect(inTrash(page, 'Old plan')).toContainText('Note · In Notes')
  await expect(inTrash(page, 'Soup recipe')).toContainText('Bookmark · In Bookmarks')
  await expect(inTrash(page, 'Recipes')).toContainText('Bookmark folder · In Bookmarks')
  await expect(inTrash(page, 'Recipes')).toContainText('with 1 item')
  await expect(inTrash(page, 'Sea')).toContainText('Saved colour')
  await expect(inTrash(page, 'Calendar')).toContainText('Widget · On the Overview')
  // Newest first, and filtered by kind.
  await expect(trash(page).getByRole('listitem').first()).toHaveAccessibleName('Calendar')
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Todos')
  await expect(trash(page).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Everything')

  for (const name of EACH) await restore(page, name)
  await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible()
  await page.goto('./#/todos')
  await expect(row(page, 'Post the letter')).toBeVisible()
  await page.goto('./#/notes')
  await expect(notesList(page).getByRole('listitem', { name: 'Old plan' })).toBeVisible()
  await page.goto('./#/bookmarks')
  await expect(bookmark(page, 'Soup recipe')).toBeVisible()
  await tree(page).getByRole('treeitem', { name: 'Recipes' }).click()
  await expect(bookmark(page, 'Pie recipe')).toBeVisible()
  await page.goto('./#/tools/color-picker')
  await expect(page.getByRole('button', { name: /^Use Sea/ })).toBeVisible()
  await open(page, '/')
  await expect(widget(page, 'Calendar')).toBeVisible()

  // Deleted again, each for good after asking; the last with 'Empty Trash', which says how many.
  await deleteEach(page)
  await page.goto('./#/trash')
  for (const name of EACH.slice(0, -1)) {
    await inTrash(page, name).getByRole('button', { name: 'Delete forever' }).click()
    const ask = page.getByRole('dialog', { name: `Delete “${name}” forever?` })
    await ask.getByRole('button', { name: 'Delete forever' }).click()
    await expect(inTrash(page, name)).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Empty Trash' }).click()
  const empty = page.getByRole('dialog', { name: 'Empty the Trash?' })
  await expect(empty).toContainText('One item in the Trash will be deleted for good')
  await empty.getByRole('button', { name: 'Empty Trash' }).click()
  await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible()
  await page.goto('./#/notes')
  await expect(notesList(page).getByRole('listitem', { name: 'Old plan' })).toHaveCount(0)
  await open(page, '/')
  await expect(widget(page, 'Calendar')).toHaveCount(0)
})

test('a list with 50 todos goes to the Trash and comes back in one step; meanwhile Today has none of them', async ({
  page,
}) => {
  await openReady(page, '/todos')
  await newList(page, 'Errands')
  // Titles the quick-add parser leaves alone (a bare number may be read as a time).
  for (let i = 1; i <= 50; i++) await add(page, `Errand e${i} today`)
  const today = sideList(page).getByRole('link', { name: /^Today/ })
  await today.click()
  await expect(main(page).locator('[data-todo-id]')).toHaveCount(50)

  await sideList(page)
    .getByRole('link', { name: /^Errands/ })
    .click()
  await main(page).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete list' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete “Errands”?' })
  await expect(ask).toContainText('Its 50 todos go with it.')
  await ask.getByRole('button', { name: 'Delete list' }).click()
  await expect(toastWith(page, 'List deleted')).toBeVisible()
  await today.click()
  await expect(main(page).locator('[data-todo-id]')).toHaveCount(0)
  // The Overview's todos widget has none of them either, nor Settings > Data's counts.
  await open(page, '/')
  await expect(widget(page, 'Todos')).not.toContainText('Errand')
  await page.goto('./#/settings/data')
  await expect(recordCount(page, 'Todos')).toHaveText('0')
  await expect(recordCount(page, 'Todo lists')).toHaveText('0')
  await expect(recordCount(page, 'In the Trash')).toHaveText('51')

  // A new start (from the row store, writing through the document's owner) restores it.
  await page.goto('./#/trash')
  await page.reload()
  await expect(trash(page).getByRole('listitem')).toHaveCount(1)
  await expect(inTrash(page, 'Errands')).toContainText('Todo list · In Todos')
  await expect(inTrash(page, 'Errands')).toContainText('with 50 todos')
  await restore(page, 'Errands')
  await page.goto('./#/todos')
  await sideList(page)
    .getByRole('link', { name: /^Errands/ })
    .click()
  await expect(main(page).locator('[data-todo-id]')).toHaveCount(50)
  // One step: Ctrl+Z puts the list and its 50 todos back in the Trash at once.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+z')
  await expect(sideList(page).getByRole('link', { name: /^Errands/ })).toHaveCount(0)
  await page.goto('./#/trash')
  await expect(inTrash(page, 'Errands')).toContainText('with 50 todos')
})
