import type { Page, Route } from '@playwright/test'
import { expect, test } from './test'
import { decodesIn, main, openReady, recordCount, settleStored, workspaceSwitcher } from './helpers'
import { addBookmark, item, search } from './bookmarks-helpers'
import { body, newNote, notesList, palette } from './notes-helpers'
import { quickAdd, row } from './todos-helpers'

// A tab opening a stored workspace shows it from the row store before decoding its document.

/** How many times this page's document owner (a worker) has loaded the document. */
const hostLoads = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hearth:doc-host-loaded').length)

/**
 * The script of the document's owner in the worker of the tab holding the owner's lock
 * (`document.lock-worker.ts`), where there is no SharedWorker: Playwright cannot hold back a
 * SharedWorker's script, so the test that holds the owner back takes SharedWorker away (the
 * page's side is the same for either).
 */
const OWNER_SCRIPT = '**/document.lock-worker-*.js'

/** Adds a todo in Today and leaves it stored: the next open of the workspace starts from rows. */
async function storedTodo(page: Page, title: string) {
  await openReady(page, '/todos/today')
  await quickAdd(page).fill(title)
  await quickAdd(page).press('Enter')
  await expect(row(page, title)).toBeVisible()
  await settleStored(page)
}

/** When this page asked for the document's code (`yjs-kit`), if it did. */
const kitRequestedAt = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/yjs-kit-[^/]*\.js$/.test(entry.name))?.startTime,
  )

declare global {
  interface Window {
    /** Whether the document's decoding had begun when the todo first showed on the Overview. */
    __decodedBeforeTodo?: boolean
    /** When the todo first showed on the Overview (`performance.now()`). */
    __todoShownAt?: number
  }
}

test('the Overview shows stored todos before the document is decoded, and edits them after', async ({
  page,
}) => {
  await openReady(page, '/todos/today')
  await quickAdd(page).fill('Fed from rows')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Fed from rows')).toBeVisible()
  // Opened once more: a write still in flight when the page went away is journaled, and a
  // start with a journal to apply decodes at once (this open applies it).
  await page.goto('about:blank')
  await openReady(page, '/todos/today')
  await expect(row(page, 'Fed from rows')).toBeVisible()

  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const widget = document.querySelector('section[data-widget="todos"]')
      if (!widget?.textContent?.includes('Fed from rows')) return
      observer.disconnect()
      window.__decodedBeforeTodo =
        performance.getEntriesByName('hearth:doc-decode-start').length > 0
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('about:blank')
  await page.goto('./#/')
  const widget = main(page).locator('section[data-widget="todos"]')
  await expect(widget.getByText('Fed from rows')).toBeVisible()
  expect(await page.evaluate(() => window.__decodedBeforeTodo)).toBe(false)

  // Done from the widget: the write goes to the document's owner in a worker, shows at once,
  // and is stored; the page never decodes the document.
  await widget.getByRole('checkbox', { name: 'Fed from rows' }).click()
  await expect(widget.getByText('Fed from rows')).toBeHidden()
  await expect.poll(() => hostLoads(page)).toBe(1)
  expect(await decodesIn(page)).toBe(0)
  await page.reload()
  await openReady(page, '/todos/completed')
  await expect(row(page, 'Fed from rows')).toBeVisible()
})

