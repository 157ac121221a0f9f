import { expect, test, type Page } from './test'
import { main, open } from './helpers'

/** The Overview's widgets as a reader takes them: top to bottom, then left to right. */
const readingOrder = (page: Page) =>
  main(page)
    .locator('section[data-widget]')
    .evaluateAll((sections) =>
      sections
        .map((s) => ({ name: s.querySelector('h2')!.textContent, box: s.getBoundingClientRect() }))
        .sort((a, b) => Math.round(a.box.y - b.box.y) || a.box.x - b.box.x)
        .map((s) => s.name),
    )

test('Settings > Widgets, the desktop grid and the phone keep one order past a hidden widget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/settings/widgets')
  const list = main(page).getByRole('list', { name: 'Widgets' })
  await list.getByRole('checkbox', { name: 'Search' }).click()
  await main(page).getByRole('button', { name: 'Add widget' }).first().click()
  await page
    .getByRole('dialog', { name: 'Add widget' })
    .getByRole('button', { name: 'Countdown' })
    .click()
  await list.getByRole('button', { name: 'Move “Countdown” up' }).click()
  const shown = list.getByRole('checkbox', { checked: true })
  // Calendar moved up into the room Search left, beside the greeting: it is read before Todos.
  const expected = ['Countdown', 'Greeting and clock', 'Calendar', 'Todos', 'Notes', 'Bookmarks']
  await expect(shown).toHaveCount(6)
  expect(
    await shown.evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent)),
  ).toEqual(expected)

  await open(page, '/')
  await expect(main(page).locator('section[data-widget]')).toHaveCount(6)
  await expect.poll(() => readingOrder(page)).toEqual(expected)
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(() => readingOrder(page)).toEqual(expected)
  await page.reload()
  await expect(main(page).locator('section[data-widget]')).toHaveCount(6)
  await expect.poll(() => readingOrder(page)).toEqual(expected)
})

test('a widget shown again takes a free place in its turn: no gap opens on the desktop grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/settings/widgets')
  const list = main(page).getByRole('list', { name: 'Widgets' })
  await list.getByRole('checkbox', { name: 'Notes' }).click()
  // Up past the hidden Notes and Todos; then Notes is shown again, its old place Todos' now.
  await list.getByRole('button', { name: 'Move “Calendar” up' }).click()
  await list.getByRole('checkbox', { name: 'Notes' }).click()
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(6)

  await open(page, '/')
  const widgets = main(page).locator('section[data-widget]')
  await expect(widgets).toHaveCount(6)
  const box = async (name: string) =>
    (await widgets.filter({ has: page.getByRole('heading', { name, exact: true }) }).boundingBox())!
  const [todos, notes, bookmarks] = [await box('Todos'), await box('Notes'), await box('Bookmarks')]
  // Notes beside Todos, in the room Calendar left; Bookmarks right below them (it was pushed
  // below Notes, under an empty third of the grid).
  expect(Math.abs(notes.y - todos.y)).toBeLessThan(2)
  expect(notes.x).toBeGreaterThan(todos.x + todos.width)
  expect(bookmarks.y - (todos.y + todos.height)).toBeLessThan(30)
  await expect
    .poll(() => readingOrder(page))
    .toEqual(['Greeting and clock', 'Search', 'Calendar', 'Todos', 'Notes', 'Bookmarks'])
})

test('reordered in Settings > Widgets, the tablet and the phone keep what was arranged there', async ({
  page,
}) => {
  const stepInEditLayout = async (name: string, key: string, said: string) => {
    await open(page, '/')
    await main(page).getByRole('button', { name: 'Edit layout' }).click()
    await expect(main(page).locator('.hearth-edit-grid')).toBeVisible()
    await main(page).getByRole('region', { name, exact: true }).focus()
    await page.keyboard.press(key)
    await expect(main(page).getByText(said)).toBeAttached()
    await main(page).getByRole('button', { name: 'Done' }).click()
  }
  const height = (name: string) =>
    main(page)
      .getByRole('region', { name, exact: true })
      .evaluate((el) => Math.round(el.getBoundingClientRect().height))
  // Tablet: Todos a row taller. Phone: Bookmarks before Calendar.
  await page.setViewportSize({ width: 800, height: 1000 })
  await stepInEditLayout('Todos', 'Shift+ArrowDown', 'Todos resized to 3 columns by 8 rows.')
  await page.setViewportSize({ width: 390, height: 844 })
  await stepInEditLayout('Bookmarks', 'ArrowUp', 'Bookmarks moved to column 1, row')

  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/settings/widgets')
  await main(page).getByRole('button', { name: 'Move “Notes” up' }).click()
  await expect(main(page).getByText('“Notes” moved to position 3 of 6.')).toBeAttached()

  await open(page, '/')
  await expect(main(page).locator('section[data-widget]')).toHaveCount(6)
  const first = ['Greeting and clock', 'Search', 'Notes', 'Todos']
  await expect.poll(() => readingOrder(page)).toEqual([...first, 'Calendar', 'Bookmarks'])
  await page.setViewportSize({ width: 800, height: 1000 })
  await expect.poll(() => readingOrder(page)).toEqual([...first, 'Calendar', 'Bookmarks'])
  // 8 rows of 40 px and the 7 gaps of 12 px between them.
  await expect.poll(() => height('Todos')).toBe(8 * 40 + 7 * 12)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => readingOrder(page)).toEqual([...first, 'Bookmarks', 'Calendar'])
})
