import { addBookmark, settled as animationsDone } from './bookmarks-helpers'
import { expectNoSeriousViolations, main, openReady, presetTheme } from './helpers'
import { body, newNote } from './notes-helpers'
import { expect, test, type Page } from './test'
import { add, quickAdd } from './todos-helpers'

// Links between items (issue 44): `[[` offers every kind and writes a link by id; a note's
// preview shows a linked todo as a chip that completes it; backlinks under 'Linked from'.

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })
const details = (page: Page) => page.getByRole('dialog', { name: 'Todo details' })

async function linkTodoFromNote(page: Page, todo: string, note: string) {
  await openReady(page, '/todos')
  await add(page, todo)
  await page.evaluate(() => (location.hash = '#/notes'))
  await newNote(page, note)
  await body(page).click()
  await page.keyboard.type('Next: [[book fl')
  const option = page.getByRole('option', { name: new RegExp(todo) })
  await expect(option).toBeVisible()
  await expect(option).toContainText('Todo')
  await option.click()
  await expect(body(page)).toContainText(new RegExp(`Next: \\[${todo}\\]\\(hearth:todo:\\w+\\)`))
}

test('a todo linked from a note: completed from the preview, its Details list the note, a rename shows', async ({
  page,
}) => {
  await linkTodoFromNote(page, 'Book flights', 'Trip plan')
  await page.getByRole('button', { name: 'Preview' }).click()
  const box = preview(page).getByRole('checkbox', { name: 'Done: Book flights' })
  await expect(box).not.toBeChecked()
  await box.click()
  await expect(box).toBeChecked()

  // Completed in Todos too; its Details list the note that links to it.
  await preview(page).getByRole('link', { name: 'Book flights' }).click()
  await expect(details(page)).toBeVisible()
  await expect(details(page).getByRole('checkbox', { name: 'Done' })).toBeChecked()
  const linkedFrom = details(page).getByRole('region', { name: 'Linked from' })
  await expect(linkedFrom.getByRole('link', { name: 'Note: Trip plan' })).toBeVisible()

  // Renamed, the note shows its new title.
  const titleField = details(page).getByRole('textbox', { name: 'Title' })
  await titleField.fill('Book flights to Lisbon')
  await titleField.press('Enter')
  await linkedFrom.getByRole('link', { name: 'Note: Trip plan' }).click()
  await expect(preview(page).getByRole('link', { name: 'Book flights to Lisbon' })).toBeVisible()
  await expect(
    preview(page).getByRole('checkbox', { name: 'Done: Book flights to Lisbon' }),
  ).toBeChecked()
})

