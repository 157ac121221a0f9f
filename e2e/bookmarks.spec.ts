import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from './test'
import { XSS_PAYLOADS } from './fixtures/xss-payloads'
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

/** Waits for a dialog's fade-in to end (axe reads colours mid-fade as low contrast). */
const settled = (dialog: Locator) =>
  dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )

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
  if (fields.folder)
    await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: fields.folder })
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog).toHaveCount(0)
}

async function newFolder(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Bookmark folders' })
    .getByRole('button', { name: 'New folder' })
    .click()
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
  await expect(docs.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('link', { name: 'Favourites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(1)

  // Delete, then Undo.
  await item(page, 'Example docs')
    .getByRole('button', { name: 'Actions for “Example docs”' })
    .click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(item(page, 'Example docs')).toHaveCount(0)
  await toastWith(page, 'Bookmark deleted').getByRole('button', { name: 'Undo' }).click()
  await expect(item(page, 'Example docs')).toBeVisible()
  await page.reload()
  await expect(item(page, 'Example docs')).toBeVisible()
})

test('folders: new, nested, renamed, kept in the address, and deleted with everything inside, with Undo', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  await newFolder(page, 'Work')
  const workUrl = page.url()
  expect(workUrl).toMatch(/#\/bookmarks\?folder=folder/)
  await addBookmark(page, { url: 'https://work.example/', title: 'Intranet' })
  // A folder inside it, from the folder's menu.
  await main(page).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'New folder' }).click()
  let dialog = page.getByRole('dialog', { name: 'New folder' })
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill('Projects')
  await dialog.getByRole('button', { name: 'Create folder' }).click()
  await addBookmark(page, { url: 'https://hearth.example/', title: 'Hearth' })
  await expect(tree(page).getByRole('treeitem', { name: 'Projects' })).toHaveAttribute(
    'aria-level',
    '2',
  )
  // The open folder survives a reload.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(item(page, 'Hearth')).toBeVisible()

  // Rename.
  await main(page).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Rename folder' }).click()
  dialog = page.getByRole('dialog', { name: 'Rename folder' })
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill('Side projects')
  await dialog.getByRole('button', { name: 'Rename' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Side projects' })).toBeVisible()

  // Delete 'Work': asks, names what goes with it; Undo brings all of it back.
  await page.goto(workUrl)
  await main(page).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete folder' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “Work”?' })
  await expect(confirm).toContainText('1 folder and 2 bookmarks inside go with it.')
  await confirm.getByRole('button', { name: 'Delete folder' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All bookmarks' })).toBeVisible()
  await expect(tree(page).getByRole('treeitem')).toHaveCount(0)
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(0)
  await toastWith(page, 'Folder deleted').getByRole('button', { name: 'Undo' }).click()
  await expect(tree(page).getByRole('treeitem', { name: 'Work' })).toBeVisible()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(2)
  // An unknown folder says so, with a way back.
  await page.goto('/#/bookmarks?folder=folder:gone')
  await expect(page.getByRole('heading', { level: 1, name: 'Folder not found' })).toBeVisible()
  await main(page).getByRole('link', { name: 'Back to Bookmarks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All bookmarks' })).toBeVisible()
})

test('moving: drag to reorder and onto a folder, the same by keyboard, and several at once', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  await newFolder(page, 'Archive')
  await newFolder(page, 'Inbox')
  for (const title of ['One', 'Two', 'Three', 'Four'])
    await addBookmark(page, { url: `https://${title.toLowerCase()}.example/`, title })
  await expect.poll(() => shownTitles(page)).toEqual(['One', 'Two', 'Three', 'Four'])

  // Drag 'Four' by its handle above 'One'.
  const handle = item(page, 'Four').getByRole('button', { name: 'Reorder “Four”' })
  const target = await item(page, 'One').boundingBox()
  await handle.hover()
  await page.mouse.down()
  await page.mouse.move(target!.x + 20, target!.y + 4, { steps: 12 })
  await page.mouse.move(target!.x + 20, target!.y + 2, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => shownTitles(page)).toEqual(['Four', 'One', 'Two', 'Three'])

  // By keyboard: Alt+↓ on a bookmark's link, and 'Move up' in its menu.
  await item(page, 'One').getByRole('link', { name: 'One' }).focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect.poll(() => shownTitles(page)).toEqual(['Four', 'Two', 'One', 'Three'])
  await expect(item(page, 'One').getByRole('link', { name: 'One' })).toBeFocused()
  await item(page, 'Three').getByRole('button', { name: 'Actions for “Three”' }).click()
  await page.getByRole('menuitem', { name: 'Move up' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Four', 'Two', 'Three', 'One'])

  // Drag 'Two' onto 'Archive' in the tree.
  const archive = await tree(page).getByRole('treeitem', { name: 'Archive' }).boundingBox()
  await item(page, 'Two').getByRole('button', { name: 'Reorder “Two”' }).hover()
  await page.mouse.down()
  await page.mouse.move(archive!.x + 30, archive!.y + archive!.height / 2, { steps: 15 })
  await page.mouse.up()
  await expect(toastWith(page, 'Moved to Archive')).toBeVisible()
  await expect.poll(() => shownTitles(page)).toEqual(['Four', 'Three', 'One'])
  // dnd-kit swallows every click for 50 ms after a drop (meant for the one the mouse-up makes),
  // and the menu item's Enter is a click: no one presses it that soon after letting go.
  await page.waitForTimeout(100)

  // 'Move to folder…' by keyboard.
  await item(page, 'Four').getByRole('button', { name: 'Actions for “Four”' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Move to folder…' }).press('Enter')
  const move = page.getByRole('dialog', { name: 'Move to folder' })
  await move.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Archive' })
  await move.getByRole('button', { name: 'Move' }).press('Enter')
  await expect.poll(() => shownTitles(page)).toEqual(['Three', 'One'])

  // Several at once: select both, delete, Undo.
  await item(page, 'Three').getByRole('checkbox', { name: 'Select “Three”' }).check()
  await item(page, 'One').getByRole('checkbox', { name: 'Select “One”' }).check()
  const selection = page.getByRole('region', { name: 'Selection' })
  await expect(selection).toContainText('2 selected')
  await selection.getByRole('button', { name: 'Delete selected' }).click()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(0)
  await toastWith(page, '2 bookmarks deleted').getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Three', 'One'])
  // …and move them together.
  await item(page, 'Three').getByRole('checkbox', { name: 'Select “Three”' }).check()
  await item(page, 'One').getByRole('checkbox', { name: 'Select “One”' }).check()
  await selection.getByRole('button', { name: 'Move selected…' }).click()
  await move.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Archive' })
  await move.getByRole('button', { name: 'Move' }).click()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(0)

  // All of it persists.
  await page.reload()
  await tree(page).getByRole('treeitem', { name: 'Archive' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Two', 'Four', 'Three', 'One'])
})

test('search: full text as you type, tag: and folder: filters, and the palette opens a bookmark', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  await newFolder(page, 'Reference')
  await addBookmark(page, {
    url: 'https://developer.mozilla.org/',
    title: 'MDN Web Docs',
    tags: 'docs, javascript',
    description: 'Resources for developers',
  })
  await page.getByRole('link', { name: 'All bookmarks' }).click()
  await addBookmark(page, { url: 'https://github.com/yjs/yjs', title: 'Yjs', tags: 'crdt' })
  await search(page).fill('develo')
  await expect.poll(() => shownTitles(page)).toEqual(['MDN Web Docs'])
  await search(page).fill('javascrpt')
  await expect.poll(() => shownTitles(page)).toEqual(['MDN Web Docs'])
  await search(page).fill('github')
  await expect.poll(() => shownTitles(page)).toEqual(['Yjs'])
  await search(page).fill('tag:crdt')
  await expect.poll(() => shownTitles(page)).toEqual(['Yjs'])
  await search(page).fill('folder:reference')
  await expect.poll(() => shownTitles(page)).toEqual(['MDN Web Docs'])
  await search(page).fill('zzzz')
  await expect(main(page).getByText('No bookmarks found')).toBeVisible()
  await search(page).press('Escape')
  await expect.poll(() => shownTitles(page)).toEqual(['Yjs', 'MDN Web Docs'])

  // The palette finds it and opens it in a new tab.
  await page
    .context()
    .route('https://developer.mozilla.org/**', (route) =>
      route.fulfill({ body: 'MDN', contentType: 'text/plain' }),
    )
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('combobox', { name: /search/i })
  await expect(palette).toBeFocused()
  await palette.fill('mdn')
  const option = page.getByRole('option', { name: /MDN Web Docs/ })
  await expect(option).toBeVisible()
  const popup = page.waitForEvent('popup')
  await option.click()
  expect((await popup).url()).toContain('developer.mozilla.org')
})

test('Open all opens a folder’s bookmarks in new tabs, asking first above 10', async ({
  page,
  context,
}) => {
  await open(page, '/bookmarks')
  await context.route(/\.example\//, (route) =>
    route.fulfill({ body: 'ok', contentType: 'text/plain' }),
  )
  const links = Array.from(
    { length: 11 },
    (_, i) => `<DT><A HREF="https://site${i + 1}.example/">Site ${i + 1}</A>`,
  )
  const preview = await importFile(
    page,
    'Morning.html',
    Buffer.from(`<DL><p>${links.join('\n')}</DL>`),
  )
  await preview.getByRole('button', { name: 'Import' }).click()
  await tree(page).getByRole('treeitem', { name: 'Morning' }).click()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(11)
  await main(page).getByRole('button', { name: 'Open all' }).click()
  const confirm = page.getByRole('dialog', { name: 'Open 11 tabs?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(context.pages()).toHaveLength(1)
  await main(page).getByRole('button', { name: 'Open all' }).click()
  await confirm.getByRole('button', { name: 'Open 11 tabs' }).click()
  await expect.poll(() => context.pages().length).toBe(12)
  await expect
    .poll(() =>
      context
        .pages()
        .slice(1)
        .map((p) => p.url())
        .sort(),
    )
    .toContain('https://site11.example/')
})

/** Clicks 'Export bookmarks' and returns the file's text. */
async function exportFile(page: Page) {
  await main(page).getByRole('button', { name: 'More actions' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export bookmarks' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^hearth-bookmarks-\d{4}-\d{2}-\d{2}\.html$/)
  return readFile((await file.path())!, 'utf8')
}

const EXPECTED = {
  'chrome.html': { text: 'holds 16 bookmarks in 5 folders', refused: 'Bookmarklet: dark mode' },
  'edge.html': { text: 'holds 13 bookmarks in 4 folders', refused: 'Bookmarklet: QR code' },
  'firefox.html': { text: 'holds 18 bookmarks in 4 folders', refused: 'Most Visited' },
  'safari.html': { text: 'holds 13 bookmarks in 5 folders', refused: null },
  'linkding.html': { text: 'holds 12 bookmarks in 0 folders', refused: null },
} as const

for (const [name, expected] of Object.entries(EXPECTED))
  test(`${name}: imported through the preview, exported, and imported again into an identical tree`, async ({
    page,
  }) => {
    await open(page, '/bookmarks')
    const preview = await importFile(page, name)
    await expect(preview).toContainText(`“${name}” ${expected.text}.`)
    if (expected.refused)
      await expect(preview.getByRole('region', { name: 'Refused entries' })).toContainText(
        expected.refused,
      )
    // Nothing is stored before 'Import'.
    await expect(tree(page).getByRole('treeitem')).toHaveCount(0)
    await preview.getByRole('radio', { name: 'Merge into my folders' }).check()
    await preview.getByRole('button', { name: 'Import' }).click()
    await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
    const first = await exportFile(page)

    // Imported again into a folder of its own (nothing skipped), that folder exports the same
    // tree: the same file but for its heading.
    const again = await importFile(page, 'again.html', Buffer.from(first))
    await expect(again).toContainText('already saved and will be skipped')
    await again.getByRole('checkbox', { name: 'Skip bookmarks already saved' }).uncheck()
    await again.getByRole('button', { name: 'Import' }).click()
    await tree(page).getByRole('treeitem', { name: 'again' }).click()
    await main(page).getByRole('button', { name: 'More actions' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Export this folder' }).click()
    const second = await readFile((await (await download).path())!, 'utf8')
    expect(second.replace('<H1>again</H1>', '<H1>Bookmarks</H1>')).toBe(first)
  })

test('a bad file says why and changes nothing', async ({ page }) => {
  await open(page, '/bookmarks')
  const dialog = await importFile(
    page,
    'photo.html',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe]),
  )
  await expect(dialog).toContainText('This is not a bookmark file: it looks like binary data.')
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
  const empty = await importFile(
    page,
    'notes.html',
    Buffer.from('<html><body><p>Hello</p></body></html>'),
  )
  await expect(empty).toContainText('No bookmarks were found in this file.')
  await empty.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(main(page).locator('[data-bookmark-id]')).toHaveCount(0)
})

test('no script from a bookmark ever runs: XSS corpus in titles, folders, tags, the preview and the palette', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[]; xss: () => void }
    w.__xss = []
    w.xss = () => void w.__xss.push('xss')
    window.alert = () => void w.__xss.push('alert')
  })
  const hits = () => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)
  await open(page, '/bookmarks')
  // The hook itself works: a script that does run is recorded.
  await page.evaluate(() => (window as unknown as { xss: () => void }).xss())
  expect(await hits()).toEqual(['xss'])
  await page.evaluate(() => void ((window as unknown as { __xss: string[] }).__xss.length = 0))
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  // Every payload escaped, as titles, tags, descriptions and folder names.
  const escaped = [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1><TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>',
    '<DT><A HREF="javascript:xss()">Bookmarklet</A>',
    ...XSS_PAYLOADS.map(
      (payload, i) =>
        `<DT><H3>${escape(payload)}</H3><DL><p><DT><A HREF="https://x${i}.example/" TAGS="${escape(payload.replace(/,/g, ' ').slice(0, 90))}">${escape(payload)}</A><DD>${escape(payload)}</DL><p>`,
    ),
    '</DL><p>',
  ].join('\n')
  const preview = await importFile(page, 'payloads.html', Buffer.from(escaped))
  await expect(preview).toContainText(
    `holds ${XSS_PAYLOADS.length} bookmarks in ${XSS_PAYLOADS.length} folders`,
  )
  await expect(preview.getByRole('region', { name: 'Refused entries' })).toContainText(
    'Bookmarklet',
  )
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  // And raw, as markup the parser meets: read in part, never run.
  const raw = XSS_PAYLOADS.map(
    (payload, i) => `<DT><A HREF="https://raw${i}.example/">${payload}</A>`,
  ).join('\n')
  const rawPreview = await importFile(page, 'raw.html', Buffer.from(`<DL><p>${raw}</DL>`))
  await expect(rawPreview).toContainText('holds')
  await rawPreview.getByRole('button', { name: 'Import' }).click()
  // A title typed in.
  await addBookmark(page, { url: 'https://typed.example/', title: XSS_PAYLOADS[2]!, tags: 'x' })
  // The tree open, the list, the grid, a search, the palette.
  await tree(page).getByRole('treeitem', { name: 'payloads' }).click()
  await tree(page).getByRole('treeitem', { name: 'payloads' }).press('ArrowRight')
  await tree(page).getByRole('treeitem').nth(1).click()
  await page.getByRole('link', { name: 'All bookmarks' }).click()
  await page.getByRole('button', { name: 'Grid view' }).click()
  await search(page).fill('script')
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: /search/i }).fill('onerror')
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500)
  expect(await hits()).toEqual([])
  // Nothing dangerous in the page: no script elements, no handlers, no script links.
  const dangerous = await main(page).evaluate((root) => {
    const found: string[] = []
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase()
      if (['script', 'iframe', 'object', 'embed', 'svg:script'].includes(tag)) found.push(tag)
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`)
        if (
          ['href', 'src'].includes(attribute.name) &&
          /^(javascript|vbscript|data:text)/i.test(attribute.value.trim())
        )
          found.push(`${tag}[${attribute.name}]`)
      }
    }
    return found
  })
  expect(dangerous).toEqual([])
})

test('the main flows by keyboard alone', async ({ page }) => {
  await open(page, '/bookmarks')
  // 'B' opens 'Add bookmark' (the 'New bookmark' command).
  await page.locator('body').focus()
  await page.keyboard.press('b')
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' })
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toBeFocused()
  await page.keyboard.type('example.org')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Example')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(item(page, 'Example')).toBeVisible()
  // A folder, and the tree by arrows.
  for (const name of ['Alpha', 'Beta']) {
    await page.locator('body').focus()
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: /search/i }).fill('New bookmark')
    await page.keyboard.press('Escape')
    const button = page
      .getByRole('navigation', { name: 'Bookmark folders' })
      .getByRole('button', { name: 'New folder' })
    await button.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.type(name)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  }
  await tree(page).getByRole('treeitem', { name: 'Beta' }).focus()
  await page.keyboard.press('ArrowUp')
  await expect(tree(page).getByRole('treeitem', { name: 'Alpha' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha' })).toBeVisible()
  // The palette's 'New bookmark' adds into the open folder.
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: /search/i }).fill('New bookmark')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('combobox', { name: 'Folder' })).toHaveValue(/folder:/)
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://alpha.example/')
  await page.keyboard.press('Enter')
  await expect(item(page, 'alpha.example')).toBeVisible()
  // Favourite and the menu by keyboard.
  await item(page, 'alpha.example').getByRole('button', { name: 'Favourite' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    item(page, 'alpha.example').getByRole('button', { name: 'Favourite' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Delete bookmark' })).toBeVisible()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(item(page, 'alpha.example')).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const)
  test(`every Bookmarks screen passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000)
    // Animations finish at once (a toast fading in would be measured half transparent).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await presetTheme(page, theme)
    await open(page, '/bookmarks')
    await expectNoSeriousViolations(page)
    const preview = await importFile(page, 'firefox.html')
    await expect(preview).toContainText('Not imported')
    await settled(preview)
    await expectNoSeriousViolations(page)
    await preview.getByRole('button', { name: 'Import' }).click()
    await tree(page).getByRole('treeitem', { name: 'firefox' }).click()
    await page.keyboard.press('ArrowRight')
    await tree(page).getByRole('treeitem', { name: 'Bookmarks Toolbar' }).click()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'Grid view' }).click()
    await item(page, 'OpenStreetMap').getByRole('checkbox').check()
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'Favourites' }).click()
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'All bookmarks' }).click()
    await search(page).fill('tag:linux')
    await expectNoSeriousViolations(page)
    await main(page).getByRole('button', { name: 'Add bookmark' }).click()
    await settled(page.getByRole('dialog', { name: 'Add bookmark' }))
    await expectNoSeriousViolations(page)
    await page.keyboard.press('Escape')
    await page.goto('/#/bookmarks?folder=nothing')
    await expectNoSeriousViolations(page)
  })

