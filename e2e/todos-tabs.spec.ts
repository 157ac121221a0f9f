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