test('by keyboard only: a todo links to a bookmark that opens its page, and a deleted item says so', async ({
  page,
}) => {
  await openReady(page, '/bookmarks')
  await addBookmark(page, { url: 'https://example.com/guide', title: 'Lisbon guide' })
  await page.evaluate(() => (location.hash = '#/todos'))
  await quickAdd(page).fill('Read up')
  await quickAdd(page).press('Enter')
  await main(page).getByRole('button', { name: 'Details of “Read up”' }).focus()
  await page.keyboard.press('Enter')
  const notes = details(page).getByRole('textbox', { name: 'Notes' })
  await notes.focus()
  await page.keyboard.type('See [[lisbon')
  const option = details(page).getByRole('option', { name: /Lisbon guide/ })
  await expect(option).toBeVisible()
  await expect(option).toContainText('Bookmark')
  await page.keyboard.press('Enter')
  await expect(notes).toHaveValue(/^See \[Lisbon guide\]\(hearth:bookmark:\w+\)$/)
  // Esc closes the suggestions, not the dialog.
  await page.keyboard.type(' and [[')
  await expect(
    details(page).getByText('Type to find a note, todo, bookmark, list or folder'),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details(page)).toBeVisible()
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')

  await details(page).getByRole('button', { name: 'Preview' }).focus()
  await page.keyboard.press('Enter')
  const link = details(page).getByRole('link', { name: 'Lisbon guide' })
  await expect(link).toHaveAttribute('href', 'https://example.com/guide')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('target', '_blank')
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Guide</title>' }),
    )
  const popup = page.waitForEvent('popup')
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(await popup).toHaveURL('https://example.com/guide')

  // The bookmark deleted: the preview says so and offers the Trash.
  await page.keyboard.press('Escape')
  await page.evaluate(() => (location.hash = '#/bookmarks'))
  await main(page).getByRole('button', { name: 'Actions for “Lisbon guide”' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.evaluate(() => (location.hash = '#/todos'))
  await main(page).getByRole('button', { name: 'Details of “Read up”' }).click()
  await details(page).getByRole('button', { name: 'Preview' }).click()
  await expect(details(page).getByText('(bookmark deleted)')).toBeVisible()
  await details(page).getByRole('link', { name: 'Open the Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
})

for (const theme of ['light', 'dark'] as const)
  test(`links and backlinks have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await presetTheme(page, theme)
    await linkTodoFromNote(page, 'Book flights', 'Trip plan')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(preview(page).getByRole('checkbox', { name: 'Done: Book flights' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await preview(page).getByRole('link', { name: 'Book flights' }).click()
    await expect(details(page).getByRole('region', { name: 'Linked from' })).toBeVisible()
    await animationsDone(details(page))
    await expectNoSeriousViolations(page)
  })

test("a todo's copied link pasted in a note becomes a link with its title; two lines make two todos", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openReady(page, '/todos')
  await add(page, 'Renew passport')
  await main(page).getByRole('button', { name: 'Actions for “Renew passport”' }).click()
  await page.getByRole('menuitem', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()

  await page.evaluate(() => (location.hash = '#/notes'))
  await newNote(page, 'Errands')
  await body(page).click()
  await page.keyboard.press('Control+V')
  await expect(body(page)).toContainText(/^\[Renew passport\]\(hearth:todo:\w+\)$/)

  // Two lines become two todos in a list chosen, each linked back; the lines link to them.
  await page.keyboard.press('Enter')
  await page.keyboard.insertText('- [ ] Buy stamps\n- Post the form')
  await page.keyboard.press('Shift+ArrowUp')
  await page.getByRole('button', { name: 'Make a todo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make 2 todos' })
  await expect(dialog.getByRole('listitem')).toHaveText(['Buy stamps', 'Post the form'])
  await dialog.getByRole('combobox', { name: 'List' }).selectOption('Inbox')
  await dialog.getByRole('button', { name: 'Make 2 todos' }).click()
  await expect(body(page)).toContainText(
    /- \[Buy stamps\]\(hearth:todo:\w+\)- \[Post the form\]\(hearth:todo:\w+\)/,
  )
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(preview(page).getByRole('checkbox', { name: 'Done: Post the form' })).toBeVisible()

  await page.evaluate(() => (location.hash = '#/todos/inbox'))
  await main(page).getByRole('button', { name: 'Details of “Buy stamps”' }).click()
  await expect(
    details(page)
      .getByRole('region', { name: 'Linked from' })
      .getByRole('link', { name: 'Note: Errands' }),
  ).toBeVisible()
  await expect(details(page).getByRole('textbox', { name: 'Notes' })).toHaveValue(
    /^From \[Errands\]\(hearth:note:\w+\)$/,
  )
})

test('`[[` with nothing typed offers the pinned notes first, then the last edited, after a reload too', async ({
  page,
}) => {
  await openReady(page, '/notes')
  const notes = async () => {
    await page.evaluate(() => (location.hash = '#/notes'))
    await expect(page.getByRole('button', { name: 'New note' })).toBeVisible()
  }
  await newNote(page, 'Oldest', 'One')
  await notes()
  await newNote(page, 'Pinned one', 'Two')
  await page.getByRole('button', { name: 'Pin note', exact: true }).click()
  await notes()
  await newNote(page, 'Newest', 'Three')
  await notes()
  await newNote(page, 'Writing here')
  // A start from the stored rows: the notes offered are read from them.
  await page.reload()
  await body(page).click()
  // Typed at once: the keys are held while the text binds to its owner, then typed again, and
  // the list opens as for a `[[` typed later.
  await page.keyboard.type('[[')
  const options = page.getByRole('listbox', { name: 'Link to' }).getByRole('option')
  await expect(options).toHaveText([/^Pinned one/, /^Newest/, /^Oldest/])
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(body(page)).toHaveText(/^\[Newest\]\(hearth:note:\w+\)$/)
})

test('links work at a phone’s width: suggestions and chips fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await linkTodoFromNote(page, 'Book flights', 'Trip plan')
  await page.getByRole('button', { name: 'Preview' }).click()
  const box = preview(page).getByRole('checkbox', { name: 'Done: Book flights' })
  await box.click()
  await expect(box).toBeChecked()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
