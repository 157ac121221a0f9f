import { expect, test, type Page } from './test'
import { importFile, item, main, search, shownTitles, toastWith, tree } from './bookmarks-helpers'
import { decodesIn, openReady, readWhole, settleStored } from './helpers'
import { importNotes, notesList } from './notes-helpers'

// Lists read from the row store a page at a time after a start from rows: the Notes list as it
// opens (last edited first) as it is scrolled, 'All bookmarks' (newest first) with 'Show N
// more'. Every record can be reached, and the counts are of every record.

const NOTES = 250

/** A browser's bookmarks file of `entries` (its `<DT><A …>` lines). */
const bookmarksFile = (entries: string[]) =>
  Buffer.from(`<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${entries.join('\n')}\n</DL><p>\n`)

/** `count` links at `https://<host>/<i>`, titled '<title> <i>', one second apart, oldest first. */
const links = (count: number, host: string, title: string, extra = (_: number) => '') =>
  Array.from(
    { length: count },
    (_, i) =>
      `<DT><A HREF="https://${host}/${i}" ADD_DATE="${1_700_000_000 + i}"${extra(i)}>${title} ${i}</A>`,
  )

/** Imports `entries` in Bookmarks, then starts anew from the rows there, the count shown. */
async function importThenStartFromRows(page: Page, entries: string[]) {
  await openReady(page, '/bookmarks')
  const preview = await importFile(page, 'many.html', bookmarksFile(entries))
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await settleStored(page)
  await openReady(page, '/bookmarks')
  const all = page.getByRole('link', { name: /^All bookmarks/ })
  await expect(all).toContainText(String(entries.length))
}

/** The names of the notes the Notes list shows as it is scrolled down, until `count` are seen. */
async function notesSeenScrolling(page: Page, count: number) {
  const seen = new Set<string>()
  const scroller = notesList(page).locator('xpath=..')
  for (let round = 0; round < 300 && seen.size < count; round++) {
    for (const name of await notesList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')))
      seen.add(name)
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8))
    await page.waitForTimeout(50)
  }
  return seen
}

/** The page read none of `collection`'s rows whole, and decoded no document. */
async function readNoneWhole(page: Page, collection: string) {
  expect(await readWhole(page)).not.toContain(collection)
  expect(await decodesIn(page)).toBe(0)
}

test('the Notes list reads its notes a page at a time as it is scrolled, reaching every one', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await importNotes(
    page,
    Array.from({ length: NOTES }, (_, i) => ({
      name: `paged-${String(i).padStart(3, '0')}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Paged ${i}\n\nNote number ${i}.\n`),
    })),
  )
  await expect(page.getByText(`Imported ${NOTES} notes`)).toBeVisible()
  // A new start reads the list from the row store.
  await openReady(page, '/notes')
  await expect(page.getByText(`${NOTES} notes`, { exact: true })).toBeVisible()
  const seen = await notesSeenScrolling(page, NOTES)
  expect(seen.size).toBe(NOTES)
  expect(seen.has('Paged 0')).toBe(true)
  expect(seen.has(`Paged ${NOTES - 1}`)).toBe(true)
})

test('All bookmarks lists the newest 200 and the rest with Show more, every one reached', async ({
  page,
}) => {
  // A new start lists them from the row store.
  await importThenStartFromRows(page, links(260, 'paged.example.com', 'Paged'))
  await expect.poll(async () => (await shownTitles(page)).length).toBe(200)
  const first = await shownTitles(page)
  expect(first[0]).toBe('Paged 259')
  expect(first.at(-1)).toBe('Paged 60')
  await main(page).getByRole('button', { name: 'Show 60 more' }).click()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(260)
  expect((await shownTitles(page)).at(-1)).toBe('Paged 0')
  await expect(main(page).getByRole('button', { name: /^Show .* more$/ })).toHaveCount(0)
})

