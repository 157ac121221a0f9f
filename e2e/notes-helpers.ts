import type { FileChooser } from '@playwright/test'
import { expect, type Page } from './test'

type Files = Parameters<FileChooser['setFiles']>[0]

// What the specs that use Notes (notes*.spec.ts, paged-lists.spec.ts) share.
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

/** Chooses `files` in 'Import notes' (Notes must be open). */
export async function importNotes(page: Page, files: Files) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import notes' }).click()
  await (await chooser).setFiles(files)
}
