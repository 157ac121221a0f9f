import { expect, test } from './test'
import { openReady } from './helpers'
import { body, title, notesList, newNote } from './notes-helpers'

test('a note is created, edited and every character survives a reload', async ({ page }) => {
  await openReady(page, '/notes')
  await expect(page.getByRole('heading', { name: 'No notes yet' })).toBeVisible()
  await newNote(page, 'Groceries')
  await body(page).click()
  const text = '# Groceries\n\n- oat milk 🥛\n- Äpfel & “Birnen” <b>\n\ttab\nlast line'
  await page.keyboard.type('Typed by hand. ')
  await page.keyboard.insertText(text)
  // Once the editor shows the last line, the note holds it; reload straight away.
  await expect(body(page)).toContainText('last line')
  await expect(page.getByText('17 words · 78 characters')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()
  await page.reload()
  await expect(title(page)).toHaveValue('Groceries')
  await expect(body(page)).toHaveText(
    ('Typed by hand. ' + text).split('\n').join(''), // CodeMirror renders one line per element
  )
  const stored = await body(page).evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => line.textContent)
      .join('\n'),
  )
  expect(stored).toBe('Typed by hand. ' + text)

  await page.getByRole('link', { name: 'Back to Notes' }).click()
  const item = notesList(page).getByRole('listitem', { name: 'Groceries' })
  await expect(item).toContainText('Typed by hand.')
  await expect(item).toContainText(/Edited (just now|now)/)
})

test('two pages editing the same note at once both keep their text', async ({ context }) => {
  const first = await context.newPage()
  await openReady(first, '/notes')
  const url = await newNote(first, 'Shared', 'First line\nSecond line')
  const second = await context.newPage()
  await second.goto(url)
  await expect(body(second)).toContainText('Second line')

  // Each at the end of its own line (typed at one place at once, keys would interleave).
  await body(first).click()
  await first.keyboard.press('Control+Home')
  await first.keyboard.press('End')
  await body(second).click()
  await second.keyboard.press('Control+End')
  // Both type at the same time.
  await Promise.all([
    first.keyboard.type(': alpha from the first page', { delay: 15 }),
    second.keyboard.type(': omega from the second page', { delay: 15 }),
  ])
  for (const page of [first, second])
    await expect(body(page)).toHaveText(
      'First line: alpha from the first pageSecond line: omega from the second page',
    )
  await first.reload()
  await expect(body(first)).toHaveText(
    'First line: alpha from the first pageSecond line: omega from the second page',
  )
})

test('delete moves a note to the Trash; Undo brings it back; Trash restores and empties', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await newNote(page, 'Keep me', 'precious words')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await newNote(page, 'Bin me')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await expect(notesList(page).getByRole('listitem')).toHaveCount(2)

  // Delete, then Undo from the toast.
  await notesList(page)
    .getByRole('listitem', { name: 'Keep me' })
    .getByRole('button', { name: 'Delete note' })
    .click()
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(notesList(page).getByRole('listitem', { name: 'Keep me' })).toBeVisible()

  // Delete from the note itself, then restore from the Trash.
  await notesList(page).getByRole('link', { name: 'Bin me' }).click()
  await expect(title(page)).toHaveValue('Bin me')
  await page.getByRole('button', { name: 'Delete note' }).click()
  await expect(page).toHaveURL(/#\/notes$/)
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Trash', exact: true }).click()
  const trash = page.getByRole('list', { name: 'Trash' })
  await expect(trash.getByRole('listitem')).toHaveCount(1)
  await expect(trash.getByRole('listitem').first()).toContainText('30 days left')
  await trash
    .getByRole('listitem', { name: 'Bin me' })
    .getByRole('button', { name: 'Restore' })
    .click()
  await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to notes' }).click()
  await expect(notesList(page).getByRole('listitem')).toHaveCount(2)

  // Empty trash asks first.
  await notesList(page)
    .getByRole('listitem', { name: 'Bin me' })
    .getByRole('button', { name: 'Delete note' })
    .click()
  await page.getByRole('button', { name: 'Trash', exact: true }).click()
  await page.getByRole('button', { name: 'Empty trash' }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText('Empty the Trash?')
  await dialog.getByRole('button', { name: 'Empty trash' }).click()
  await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to notes' }).click()
  await page.reload()
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Trash', exact: true })).toHaveAttribute(
    'title',
    '0 in the Trash',
  )
})

test('search, sort, tags and pins shape the list', async ({ page }) => {
  await openReady(page, '/notes')
  await newNote(page, 'Banana bread', 'flour, bananas, walnuts')
  await page.getByRole('combobox', { name: 'Add tag' }).fill('baking')
  await page.keyboard.press('Enter')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await newNote(page, 'Apple pie', 'apples and cinnamon')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await newNote(page, 'Car service', 'oil change at the garage')
  await page.getByRole('link', { name: 'Back to Notes' }).click()

  const names = () =>
    notesList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))
  await expect.poll(names).toEqual(['Car service', 'Apple pie', 'Banana bread'])
  await page.getByRole('combobox', { name: 'Sort notes' }).selectOption({ label: 'Title' })
  await expect.poll(names).toEqual(['Apple pie', 'Banana bread', 'Car service'])

  await page.getByRole('searchbox', { name: 'Search notes' }).fill('cinnam')
  await expect.poll(names).toEqual(['Apple pie'])
  // Searched off the page, by the notes' index in a worker.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(
    expect.stringContaining('notes-index.worker'),
  )
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('garag')
  await expect.poll(names).toEqual(['Car service'])
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('')

  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption({ label: '#baking' })
  await expect.poll(names).toEqual(['Banana bread'])
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption({ label: 'All tags' })

  await notesList(page)
    .getByRole('listitem', { name: 'Car service' })
    .getByRole('button', { name: 'Pin note' })
    .click()
  await expect.poll(names).toEqual(['Car service', 'Apple pie', 'Banana bread'])
  await expect(
    notesList(page)
      .getByRole('listitem', { name: 'Car service' })
      .getByRole('button', { name: 'Unpin note' }),
  ).toBeVisible()
})

test('the toolbar and shortcuts format, fullscreen enters and Esc leaves', async ({ page }) => {
  await openReady(page, '/notes')
  await newNote(page, 'Format')
  await body(page).click()
  await page.keyboard.type('word')
  await page.keyboard.press('Shift+Home')
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Bold' })
    .click()
  await expect(body(page)).toHaveText('**word**')
  await page.keyboard.press('Control+i')
  await expect(body(page)).toHaveText('**_word_**')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Checklist' }).click()
  await page.keyboard.type('todo')
  await expect(body(page)).toContainText('- [ ] todo')

  await page.getByRole('button', { name: 'Enter fullscreen' }).click()
  const exit = page.getByRole('button', { name: 'Exit fullscreen' })
  await expect(exit).toBeVisible()
  const z = await body(page).evaluate((element) => {
    let node: Element | null = element
    while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement
    return node ? getComputedStyle(node).zIndex : null
  })
  expect(z).toBe('48')
  // Tab stays inside the fullscreen note: the taskbar under it is out of reach.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Taskbar"]')),
    ).toBe(false)
  }
  await body(page).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible()
})

test('an unknown note says so, with a way back', async ({ page }) => {
  await openReady(page, '/notes/note:missing')
  await expect(page.getByRole('heading', { name: 'Note not found', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await expect(page).toHaveURL(/#\/notes$/)
})