test('Select all in All bookmarks and in a search selects every one, not only those shown', async ({
  page,
}) => {
  await importThenStartFromRows(page, links(260, 'every.example.com', 'Every'))
  await expect.poll(async () => (await shownTitles(page)).length).toBe(200)
  const selection = main(page).getByRole('region', { name: 'Selection' })
  // A search's results: 50 shown of 111, all 111 selected.
  await search(page).fill('every 1')
  await expect(main(page).getByText('111 bookmarks found')).toBeVisible()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(50)
  await item(page, 'Every 1').getByRole('checkbox', { name: 'Select “Every 1”' }).check()
  await selection.getByRole('button', { name: 'Select all' }).click()
  await expect(selection.getByRole('status')).toHaveText('111 selected')
  await selection.getByRole('button', { name: 'Clear selection' }).click()
  await expect(selection).toHaveCount(0)

  // All bookmarks: 200 shown of 260, all 260 selected, and deleted.
  await search(page).fill('')
  await expect.poll(async () => (await shownTitles(page)).length).toBe(200)
  await item(page, 'Every 259').getByRole('checkbox', { name: 'Select “Every 259”' }).check()
  await selection.getByRole('button', { name: 'Select all' }).click()
  await expect(selection.getByRole('status')).toHaveText('260 selected')
  expect((await shownTitles(page)).length).toBe(200)
  await selection.getByRole('button', { name: 'Delete selected' }).click()
  await expect(toastWith(page, '260 bookmarks deleted')).toBeVisible()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(0)
  await readNoneWhole(page, 'bookmarks')
})

test('a search of the Bookmarks screen is answered from the rows: counted, paged, kept current, and nothing read onto the page', async ({
  page,
}) => {
  // A new start lists them from the row store; the search asks the worker that reads them.
  const even = (i: number) => (i % 2 ? '' : ' TAGS="even"')
  await importThenStartFromRows(page, links(260, 'searched.example.com', 'Searched', even))
  await search(page).fill('searched')
  await expect(main(page).getByText('260 bookmarks found')).toBeVisible()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(50)
  await main(page).getByRole('button', { name: 'Show 50 more' }).click()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(100)

  // A filter alone: newest first.
  await search(page).fill('tag:even')
  await expect(main(page).getByText('130 bookmarks found')).toBeVisible()
  await expect.poll(async () => (await shownTitles(page))[0]).toBe('Searched 258')
  // A change of one found shows, and one deleted goes, with the count.
  const first = item(page, 'Searched 258')
  await first.getByRole('button', { name: 'Favourite' }).click()
  await expect(first.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await first.getByRole('button', { name: 'Actions for “Searched 258”' }).click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(main(page).getByText('129 bookmarks found')).toBeVisible()
  await expect(item(page, 'Searched 258')).toHaveCount(0)
  await expect.poll(async () => (await shownTitles(page))[0]).toBe('Searched 256')
  await search(page).fill('searched 257')
  await expect.poll(async () => (await shownTitles(page))[0]).toBe('Searched 257')
  await search(page).fill('nothing like this')
  await expect(page.getByText('No bookmarks found')).toBeVisible()

  await readNoneWhole(page, 'bookmarks')
})

test('a search of the Notes screen is answered from the rows: counted, read as it is scrolled, pinned first, and nothing read onto the page', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await importNotes(
    page,
    Array.from({ length: 120 }, (_, i) => ({
      name: `found-${String(i).padStart(3, '0')}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Found ${i}\n\nA note the search finds, code z${i}q.\n`),
    })),
  )
  await expect(page.getByText('Imported 120 notes')).toBeVisible()
  await settleStored(page)
  await openReady(page, '/notes')
  await expect(page.getByText('120 notes', { exact: true })).toBeVisible()
  const field = page.getByRole('searchbox', { name: 'Search notes' })
  await field.fill('search finds')
  await expect(page.getByText('120 of 120 notes match')).toBeVisible()
  // Read as it is scrolled: every one reached.
  expect((await notesSeenScrolling(page, 120)).size).toBe(120)

  // A note pinned while found comes first; one deleted goes, with the count.
  await field.fill('z7q')
  const seventh = notesList(page).getByRole('listitem', { name: 'Found 7', exact: true })
  await seventh.getByRole('button', { name: 'Pin note' }).click()
  await expect(notesList(page).getByRole('listitem').first()).toHaveAccessibleName('Found 7')
  await field.fill('search finds')
  await expect(notesList(page).getByRole('listitem').first()).toHaveAccessibleName('Found 7')
  const last = notesList(page).getByRole('listitem', { name: 'Found 7', exact: true })
  await last.getByRole('button', { name: 'Delete note' }).click()
  await expect(page.getByText('119 of 119 notes match')).toBeVisible()
  await field.fill('nothing like this')
  await expect(page.getByText('No notes match')).toBeVisible()

  await readNoneWhole(page, 'notes')
})

