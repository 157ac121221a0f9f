import { expect, test, type BrowserContext, type Page } from './test'
import { expectNoSeriousViolations, main, open, presetTheme, toastWith } from './helpers'
import { row, sideList, tabTo } from './todos-helpers'
import { item, tree } from './bookmarks-helpers'
import { newNote, title } from './notes-helpers'

// Every item has an address (`#/go/<id>`) that opens it, copied with 'Copy link' from its menu
// (issue 44).

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

/** Chooses 'Copy link' in the menu open, and reads the address it copied. */
async function copyLink(page: Page) {
  await page.getByRole('menuitem', { name: 'Copy link' }).click()
  return copied(page)
}

/** Waits for 'Link copied' and reads the clipboard. */
async function copied(page: Page) {
  await expect(toastWith(page, 'Link copied')).toBeVisible()
  const address = await page.evaluate(() => navigator.clipboard.readText())
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/go\/(note|todo|list|bookmark|folder):/)
  return address
}

/** Opens an address in a new tab of the same browser, as a link pasted there would. */
async function openInNewTab(context: BrowserContext, address: string) {
  const tab = await context.newPage()
  // The tab the user looks at (a tab in the background draws no frames, and a long folder
  // grows past its first rows only after one).
  await tab.bringToFront()
  await tab.goto(address)
  return tab
}

/** A todo.txt file of `count` todos in the list 'Errands': 'Errand 0', 'Errand 1', … */
const errands = (count: number) =>
  Array.from({ length: count }, (_, i) => `Errand ${i} +Errands`).join('\n')

