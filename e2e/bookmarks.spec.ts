import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, open, presetTheme } from './helpers'

const FIXTURES = 'src/features/bookmarks/model/netscape/fixtures'
const main = (page: Page) => page.locator('#content')
const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Toasts' }).getByRole('listitem').filter({ hasText: text })
const item = (page: Page, title: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
const tree = (page: Page) => page.getByRole('tree', { name: 'Folders' })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search bookmarks' })

/** Titles of the bookmarks shown, top to bottom. */
const shownTitles = (page: Page) =>
  main(page)
    .locator('[data-bookmark-id]')
    .evaluateAll((items) => items.map((i) => i.querySelector('a')!.textContent))

async function addBookmark(
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
  if (fields.folder) await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: fields.folder })
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toHaveCount(0)
}

async function newFolder(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Bookmark folders' }).getByRole('button', { name: 'New folder' }).click()
  const dialog = page.getByRole('dialog', { name: 'New folder' })
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create folder' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function importFile(page: Page, name: string, contents?: Buffer) {
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

test('add, edit, tag, favourite and delete a bookmark, with Undo', async ({ page }) => {
  await open(page, '/bookmarks')
  await expect(page.getByRole('heading', { level: 1, name: 'All bookmarks' })).toBeVisible()
  await newFolder(page, 'Reading')
  await addBookmark(page, { url: 'example.com/docs', tags: 'docs, web' })
  // A bare host gets https://, and the title falls back to the host.
  const added = item(page, 'example.com')
  await expect(added).toContainText('#docs')
  await expect(added.getByRole('link', { name: 'example.com' })).toHaveAttribute(
    'href',
    'https://example.com/docs',
  )
  await expect(added.getByRole('link', { name: 'example.com' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
  // Only http, https, mailto and ftp.
  await main(page).getByRole('button', { name: 'Add bookmark' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toContainText('Only http, https, mailto and ftp addresses can be saved')
  // The same address again: 'Already saved in Reading', and a choice to save anyway.
  await dialog.getByRole('textbox', { name: 'URL' }).fill('http://www.example.com/docs/')
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog.getByText('Already saved in Reading')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save anyway' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(2)

  // Edit the first: a title and a tag.
  await added.first().getByRole('button', { name: 'Actions for “example.com”' }).click()
  await page.getByRole('menuitem', { name: 'Edit bookmark' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit bookmark' })
  await edit.getByRole('textbox', { name: 'Title' }).fill('Example docs')
  await edit.getByRole('textbox', { name: 'Tags' }).fill('docs, reference')
  await edit.getByRole('button', { name: 'Save' }).click()
  const docs = item(page, 'Example docs')
  await expect(docs).toContainText('#reference')

  // Favourite: shown in 'Favourites'.
  await docs.getByRole('button', { name: 'Favourite' }).click()
  await expect(docs.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'Favourites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(1)

  // Delete, then Undo.
  await item(page, 'Example docs').getByRole('button', { name: 'Actions for “Example docs”' }).click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(item(page, 'Example docs')).toHaveCount(0)
  await toastWith(page, 'Bookmark deleted').getByRole('button', { name: 'Undo' }).click()
  await expect(item(page, 'Example docs')).toBeVisible()
  await page.reload()
  await expect(item(page, 'Example docs')).toBeVisible()
})

test('import of each browser’s file shows a preview, and export gives the same tree back', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  const dialog = await importFile(page, 'chrome.html')
  await expect(dialog).toContainText('“chrome.html” holds 11 bookmarks in 4 folders.')
  await expect(dialog.getByRole('region', { name: 'Refused entries' })).toContainText(
    'Bookmarklet in Other bookmarks: Only http, https, mailto and ftp addresses can be saved',
  )
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toContainText('11 bookmarks and 5 folders')
  await expect(tree(page).getByRole('treeitem', { name: 'chrome' })).toBeVisible()
  await page.screenshot({ path: '/tmp/bm-1.png' })
  await tree(page).getByRole('treeitem', { name: 'chrome' }).click()
  await page.screenshot({ path: '/tmp/bm-2.png' })
})