test("an import's preview at a start from rows counts what is already saved without reading every bookmark onto the page", async ({
  page,
}) => {
  await importThenStartFromRows(page, links(260, 'kept.example.com', 'Kept'))
  // Two saved already (one by another spelling of its address), one new.
  const preview = await importFile(
    page,
    'again.html',
    bookmarksFile([
      '<DT><A HREF="https://kept.example.com/7">Kept again</A>',
      '<DT><A HREF="http://KEPT.example.com/250">Kept again, spelt otherwise</A>',
      '<DT><A HREF="https://new.example.com/">New one</A>',
    ]),
  )
  await expect(preview.getByText('2 bookmarks are already saved')).toBeVisible()
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toContainText('1 bookmark and 1 folder.')
  await expect(page.getByRole('link', { name: /^All bookmarks/ })).toContainText('261')
  await readNoneWhole(page, 'bookmarks')
})

test('the folder tree and smart views count from the rows, then from the worker that reads them, never counting the Trash', async ({
  page,
}) => {
  // Counts of folders' ranges asked of IndexedDB (`count()` on the `parent` index).
  await page.addInitScript(() => {
    const counted = window as unknown as { parentCounts: number }
    counted.parentCounts = 0
    const count = IDBIndex.prototype.count
    IDBIndex.prototype.count = function (this: IDBIndex, query?: IDBValidKey | IDBKeyRange) {
      if (this.name === 'parent') counted.parentCounts++
      return count.call(this, query)
    }
  })
  const parentCounts = () =>
    page.evaluate(() => (window as unknown as { parentCounts: number }).parentCounts)
  const smart = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) })
  // The file's folder, 'counted', which holds 'Counted' (its count is theirs together).
  const folder = () => tree(page).getByRole('treeitem', { name: 'counted', exact: true })
  const untaggedUnlessFourth = (i: number) => (i % 4 ? '' : ' TAGS="fourth"')
  await openReady(page, '/bookmarks')
  const file = bookmarksFile([
    '<DT><H3>Counted</H3>',
    '<DL><p>',
    ...links(60, 'counted.example.com', 'Counted', untaggedUnlessFourth),
    '</DL><p>',
  ])
  const preview = await importFile(page, 'counted.html', file)
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await item(page, 'Counted 1').getByRole('button', { name: 'Actions for “Counted 1”' }).click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(item(page, 'Counted 1')).toHaveCount(0)
  await settleStored(page)

  // A new start counts on the rows: the one in the Trash is in none of the counts.
  await openReady(page, '/bookmarks')
  await expect(smart('All bookmarks')).toHaveText(/All bookmarks\s*59$/)
  await expect(smart('Untagged')).toHaveText(/Untagged\s*44$/)
  await expect(folder()).toHaveText(/^counted\s*59$/)
  expect(await parentCounts()).toBeGreaterThan(0)

  // Once the screen's rows worker has read them, it counts what changes: no range is counted.
  await page.waitForFunction(() =>
    performance
      .getEntriesByName('hearth:rows-index-ready')
      .some((mark) => (mark as PerformanceMark).detail === 'bookmarks'),
  )
  const before = await parentCounts()
  await item(page, 'Counted 2').getByRole('button', { name: 'Favourite' }).click()
  await expect(smart('Favourites')).toHaveText(/Favourites\s*1$/)
  await item(page, 'Counted 3').getByRole('button', { name: 'Actions for “Counted 3”' }).click()
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).click()
  await expect(smart('All bookmarks')).toHaveText(/All bookmarks\s*58$/)
  await expect(smart('Untagged')).toHaveText(/Untagged\s*43$/)
  await expect(folder()).toHaveText(/^counted\s*58$/)
  expect(await parentCounts()).toBe(before)
  await readNoneWhole(page, 'bookmarks')
})