async function importErrands(page: Page, count: number) {
  await open(page, '/todos')
  await page.getByTestId('todo-import-input').setInputFiles({
    name: 'errands.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(errands(count)),
  })
  const dialog = page.getByRole('dialog', { name: 'Import todos' })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  await sideList(page)
    .getByRole('link', { name: /^Errands/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible()
}

/** A bookmark file with a folder 'Reading' of `count` bookmarks: 'Page 0', 'Page 1', … */
const readingFile = (count: number) =>
  [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>',
    '<DL><p>',
    '<DT><H3>Reading</H3>',
    '<DL><p>',
    ...Array.from(
      { length: count },
      (_, i) => `<DT><A HREF="https://example.com/${i}">Page ${i}</A>`,
    ),
    '</DL><p>',
    '</DL><p>',
  ].join('\n')

test("a note's address opens the note", async ({ page, context }) => {
  await open(page, '/notes')
  await newNote(page, 'Weekly review', 'What went well')
  await main(page).getByRole('button', { name: 'Copy link' }).click()
  const address = await copied(page)
  const tab = await openInNewTab(context, address)
  await expect(tab).toHaveURL(/#\/notes\/note%3A/)
  await expect(title(tab)).toHaveValue('Weekly review')
})

test("a todo's address opens its list with its details, its row in view far down the list; a done todo's, Completed", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await importErrands(page, 80)
  // The list shows 50 rows, then more as it is scrolled to its end.
  await expect(main(page).getByRole('button', { name: 'Show 30 more of 30' })).toBeVisible()
  // All 50 first (they may come a frame after the button): scrolled sooner, the end moves on.
  await expect(row(page, 'Errand 49')).toBeAttached()
  await page.evaluate(() => {
    document.querySelector('[data-todos-view]')!.parentElement!.scrollTop = 1e6
  })
  await row(page, 'Errand 75').getByRole('button', { name: 'Actions for “Errand 75”' }).click()
  const address = await copyLink(page)
  // Another todo, done: Completed shows it (lists show open todos only).
  await page.getByRole('checkbox', { name: 'Errand 1', exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Errand 1', exact: true })).toHaveCount(0)
  await sideList(page)
    .getByRole('link', { name: /^Completed/ })
    .click()
  await row(page, 'Errand 1').getByRole('button', { name: 'Actions for “Errand 1”' }).click()
  const doneAddress = await copyLink(page)

  const tab = await openInNewTab(context, address)
  // Behind the details (a modal dialog): the list, its heading out of the accessibility tree.
  await expect(tab).toHaveURL(/#\/todos\/list%3A[\w-]+$/)
  await expect(tab.locator('h1')).toHaveText('Errands')
  const details = tab.getByRole('dialog', { name: 'Todo details' })
  await expect(details.getByRole('textbox', { name: 'Title' })).toHaveValue('Errand 75')
  await expect(tab.locator('[data-todo-id]').filter({ hasText: 'Errand 75' })).toBeInViewport()
  await expect(tab.locator('[data-todo-id]').filter({ hasText: 'Errand 0' })).not.toBeInViewport()
  // Closed, the keyboard goes on from the todo's row.
  await tab.keyboard.press('Escape')
  await expect(tab.getByRole('button', { name: 'Details of “Errand 75”' })).toBeFocused()

  await tab.goto(doneAddress)
  await expect(tab).toHaveURL(/#\/todos\/completed$/)
  await expect(tab.locator('h1')).toHaveText('Completed')
  const done = tab.getByRole('dialog', { name: 'Todo details' })
  await expect(done.getByRole('textbox', { name: 'Title' })).toHaveValue('Errand 1')
  await expect(done.getByRole('checkbox', { name: 'Done' })).toBeChecked()
})

test("a todo list's address, copied with the keyboard only, opens the list", async ({
  page,
  context,
}) => {
  await importErrands(page, 3)
  await page.goto(page.url().replace(/#.*/, '#/todos'))
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await tabTo(page, sideList(page).getByRole('button', { name: 'Actions for list “Errands”' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu', { name: 'List “Errands”' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Rename list' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeFocused()
  await page.keyboard.press('Enter')
  const address = await copied(page)
  // The menu closed and gave the keyboard back to its button.
  await expect(
    sideList(page).getByRole('button', { name: 'Actions for list “Errands”' }),
  ).toBeFocused()
  const tab = await openInNewTab(context, address)
  await expect(tab).toHaveURL(/#\/todos\/list%3A/)
  await expect(tab.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible()
  await expect(tab.getByRole('checkbox', { name: 'Errand 2', exact: true })).toBeVisible()
})

test("a bookmark's address highlights it in its folder, far down; a folder's opens the folder", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await open(page, '/bookmarks')
  await page.getByTestId('bookmark-import-input').setInputFiles({
    name: 'reading.html',
    mimeType: 'text/html',
    buffer: Buffer.from(readingFile(250)),
  })
  const dialog = page.getByRole('dialog', { name: 'Import bookmarks' })
  await dialog.getByRole('radio', { name: 'Merge into my folders' }).check()
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await tree(page)
    .getByRole('treeitem', { name: /^Reading/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
  // The folder's own menu.
  await main(page).getByRole('button', { name: 'More actions' }).click()
  const folderAddress = await copyLink(page)
  // Pages of 200: the bookmark is on the second.
  await main(page).getByRole('button', { name: 'Show 50 more' }).click()
  await item(page, 'Page 240').getByRole('button', { name: 'Actions for “Page 240”' }).click()
  const address = await copyLink(page)

  const tab = await openInNewTab(context, address)
  await expect(tab).toHaveURL(/#\/bookmarks\?folder=folder%3A/)
  await expect(tab.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
  const link = tab.getByRole('link', { name: 'Page 240', exact: true })
  // Its second page drawn first (CI's load once took this past 5 s).
  await expect(link).toBeFocused({ timeout: 15_000 })
  await expect(link).toBeInViewport()
  // Marked for a moment.
  await expect(item(tab, 'Page 240')).toHaveAttribute('data-marked')
  await expect(item(tab, 'Page 240')).not.toHaveAttribute('data-marked', { timeout: 5000 })

  await tab.goto(folderAddress)
  await expect(tab).toHaveURL(/#\/bookmarks\?folder=folder%3A[^&]*$/)
  await expect(tab.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
})

test('an item in the Trash says so and leads there; an unknown one no longer exists', async ({
  page,
}) => {
  await open(page, '/notes')
  await newNote(page, 'Old plan')
  await main(page).getByRole('button', { name: 'Copy link' }).click()
  const address = await copied(page)
  await main(page).getByRole('button', { name: 'Delete note' }).click()
  await expect(toastWith(page, 'Note moved to Trash')).toBeVisible()

  await page.goto(address)
  await expect(
    page.getByRole('heading', { level: 1, name: '“Old plan” is in the Trash' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Link · Hearth')
  await page.getByRole('link', { name: 'Open the Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Trash' })).toContainText('Old plan')

  await page.goto(address.replace(/note:\w+/, 'note:NoSuchNote123'))
  await expect(
    page.getByRole('heading', { level: 1, name: 'This item no longer exists' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to Overview' }).click()
  await expect(page).toHaveURL(/#\/$/)
})

for (const theme of ['light', 'dark'] as const)
  test(`the pages of an item in the Trash and of one that no longer exists have no serious axe violations, ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await presetTheme(page, theme)
    await open(page, '/notes')
    await newNote(page, 'Old plan')
    const id = decodeURIComponent(/#\/notes\/([^?]+)/.exec(page.url())![1]!)
    await main(page).getByRole('button', { name: 'Delete note' }).click()
    for (const [path, heading] of [
      [`/go/${id}`, '“Old plan” is in the Trash'],
      ['/go/todo:NoSuchTodo123', 'This item no longer exists'],
    ]) {
      await open(page, path!)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
      await expectNoSeriousViolations(page)
    }
  })
