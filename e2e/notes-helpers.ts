import type { BrowserContext, FileChooser } from '@playwright/test'
import { openReady } from './helpers'
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

/**
 * A new note typed into (`text`) in a new tab of `context` (`first`); `openTab()` opens the same
 * note in another tab (as the handover specs do, round after round).
 */
export async function noteInNewTab(context: BrowserContext, text: string) {
  const first = await context.newPage()
  await openReady(first, '/notes')
  await first.getByRole('button', { name: 'New note' }).click()
  await expect(first).toHaveURL(/#\/notes\/note/)
  await body(first).click()
  await first.keyboard.type(text)
  const url = first.url()
  const openTab = async () => {
    const page = await context.newPage()
    await page.goto(url)
    await expect(body(page)).toBeVisible()
    return page
  }
  return { first, openTab }
}

/** Types `text` at the end of the note in `page` while `closing` closes, between two keys. */
export async function typeAsItCloses(page: Page, closing: Page, text: string) {
  const half = Math.ceil(text.length / 2)
  await page.keyboard.type(text.slice(0, half))
  const closed = closing.close()
  await page.keyboard.type(text.slice(half))
  await closed
}
