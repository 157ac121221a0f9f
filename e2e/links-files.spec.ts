import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import { expectNoSeriousViolations, main, openReady, toastWith } from './helpers'
import { body, importNotes, newNote, notesList } from './notes-helpers'
import { add } from './todos-helpers'

// Links between items in files and in search: a note's Markdown export writes its links to
// items as links to their addresses with their current titles, its import makes them links to
// the same items again, and the palette finds an item by the title of a note linking to it.

/** Clicks 'Export note' in the open note and gives the saved file, read. */
async function exportOpenNote(page: Page) {
  const download = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Export note' }).click()
  const saved = await download
  const text = readFileSync(await saved.path(), 'utf8')
  return { name: saved.suggestedFilename(), mimeType: 'text/markdown', text }
}

test('a note exported with a link to a todo names it as it is now, and comes back linking to it', async ({
  page,
}) => {
  await openReady(page, '/todos')
  await add(page, 'Call the bank')
  const todo = (await main(page).locator('[data-todo-id]').first().getAttribute('data-todo-id'))!
  expect(todo).toMatch(/^todo:/)

  await page.goto('./#/notes')
  const note = await newNote(page, 'Weekly review', `First: [Call the bank](hearth:${todo}).`)
  const served = await page.evaluate(() => location.href.split('#')[0])
  const first = await exportOpenNote(page)
  expect(first.name).toBe('Weekly review.md')
  expect(first.text).toBe(`# Weekly review\n\nFirst: [Call the bank](${served}#/go/${todo}).`)

  // Renamed, the todo is named by its new title in the next export.
  await page.goto(`./#/todos/inbox?todo=${encodeURIComponent(todo)}`)
  const details = page.getByRole('dialog', { name: 'Todo details' })
  await details.getByRole('textbox', { name: 'Title' }).fill('Call the bank today')
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await page.goto(note)
  await expect(body(page)).toContainText(`hearth:${todo}`)
  const renamed = await exportOpenNote(page)
  expect(renamed.text).toBe(
    `# Weekly review\n\nFirst: [Call the bank today](${served}#/go/${todo}).`,
  )

  // Deleted, then imported from its file: the note links to the same todo again.
  await main(page).getByRole('button', { name: 'Delete note' }).click()
  await expect(toastWith(page, 'Note moved to Trash')).toBeVisible()
  await page.goto('./#/notes')
  await expect(notesList(page).getByRole('listitem')).toHaveCount(0)
  await importNotes(page, { ...renamed, buffer: Buffer.from(renamed.text) })
  await expect(page.getByText('Imported 1 note')).toBeVisible()
  await notesList(page).getByRole('link', { name: 'Weekly review' }).click()
  await expect(body(page)).toContainText(`First: [Call the bank today](hearth:${todo}).`)

  // The palette lists the todo under 'Linked from' for the title of the note linking to it.
  await page.goto('./#/')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox').fill('Weekly review')
  const linked = palette.getByRole('group', { name: 'Linked from' }).getByRole('option')
  await expect(linked).toHaveCount(1)
  await expect(linked).toContainText('Call the bank today')
  await expect(linked).toContainText('Todo · linked from Weekly review')
  await expectNoSeriousViolations(page)
})
