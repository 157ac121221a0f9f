import { expect, test } from './test'
import { main, openReady } from './helpers'
import { add } from './todos-helpers'

// Two tabs of one workspace editing the same todo's tags: each tab's change survives the other's
// save (the tags field merges from what it started with, `mergeList`).

test('tags added in two tabs at once are both kept', async ({ context }) => {
  const first = await context.newPage()
  await openReady(first, '/todos')
  await add(first, 'Pack for the trip @travel')
  const second = await context.newPage()
  await openReady(second, '/todos')
  await expect(main(second).locator('[data-todo-id]')).toContainText('@travel')

  const tagsIn = async (page: typeof first) => {
    await page.getByRole('button', { name: 'Details of “Pack for the trip”' }).click()
    return page.getByRole('dialog', { name: 'Todo details' }).getByRole('textbox', { name: 'Tags' })
  }
  // The first tab starts editing the tags; the second saves its own change meanwhile.
  const firstTags = await tagsIn(first)
  await firstTags.fill('@travel @passport')
  const secondTags = await tagsIn(second)
  await secondTags.fill('@travel @beach')
  await secondTags.press('Enter')
  await expect(main(first).locator('[data-todo-id]')).toContainText('@beach')
  await firstTags.press('Enter')

  for (const page of [first, second])
    await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue(
      '@travel @beach @passport',
    )
  await first.reload()
  for (const tag of ['@travel', '@beach', '@passport'])
    await expect(main(first).locator('[data-todo-id]')).toContainText(tag)
})

test('a todo deleted in another tab while its details are open can be added again', async ({
  context,
}) => {
  const first = await context.newPage()
  await openReady(first, '/todos')
  await add(first, 'Book flights @travel')
  const second = await context.newPage()
  await openReady(second, '/todos')
  await second.getByRole('button', { name: 'Details of “Book flights”' }).click()
  const dialog = second.getByRole('dialog', { name: 'Todo details' })
  const notes = dialog.getByRole('textbox', { name: 'Notes' })
  await notes.fill('Seat 14A')

  await first.getByRole('button', { name: 'Actions for “Book flights”' }).click()
  await first.getByRole('menuitem', { name: 'Delete todo' }).click()
  await expect(dialog.getByRole('status')).toContainText('This todo was deleted')
  await expect(main(second).locator('[data-todo-id]')).toHaveCount(0)
  // Typing goes on in the dialog, and nothing of it is lost.
  await notes.press('End')
  await notes.pressSequentially(', aisle if not')
  await expect(notes).toHaveValue('Seat 14A, aisle if not')

  await dialog.getByRole('button', { name: 'Add it again' }).click()
  await expect(dialog.getByRole('status')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Done' }).click()
  for (const page of [first, second]) {
    await expect(main(page).locator('[data-todo-id]')).toContainText('Book flights')
    await expect(main(page).locator('[data-todo-id]')).toContainText('@travel')
  }
  await first.getByRole('button', { name: 'Details of “Book flights”' }).click()
  await expect(
    first.getByRole('dialog', { name: 'Todo details' }).getByRole('textbox', { name: 'Notes' }),
  ).toHaveValue('Seat 14A, aisle if not')
})
