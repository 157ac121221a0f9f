import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from './test'
import { main, toastWith } from './helpers'

export { main, toastWith }

// What the Bookmarks specs (bookmarks*.spec.ts) share.
export const FIXTURES = 'src/features/bookmarks/model/netscape/fixtures'
export const item = (page: Page, title: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
export const tree = (page: Page) => page.getByRole('tree', { name: 'Folders' })
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search bookmarks' })

/** Waits for a dialog's fade-in to end (axe reads colours mid-fade as low contrast). */
export const settled = (dialog: Locator) =>
  dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )

/** Titles of the bookmarks shown, top to bottom. */
export const shownTitles = (page: Page) =>
  main(page)
    .locator('[data-bookmark-id]')
    .evaluateAll((items) => items.map((i) => i.querySelector('a')!.textContent))

export async function addBookmark(
  page: Page,
  fields: { url: string; title?: string; tags?: string; folder?: string; description?: string },
) {
  await main(page).getByRole('button', { name: 'Add bookmark' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  await dialog.getByRole('textbox', { name: 'URL' }).fill(fields.url)
  if (fields.title) await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title)
  if (fields.description)
    await dialog.getByRole('textbox', { name: 'Description' }).fill(fields.description)
  if (fields.tags) await dialog.getByRole('textbox', { name: 'Tags' }).fill(fields.tags)
  if (fields.folder)
    await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: fields.folder })
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toHaveCount(0)
}

export async function newFolder(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Bookmark folders' })
    .getByRole('button', { name: 'New folder' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'New folder' })
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create folder' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

export async function importFile(page: Page, name: string, contents?: Buffer) {
  await main(page).getByRole('button', { name: 'More actions' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Import bookmarks…' }).click()
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: 'text/html',
    buffer: contents ?? (await readFile(`${FIXTURES}/${name}`)),
  })
  return page.getByRole('dialog', { name: 'Import bookmarks' })
}

/**
 * A browser's bookmarks file: `count` bookmarks in one folder, 'Imported page <i>' at
 * https://example.com/page-<i>.
 */
export function bookmarksFile(folder: string, count: number): Buffer {
  const links = Array.from(
    { length: count },
    (_, i) => `<DT><A HREF="https://example.com/page-${i}">Imported page ${i}</A>`,
  )
  return Buffer.from(
    [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
      '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
      '<TITLE>Bookmarks</TITLE>',
      '<H1>Bookmarks</H1>',
      '<DL><p>',
      `<DT><H3>${folder}</H3>`,
      '<DL><p>',
      ...links,
      '</DL><p>',
      '</DL><p>',
    ].join('\n'),
  )
}
