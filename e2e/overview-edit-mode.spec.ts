import { expect, test, type Page } from './test'
import { main, open } from './helpers'

const widget = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true })

type Box = { x: number; y: number; w: number; h: number }

/** Every widget's box by its name, in the page (whatever it is scrolled to). */
const boxes = (page: Page): Promise<Record<string, Box>> =>
  main(page)
    .locator('section[data-widget]')
    .evaluateAll((sections) =>
      Object.fromEntries(
        sections.map((section) => {
          const r = section.getBoundingClientRect()
          const top = section.closest('.overflow-y-auto')?.scrollTop ?? 0
          return [
            section.querySelector('h2')!.textContent,
            { x: r.x, y: r.y + top, w: r.width, h: r.height },
          ]
        }),
      ),
    )

/**
 * The same boxes, to the pixel: the edit grid places widgets in whole pixels, the view grid in
 * fractions of one.
 */
function expectSameBoxes(actual: Record<string, Box>, expected: Record<string, Box>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort())
  for (const [name, box] of Object.entries(expected))
    for (const side of ['x', 'y', 'w', 'h'] as const)
      expect(Math.abs(actual[name]![side] - box[side]), `${name} ${side}`).toBeLessThan(1)
}

async function editLayout(page: Page) {
  await main(page).getByRole('button', { name: 'Edit layout' }).click()
  await expect(main(page).locator('.hearth-edit-grid')).toBeVisible()
}

async function done(page: Page) {
  await main(page).getByRole('button', { name: 'Done' }).click()
  await expect(main(page).locator('.hearth-edit-grid')).toHaveCount(0)
}

/** One keyboard step in edit mode, so this width's grid counts as arranged (stored). */
async function arrangeThisGrid(page: Page) {
  await editLayout(page)
  await widget(page, 'Bookmarks').focus()
  await page.keyboard.press('Shift+ArrowDown')
  // In one column (a phone) only the height changes.
  await expect(main(page).getByText(/^Bookmarks (resized to|is now \d+ rows tall)/)).toBeAttached()
  await done(page)
}

async function removeWidget(page: Page, name: string) {
  await widget(page, name).hover()
  await widget(page, name).getByRole('button', { name: 'Remove widget' }).click()
  await expect(widget(page, name)).toHaveCount(0)
}

async function hideWidget(page: Page, name: string) {
  await open(page, '/settings/widgets')
  await main(page).getByRole('list', { name: 'Widgets' }).getByRole('checkbox', { name }).click()
  await open(page, '/')
}

/**
 * Nothing moves when 'Edit layout' opens or 'Done' closes it, nor after a reload: the view grid
 * shows what the edit grid does, with no hole where a widget was.
 */
async function expectNothingMoves(page: Page) {
  const shown = await boxes(page)
  await editLayout(page)
  expectSameBoxes(await boxes(page), shown)
  // The keys' hint is in sight in edit mode, below the grid, which it does not push down.
  await expect(main(page).getByText(/^Drag a widget to move it/)).toBeInViewport()
  await done(page)
  expectSameBoxes(await boxes(page), shown)
  await page.reload()
  await expect(main(page).locator('section[data-widget]')).toHaveCount(Object.keys(shown).length)
  await expect.poll(async () => Object.keys(await boxes(page)).length).toBeGreaterThan(0)
  expectSameBoxes(await boxes(page), shown)
  return shown
}

test('desktop: a removed widget leaves no hole, and edit mode shows the same grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/')
  await removeWidget(page, 'Search')
  const shown = await expectNothingMoves(page)
  // Calendar took the room Search left, beside the greeting.
  expect(shown['Calendar']!.y).toBeCloseTo(shown['Greeting and clock']!.y, 0)
})

test('tablet: a hidden widget leaves no hole on an arranged grid, and edit mode shows the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  await open(page, '/')
  await arrangeThisGrid(page)
  await hideWidget(page, 'Todos')
  const shown = await expectNothingMoves(page)
  // Calendar, below Todos and Notes, took the room Todos left, beside Notes.
  expect(shown['Calendar']!.y).toBeCloseTo(shown['Notes']!.y, 0)
})

test('phone: a removed widget leaves no hole on an arranged grid, and edit mode shows the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/')
  await arrangeThisGrid(page)
  await removeWidget(page, 'Todos')
  const shown = await expectNothingMoves(page)
  // Notes comes right below Search, where Todos was.
  const search = shown['Search']!
  expect(shown['Notes']!.y - (search.y + search.h)).toBeLessThan(13)
})

test('phone: the handle on a widget’s bottom edge drags its height, and a reload keeps it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/')
  await editLayout(page)
  // One column: a handle on each widget's bottom edge, no corner (the width is the column's).
  await expect(main(page).locator('.react-resizable-handle-s')).toHaveCount(6)
  await expect(main(page).locator('.react-resizable-handle-se')).toHaveCount(0)
  const search = widget(page, 'Search')
  // The handle is the card's sibling, in its grid item.
  const handle = search.locator('xpath=..').locator('.react-resizable-handle-s')
  await handle.scrollIntoViewIfNeeded()
  const before = (await search.boundingBox())!
  const grip = (await handle.boundingBox())!
  // Big enough to touch, on the card's bottom edge.
  expect(grip.width).toBeGreaterThanOrEqual(24)
  expect(grip.height).toBeGreaterThanOrEqual(24)
  expect(Math.abs(grip.y + grip.height - (before.y + before.height))).toBeLessThan(2)

  // Drag it down by two rows (a row and its gap: 52 px each).
  const x = grip.x + grip.width / 2
  const y = grip.y + grip.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(x, y + (104 * i) / 10)
    await page.waitForTimeout(30)
  }
  await page.mouse.up()
  await expect
    .poll(async () => Math.round((await search.boundingBox())!.height - before.height))
    .toBe(104)
  await expect
    .poll(async () => Math.round((await search.boundingBox())!.width))
    .toBe(Math.round(before.width))
  await done(page)

  // Kept after 'Done' and a reload, and nothing else moves.
  const shown = await expectNothingMoves(page)
  expect(Math.round(shown['Search']!.h - before.height)).toBe(104)
})