test('no site is contacted for icons unless ‘Load site icons’ is on', async ({ page }) => {
  // Every image the page ever shows, recorded as it is added (a failed one is gone at once).
  await page.addInitScript(() => {
    const w = window as unknown as { __images: string[] }
    w.__images = []
    new MutationObserver((mutations) => {
      for (const m of mutations)
        for (const node of Array.from(m.addedNodes))
          if (node instanceof Element)
            for (const img of [
              ...(node.matches('img') ? [node] : []),
              ...Array.from(node.querySelectorAll('img')),
            ])
              w.__images.push((img as HTMLImageElement).src)
    }).observe(document, { childList: true, subtree: true })
  })
  const remote = () =>
    page.evaluate(() =>
      (window as unknown as { __images: string[] }).__images.filter(
        (src) => !src.startsWith('data:'),
      ),
    )
  await open(page, '/bookmarks')
  await addBookmark(page, { url: 'https://quiet.example/', title: 'Quiet' })
  // A letter tile, and no image from the site.
  await expect(item(page, 'Quiet')).toContainText('Q')
  await expect(item(page, 'Quiet').locator('img')).toHaveCount(0)
  expect(await remote()).toEqual([])
  await page.goto('/#/settings/general')
  const setting = page.getByRole('checkbox', { name: 'Load site icons' })
  await expect(setting).not.toBeChecked()
  await setting.check()
  await page.getByRole('button', { name: 'Save' }).click()
  // The page's Content-Security-Policy, set as it opened, lets site icons in from the next load.
  await page.goto('/#/bookmarks')
  await expect(item(page, 'Quiet')).toContainText('Q')
  expect(await remote()).toEqual([])
  await page.goto('/#/settings/general')
  const saved = page
    .getByRole('region', { name: 'Toasts' })
    .getByRole('listitem')
    .filter({ hasText: 'Site icons show once Hearth reloads.' })
  await saved.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
  await page.goto('/#/bookmarks')
  await expect.poll(remote).toEqual(['https://quiet.example/favicon.ico'])
  // The site cannot be reached here: the tile comes back.
  await expect(item(page, 'Quiet').locator('img')).toHaveCount(0)
  await expect(item(page, 'Quiet')).toContainText('Q')
})