test('a start from rows shows its first screen without the document’s code, and lists its workspaces after', async ({
  page,
}) => {
  await storedTodo(page, 'Shown without Yjs')

  // Yjs and y-indexeddb come in a chunk of their own (`data/doc/yjs-kit.ts`), which the page
  // asks for once it needs a document: here, after the first screen, for the list of workspaces.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const widget = document.querySelector('section[data-widget="todos"]')
      if (!widget?.textContent?.includes('Shown without Yjs')) return
      observer.disconnect()
      window.__todoShownAt = performance.now()
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('./#/')
  const widget = main(page).locator('section[data-widget="todos"]')
  await expect(widget.getByText('Shown without Yjs')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('hearth:registry-loaded').length))
    .toBe(1)
  const shownAt = await page.evaluate(() => window.__todoShownAt)
  const kitAt = await kitRequestedAt(page)
  expect(shownAt).toBeGreaterThan(0)
  expect(kitAt).toBeGreaterThan(shownAt!)
  expect(await decodesIn(page)).toBe(0)
  // The list read after the first screen names the open workspace.
  const switcher = await workspaceSwitcher(page)
  await expect(switcher.getByRole('button', { name: 'Personal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a start from rows works on while the document’s code cannot be downloaded, and reads the list of workspaces once it can', async ({
  page,
}) => {
  await storedTodo(page, 'Ticked without Yjs')

  // Offline for that one file (the service worker does not have it yet).
  const kit = '**/yjs-kit-*.js'
  await page.route(kit, (route) => route.abort('internetdisconnected'))
  await openReady(page, '/')
  const widget = main(page).locator('section[data-widget="todos"]')
  await widget.getByRole('checkbox', { name: 'Ticked without Yjs' }).click()
  await expect(widget.getByText('Ticked without Yjs')).toBeHidden()
  // The list of workspaces was asked for after the first screen, and could not be read.
  await expect.poll(() => kitRequestedAt(page)).toBeGreaterThan(0)
  expect(
    await page.evaluate(() => performance.getEntriesByName('hearth:registry-loaded').length),
  ).toBe(0)

  // Back online: showing the list reads it.
  await page.unroute(kit)
  const switcher = await workspaceSwitcher(page)
  await expect(switcher.getByRole('button', { name: 'Personal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('This workspace could not be read')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await openReady(page, '/todos/completed')
  await expect(row(page, 'Ticked without Yjs')).toBeVisible()
})

test('a very first visit fetches the document’s code beside the app’s, before its data layer asks', async ({
  page,
}) => {
  // No workspace yet: Hearth makes one on the page, with Yjs (`public/boot.js` preloads it).
  await openReady(page, '/')
  const kitAt = await kitRequestedAt(page)
  const sessionAt = await page.evaluate(
    () => performance.getEntriesByName('hearth:session-start')[0]?.startTime,
  )
  expect(sessionAt).toBeGreaterThan(0)
  expect(kitAt).toBeLessThan(sessionAt!)
})

test('a quick add typed as soon as a stored workspace’s tab shows its field is kept', async ({
  page,
}) => {
  await openReady(page, '/todos')
  await quickAdd(page).fill('Already here')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Already here')).toBeVisible()
  let fromRows = 0
  for (let round = 1; round <= 5; round++) {
    await page.goto('about:blank')
    // The tab starts from the rows; the first keys' write goes to the document's owner.
    await page.goto('./#/todos')
    await quickAdd(page).click()
    await page.keyboard.type(`Typed early ${round}`)
    await page.keyboard.press('Enter')
    await expect(row(page, `Typed early ${round}`)).toBeVisible()
    // From rows, the write went to the document's owner in a worker: nothing decoded here.
    fromRows += await page.evaluate(() =>
      performance.getEntriesByName('hearth:doc-decode-start').length ? 0 : 1,
    )
  }
  // Most rounds start from rows (one after a write still in flight as the page went applies
  // its journal first, and decodes at once).
  expect(fromRows).toBeGreaterThan(0)
  await page.reload()
  await openReady(page, '/todos')
  for (let round = 1; round <= 5; round++)
    await expect(row(page, `Typed early ${round}`), `round ${round}`).toBeVisible()
  await expect(row(page, 'Already here')).toBeVisible()
})

test('Todos, Bookmarks, Notes and search open from rows, and follow another tab, without decoding', async ({
  page,
  context,
}) => {
  await openReady(page, '/todos')
  await quickAdd(page).fill('Seen from rows')
  await quickAdd(page).press('Enter')
  await expect(row(page, 'Seen from rows')).toBeVisible()
  await page.evaluate(() => (location.hash = '#/bookmarks'))
  await addBookmark(page, { url: 'https://example.org/rows', title: 'Rows bookmark' })
  await page.evaluate(() => (location.hash = '#/notes'))
  await newNote(page, 'Rows note', 'Read from its row')
  await page.evaluate(() => (location.hash = '#/notes'))
  await expect(notesList(page).getByText('Rows note')).toBeVisible()
  await settleStored(page)
  await openReady(page, '/')
  const decodes = () => decodesIn(page)
  // Nothing read the document's log: boot.js leaves it to the data layer, which has no use for it.
  const logReads = () =>
    page.evaluate(() =>
      ['hearth:boot-read-off-page', 'hearth:log-read'].map(
        (name) => performance.getEntriesByName(name).length,
      ),
    )
  expect(await logReads()).toEqual([0, 0])
  await page.evaluate(() => (location.hash = '#/todos'))
  await expect(row(page, 'Seen from rows')).toBeVisible()
  await page.evaluate(() => (location.hash = '#/bookmarks'))
  await expect(item(page, 'Rows bookmark')).toBeVisible()
  await search(page).fill('rows')
  await expect(item(page, 'Rows bookmark')).toBeVisible()
  await page.evaluate(() => (location.hash = '#/notes'))
  await expect(notesList(page).getByText('Rows note')).toBeVisible()
  await page.keyboard.press('Control+k')
  await palette(page).fill('Seen from')
  await expect(page.getByRole('option', { name: /Seen from rows/ })).toBeVisible()
  await palette(page).fill('Rows note')
  await expect(page.getByRole('option', { name: /Rows note/ })).toBeVisible()
  await page.keyboard.press('Escape')
  // Settings > Data counts the records on their rows.
  await page.evaluate(() => (location.hash = '#/settings/data'))
  await expect(recordCount(page, 'Todos')).toHaveText('1')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('1')
  expect(await decodes()).toBe(0)
  expect(await logReads()).toEqual([0, 0])

  // Another tab adds a todo: this one shows it from its row, still without its document.
  await page.evaluate(() => (location.hash = '#/todos'))
  const other = await context.newPage()
  await openReady(other, '/todos')
  await quickAdd(other).fill('Added in the other tab')
  await quickAdd(other).press('Enter')
  await expect(row(page, 'Added in the other tab')).toBeVisible()
  expect(await decodes()).toBe(0)
  await other.close()

  // A write goes to the document's owner in a worker, and is stored; still no decoding here.
  await row(page, 'Added in the other tab').getByRole('checkbox').click()
  await expect(row(page, 'Added in the other tab')).toBeHidden()
  await expect.poll(() => hostLoads(page)).toBe(1)
  expect(await decodes()).toBe(0)
  await page.reload()
  await openReady(page, '/todos/completed')
  await expect(row(page, 'Added in the other tab')).toBeVisible()
})

test('a notes widget shows its note, rendered, from its row, without decoding', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await newNote(page, 'Widget note', 'Shown **on the Overview**')
  await page.evaluate(() => (location.hash = '#/'))
  const notes = main(page).getByRole('region', { name: 'Notes', exact: true })
  await notes.hover()
  await notes.getByRole('button', { name: 'Widget settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Widget settings' })
  await settings.getByLabel('Note').selectOption({ label: 'Widget note' })
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(notes.getByText('on the Overview')).toBeVisible()
  await settleStored(page)
  await openReady(page, '/')
  await expect(notes.getByRole('strong')).toHaveText('on the Overview')
  await expect(notes.getByText('Widget note')).toBeVisible()
  expect(await decodesIn(page)).toBe(0)
})

test('a scratchpad shows its text from its row, and binds to the owner’s copy of it once clicked into', async ({
  page,
}) => {
  await openReady(page, '/')
  const notes = main(page).getByRole('region', { name: 'Notes', exact: true })
  await notes.getByRole('button', { name: 'New scratchpad note' }).click()
  const pad = notes.getByRole('textbox', { name: 'Note body' })
  await pad.click()
  await page.keyboard.type('Written on the pad')
  await expect(pad).toHaveText('Written on the pad')
  await settleStored(page)
  await openReady(page, '/')
  const decodes = () => decodesIn(page)
  await expect(pad).toHaveText('Written on the pad')
  expect(await decodes()).toBe(0)
  // Clicked into, it binds to the note's shared text as the document's owner in a worker keeps
  // it (the keys typed meanwhile are held, and typed again then): what is typed is stored, and
  // the page never decodes the document.
  await pad.click()
  await page.keyboard.press('End')
  await page.keyboard.type(', and then here')
  await expect(pad).toHaveText('Written on the pad, and then here')
  await expect.poll(() => hostLoads(page)).toBe(1)
  await page.keyboard.type('!')
  await expect(pad).toHaveText('Written on the pad, and then here!')
  expect(await decodes()).toBe(0)
  await page.goto('about:blank')
  await openReady(page, '/')
  await expect(pad).toHaveText('Written on the pad, and then here!')
  await page.evaluate(() => (location.hash = '#/notes'))
  await expect(notesList(page).getByText('Scratchpad')).toBeVisible()
})

test('a note opened by its address shows its text from its row; typing or ticking a task binds it', async ({
  page,
}) => {
  await openReady(page, '/notes')
  const address = await newNote(page, 'Address note', '- [ ] Water the plants\n\nRead from its row')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await settleStored(page)
  const decodes = () => decodesIn(page)
  await page.goto(address)
  await expect(body(page)).toContainText('Read from its row')
  expect(await decodes()).toBe(0)
  // A task ticked in the preview: the editor binds first (to the owner's copy of the text), and
  // the tick is stored; the page decodes nothing.
  const task = page.getByRole('region', { name: 'Preview' }).getByRole('checkbox')
  await task.click()
  await expect(body(page)).toContainText('- [x] Water the plants')
  await expect.poll(() => hostLoads(page)).toBe(1)
  expect(await decodes()).toBe(0)
  await page.reload()
  await expect(body(page)).toContainText('- [x] Water the plants')

  // Typing: bound as the editor takes the keyboard; keys typed before that are typed again then.
  await page.goto('about:blank')
  await page.goto(address)
  await expect(body(page)).toContainText('Read from its row')
  expect(await decodes()).toBe(0)
  await body(page).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' and kept')
  await expect(body(page)).toContainText('Read from its row and kept')
  await expect.poll(() => hostLoads(page)).toBe(1)
  expect(await decodes()).toBe(0)
  await page.reload()
  await expect(body(page)).toContainText('Read from its row and kept')
})

test('keys typed into a note while its document’s owner loads are kept: typed again once it binds, or kept aside when the page goes first', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
  await openReady(page, '/notes')
  const address = await newNote(page, 'Held note', 'Before')
  await settleStored(page)
  // The owner's worker is held back: binding waits for it.
  let held: Route | null = null
  await page.route(OWNER_SCRIPT, (route) => void (held = route))
  await page.goto(address)
  await expect(body(page)).toContainText('Before')
  await body(page).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' and typed')
  await expect(body(page)).toHaveText('Before and typed')
  expect(await decodesIn(page)).toBe(0)
  // The page goes away first: what was typed is kept aside, and the next start stores it.
  await page.unroute(OWNER_SCRIPT)
  await page.reload()
  await expect(body(page)).toHaveText('Before and typed')

  // Bound once the owner has the document: the keys held meanwhile are typed again through the
  // binding.
  await page.goto('about:blank')
  held = null
  await page.route(OWNER_SCRIPT, (route) => void (held = route))
  await page.goto(address)
  await expect(body(page)).toHaveText('Before and typed')
  await body(page).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(', then more')
  await expect.poll(() => held !== null).toBe(true)
  await (held as Route | null)!.continue()
  await expect.poll(() => hostLoads(page)).toBe(1)
  await page.keyboard.type('!')
  await expect(body(page)).toHaveText('Before and typed, then more!')
  expect(await decodesIn(page)).toBe(0)
  await page.unroute(OWNER_SCRIPT)
  await settleStored(page)
  await page.goto(address)
  await expect(body(page)).toHaveText('Before and typed, then more!')
})
