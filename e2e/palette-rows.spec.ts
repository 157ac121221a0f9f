import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { decodesIn, openReady, readWhole, settleStored } from './helpers'
import { addBookmark } from './bookmarks-helpers'
import { body, newNote, palette } from './notes-helpers'
import { quickAdd, row } from './todos-helpers'

// The search palette of a tab started from rows searches each section's rows in a worker that
// reads them itself: the page never reads every todo, bookmark or note for it. 'Add bookmark''s
// duplicates and a note's [[link]] completion come from the same workers.

const option = (page: Page, name: RegExp) => page.getByRole('option', { name })

/** Searches the palette for `text` until `name` is among its answers (it searches on each key). */
async function findInPalette(page: Page, text: string, name: RegExp) {
  await expect(async () => {
    await palette(page).fill('')
    await palette(page).fill(text)
    await expect(option(page, name)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

test('the search palette finds todos, bookmarks and notes from their rows, and what another tab adds, without reading them onto the page', async ({
  page,
  context,
}) => {
  await openReady(page, '/todos')
  await quickAdd(page).fill('Palette todo from rows')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Palette todo from rows')).toBeVisible()
  await page.evaluate(() => (location.hash = '#/bookmarks'))
  await addBookmark(page, { url: 'https://example.org/palette', title: 'Palette bookmark' })
  await page.evaluate(() => (location.hash = '#/notes'))
  await newNote(page, 'Palette note', 'Found by its row')
  await settleStored(page)

  await openReady(page, '/')
  await page.keyboard.press('Control+k')
  await palette(page).fill('Palette')
  await expect(option(page, /Palette todo from rows/)).toBeVisible()
  await expect(option(page, /Palette bookmark/)).toBeVisible()
  await expect(option(page, /Palette note/)).toBeVisible()
  // A bookmark's filters are applied where its rows are searched.
  await palette(page).fill('palette tag:none')
  await expect(option(page, /Palette bookmark/)).toHaveCount(0)
  await palette(page).fill('found by its')
  await expect(option(page, /Palette note/)).toBeVisible()
  expect(await readWhole(page)).toEqual([])
  expect(await decodesIn(page)).toBe(0)

  // Another tab adds a bookmark and a todo: this tab's palette finds them from the changes of
  // its rows, still without reading every record.
  const other = await context.newPage()
  await openReady(other, '/bookmarks')
  await addBookmark(other, {
    url: 'https://example.org/other',
    title: 'Palette from the other tab',
  })
  await other.evaluate(() => (location.hash = '#/todos'))
  await quickAdd(other).fill('Palette todo of the other tab')
  await quickAdd(other).press('Enter')
  await expect(row(other, 'Palette todo of the other tab')).toBeVisible()
  await other.close()
  await findInPalette(page, 'Palette from the', /Palette from the other tab/)
  await findInPalette(page, 'Palette todo of', /Palette todo of the other tab/)
  // Opening what it found works as before: its details.
  await option(page, /Palette todo of the other tab/).click()
  const details = page.getByRole('dialog', { name: 'Todo details' })
  await expect(details.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Palette todo of the other tab',
  )
  expect(await readWhole(page)).not.toContain('bookmarks')
  expect(await readWhole(page)).not.toContain('notes')
  expect(await decodesIn(page)).toBe(0)
})

test("'Add bookmark' finds an address already saved from the rows, without reading every bookmark onto the page", async ({
  page,
}) => {
  await openReady(page, '/bookmarks')
  await addBookmark(page, { url: 'https://www.example.org/saved/', title: 'Saved before' })
  await settleStored(page)
  await openReady(page, '/bookmarks')
  await page.getByRole('button', { name: 'Add bookmark' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  // The same page by another spelling of its address.
  await dialog.getByRole('textbox', { name: 'URL' }).fill('http://example.org/saved')
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog.getByText('Already saved in All bookmarks')).toBeVisible()
  await expect(dialog.getByText('“Saved before” has this address.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save anyway' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await readWhole(page)).not.toContain('bookmarks')
  expect(await decodesIn(page)).toBe(0)
})

test("a note's [[link]] completion at a start from rows offers the other notes without reading them onto the page", async ({
  page,
}) => {
  await openReady(page, '/notes')
  await newNote(page, 'Recipes from rows', 'All my recipes.')
  await page.evaluate(() => (location.hash = '#/notes'))
  const index = await newNote(page, 'Index from rows')
  await settleStored(page)
  await page.goto(index)
  await expect(body(page)).toBeVisible()
  await body(page).click()
  // The editor binds to the owner's copy of the text as it takes the keyboard: keys typed before
  // that are typed again then, which would close a completion list opened meanwhile.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('hearth:doc-host-loaded').length))
    .toBe(1)
  await page.keyboard.type('See [[Recipes fr')
  const option = page.getByRole('option', { name: /Recipes from rows/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(body(page)).toContainText(/See \[Recipes from rows\]\(hearth:note:\w+\)/)
  expect(await readWhole(page)).not.toContain('notes')
  expect(await decodesIn(page)).toBe(0)
})
