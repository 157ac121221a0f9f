import { expect, test } from './test'
import { expectNoSeriousViolations, open, presetTheme } from './helpers'
import {
  main,
  item,
  tree,
  search,
  settled,
  shownTitles,
  addBookmark,
  newFolder,
  importFile,
} from './bookmarks-helpers'

// Bookmarks: search, Open all, keyboard use and axe. The rest is in bookmarks.spec.ts and
// bookmarks-files.spec.ts.

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
  // Searched off the page, by the bookmarks' index in a worker.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(
    expect.stringContaining('bookmarks-index.worker'),
  )
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
