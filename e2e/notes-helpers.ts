import { expect, type Page } from './test'

// What the notes specs (notes.spec.ts, notes-markdown.spec.ts) share.
export const body = (page: Page) => page.getByRole('textbox', { name: 'Note body' })
export const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
export const palette = (page: Page) => page.getByRole('combobox', { name: 'Search' })
export const notesList = (page: Page) => page.getByRole('list', { name: 'Notes', exact: true })

/** Creates a note from the list with 'New note' and gives it a title and body. */
export async function newNote(page: Page, name: string, text = '') {
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  await title(page).fill(name)
  if (text) {
    await body(page).click()
    await page.keyboard.insertText(text)
  }
  return page.url()
}
