import { expect, test } from './test'
import { open } from './helpers'
import {
  main,
  toastWith,
  item,
  tree,
  shownTitles,
  addBookmark,
  newFolder,
} from './bookmarks-helpers'

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
  // A space in the site's name (Chromium's URL would keep it as %20).
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://exa mple.com')
  await dialog.getByRole('button', { name: 'Add bookmark' }).click()
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
    'A site’s name can only have letters, digits, hyphens and dots (not “exa mple.com”).',
  )
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
  await edit.getByRole('textbox', { name: 'URL' }).fill('https://exa mple.com/docs')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
    'A site’s name can only have letters, digits, hyphens and dots (not “exa mple.com”).',
  )
  await edit.getByRole('textbox', { name: 'URL' }).fill('https://example.com/docs')
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
  // Opened from a menu, its field has the focus, and closed, the menu's button has it again.
  await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toBeFocused()
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill('Side projects')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Side projects' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'More actions' })).toBeFocused()

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

test('the keyboard: a focus ring in the side bar, and focus kept near a deleted bookmark', async ({
  page,
}) => {
  await open(page, '/bookmarks')
  await newFolder(page, 'Garden')
  await page
    .getByRole('navigation', { name: 'Bookmark folders' })
    .getByRole('link', { name: /^All bookmarks/ })
    .click()
  for (const title of ['One', 'Two', 'Three'])
    await addBookmark(page, { url: `https://example.com/${title}`, title })

  // Tabbed to (backwards), a folder and 'Favourites' show the ring (an outline).
  await main(page).getByRole('button', { name: 'Add bookmark' }).focus()
  for (const target of [
    tree(page).getByRole('treeitem', { name: /Garden/ }),
    page.getByRole('link', { name: /^Favourites/ }),
  ]) {
    for (let i = 0; i < 20; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Shift+Tab')
    }
    await expect(target).toBeFocused()
    expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
      'none',
    )
  }

  // Deleted from its menu, a bookmark hands the keyboard to the next one's menu button.
  await page.getByRole('button', { name: 'Actions for “Two”' }).press('Enter')
  await page.getByRole('menuitem', { name: 'Delete bookmark' }).press('Enter')
  await expect(item(page, 'Two')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Actions for “One”' })).toBeFocused()
})
