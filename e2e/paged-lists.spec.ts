import { expect, test } from './test'
import { importFile, item, main, search, shownTitles, toastWith } from './bookmarks-helpers'
import { decodesIn, openReady, readWhole, settleStored } from './helpers'
import { importNotes, notesList } from './notes-helpers'

// Lists read from the row store a page at a time after a start from rows: the Notes list as it
// opens (last edited first) as it is scrolled, 'All bookmarks' (newest first) with 'Show N
// more'. Every record can be reached, and the counts are of every record.

const NOTES = 250

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
  const seen = new Set<string>()
  const scroller = notesList(page).locator('xpath=..')
  for (let round = 0; round < 300 && seen.size < NOTES; round++) {
    for (const name of await notesList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')))
      seen.add(name)
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8))
    await page.waitForTimeout(50)
  }
  expect(seen.size).toBe(NOTES)
  expect(seen.has('Paged 0')).toBe(true)
  expect(seen.has(`Paged ${NOTES - 1}`)).toBe(true)
})

test('All bookmarks lists the newest 200 and the rest with Show more, every one reached', async ({
  page,
}) => {
  await openReady(page, '/bookmarks')
  const links = Array.from(
    { length: 260 },
    (_, i) =>
      `<DT><A HREF="https://paged.example.com/${i}" ADD_DATE="${1_700_000_000 + i}">Paged ${i}</A>`,
  )
  const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${links.join('\n')}\n</DL><p>\n`
  const preview = await importFile(page, 'paged.html', Buffer.from(file))
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  // A new start lists them from the row store.
  await openReady(page, '/bookmarks')
  await expect(page.getByRole('link', { name: /^All bookmarks/ })).toContainText('260')
  await expect.poll(async () => (await shownTitles(page)).length).toBe(200)
  const first = await shownTitles(page)
  expect(first[0]).toBe('Paged 259')
  expect(first.at(-1)).toBe('Paged 60')
  await main(page).getByRole('button', { name: 'Show 60 more' }).click()
  await expect.poll(async () => (await shownTitles(page)).length).toBe(260)
  expect((await shownTitles(page)).at(-1)).toBe('Paged 0')
  await expect(main(page).getByRole('button', { name: /^Show .* more$/ })).toHaveCount(0)
})

test('a search of the Bookmarks screen is answered from the rows: counted, paged, kept current, and nothing read onto the page', async ({
  page,
}) => {
  await openReady(page, '/bookmarks')
  const links = Array.from(
    { length: 260 },
    (_, i) =>
      `<DT><A HREF="https://searched.example.com/${i}" ADD_DATE="${1_700_000_000 + i}"${i % 2 ? '' : ' TAGS="even"'}>Searched ${i}</A>`,
  )
  const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${links.join('\n')}\n</DL><p>\n`
  const preview = await importFile(page, 'searched.html', Buffer.from(file))
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await settleStored(page)
  // A new start lists them from the row store; the search asks the worker that reads them.
  await openReady(page, '/bookmarks')
  await expect(page.getByRole('link', { name: /^All bookmarks/ })).toContainText('260')
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

  expect(await readWhole(page)).not.toContain('bookmarks')
  expect(await decodesIn(page)).toBe(0)
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
  const seen = new Set<string>()
  const scroller = notesList(page).locator('xpath=..')
  for (let round = 0; round < 200 && seen.size < 120; round++) {
    for (const name of await notesList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')))
      seen.add(name)
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8))
    await page.waitForTimeout(50)
  }
  expect(seen.size).toBe(120)

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

  expect(await readWhole(page)).not.toContain('notes')
  expect(await decodesIn(page)).toBe(0)
})

test("an import's preview at a start from rows counts what is already saved without reading every bookmark onto the page", async ({
  page,
}) => {
  await openReady(page, '/bookmarks')
  const links = (from: number, to: number) =>
    Array.from(
      { length: to - from },
      (_, i) =>
        `<DT><A HREF="https://kept.example.com/${from + i}" ADD_DATE="${1_700_000_000 + i}">Kept ${from + i}</A>`,
    )
  const file = (entries: string[]) =>
    Buffer.from(`<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${entries.join('\n')}\n</DL><p>\n`)
  let preview = await importFile(page, 'kept.html', file(links(0, 260)))
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toBeVisible()
  await settleStored(page)
  await openReady(page, '/bookmarks')
  await expect(page.getByRole('link', { name: /^All bookmarks/ })).toContainText('260')
  // Two saved already (one by another spelling of its address), one new.
  preview = await importFile(
    page,
    'again.html',
    file([
      '<DT><A HREF="https://kept.example.com/7">Kept again</A>',
      '<DT><A HREF="http://KEPT.example.com/250">Kept again, spelt otherwise</A>',
      '<DT><A HREF="https://new.example.com/">New one</A>',
    ]),
  )
  await expect(preview.getByText('2 bookmarks are already saved')).toBeVisible()
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(toastWith(page, 'Bookmarks imported')).toContainText('1 bookmark and 1 folder.')
  await expect(page.getByRole('link', { name: /^All bookmarks/ })).toContainText('261')
  expect(await readWhole(page)).not.toContain('bookmarks')
  expect(await decodesIn(page)).toBe(0)
})
