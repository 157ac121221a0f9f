import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './test'
import { XSS_PAYLOADS } from './fixtures/xss-payloads'
import { expectWatchWorks, open, watchForScripts } from './helpers'
import {
  main,
  toastWith,
  item,
  tree,
  search,
  addBookmark,
  importFile,
  shownTitles,
} from './bookmarks-helpers'

// Bookmarks: browsers' bookmark files in and out, bad files, the XSS corpus and site icons. The
// rest is in bookmarks.spec.ts and bookmarks-find.spec.ts.

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
    // tree: the same file but for its heading, and for the bookmarks bar's and 'Other
    // bookmarks' roles, which stay with the folders of the first import.
    const again = await importFile(page, 'again.html', Buffer.from(first))
    await expect(again).toContainText('already saved and will be skipped')
    await again.getByRole('checkbox', { name: 'Skip bookmarks already saved' }).uncheck()
    await again.getByRole('button', { name: 'Import' }).click()
    await tree(page).getByRole('treeitem', { name: 'again' }).click()
    await main(page).getByRole('button', { name: 'More actions' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Export this folder' }).click()
    const second = await readFile((await (await download).path())!, 'utf8')
    const roles = / (PERSONAL_TOOLBAR|UNFILED_BOOKMARKS)_FOLDER="true"/g
    expect(second.replace('<H1>again</H1>', '<H1>Bookmarks</H1>')).toBe(first.replace(roles, ''))
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

test('files with links or folders left open (no </A>, no </H3>) or in windows-1252 import as written', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  // Each <A> is one bookmark, however the parser copies a link left open.
  const links = await importFile(page, 'unclosed-links.html')
  await expect(links).toContainText('“unclosed-links.html” holds 7 bookmarks in 1 folder.')
  // The same link twice in one folder comes in once, and the preview says so.
  await expect(links).toContainText(
    '1 bookmark is in the same folder of the file twice and will be imported once.',
  )
  await expect(links).toContainText('To import: 6 bookmarks and 2 new folders.')
  await links.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await tree(page).getByRole('treeitem', { name: 'unclosed-links' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Alpha', 'Beta', 'Twice', 'Epsilon'])
  await expect(item(page, 'Beta')).toContainText('What Beta is about')
  // A folder left open holds its own list, and what follows it is back in its parent.
  const headings = await importFile(page, 'unclosed-headings.html')
  await expect(headings).toContainText('“unclosed-headings.html” holds 4 bookmarks in 3 folders.')
  await headings.getByRole('radio', { name: 'Merge into my folders' }).check()
  await headings.getByRole('button', { name: 'Import' }).click()
  await tree(page).getByRole('treeitem', { name: 'Work' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Mail', 'Calendar'])
  // A file in the encoding its <META> names: its accents, €, quotes and dashes as written.
  const latin = await importFile(page, 'windows-1252.html')
  await expect(latin).toContainText('“windows-1252.html” holds 2 bookmarks in 1 folder.')
  await latin.getByRole('radio', { name: 'Merge into my folders' }).check()
  await latin.getByRole('button', { name: 'Import' }).click()
  await tree(page).getByRole('treeitem', { name: 'Références' }).click()
  await expect.poll(() => shownTitles(page)).toEqual(['Café crème', 'Smörgåsbord “Über”'])
  await expect(item(page, 'Café crème')).toContainText('Une recette naïve – €3 la tasse')
  // Neither UTF-8 nor named: said so.
  const unnamed = await importFile(
    page,
    'unnamed.html',
    Buffer.from('<DT><A HREF="https://x.example/">Caf\xe9</A>', 'latin1'),
  )
  await expect(unnamed).toContainText(
    '“unnamed.html”: This file’s characters could not be read: it is not UTF-8 and does not name an encoding this browser knows. Save it as UTF-8 and import it again.',
  )
})

test('no script from a bookmark ever runs: XSS corpus in titles, folders, tags, the preview and the palette', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const hits = await watchForScripts(page)
  await open(page, '/bookmarks')
  await expectWatchWorks(page, hits)
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
