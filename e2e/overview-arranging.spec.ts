import { expect, test, type Locator, type Page } from './test'
import { main, open } from './helpers'
import { addWidget, box, editLayout, place, widget } from './overview-helpers'

// Arranging the Overview: adding, configuring, moving and resizing widgets by mouse and by
// keyboard, kept across a reload and seen by another page.

test('add, configure, move and resize by keyboard and mouse; a reload keeps the layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/')
  await addWidget(page, 'Countdown')
  const countdown = widget(page, 'Countdown')
  await countdown.hover()
  await countdown.getByRole('button', { name: 'Widget settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Widget settings' })
  await settings.getByRole('textbox', { name: 'Event' }).fill('Launch day')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(countdown).toContainText('Launch day')

  await editLayout(page)
  await countdown.focus()
  const before = await box(countdown)
  await page.keyboard.press('ArrowRight')
  await expect(main(page).getByText(/Countdown moved to column 2, row \d+\./)).toBeAttached()
  await expect.poll(async () => (await box(countdown)).x).toBeGreaterThan(before.x)
  await page.keyboard.press('Shift+ArrowRight')
  await expect(
    main(page).getByText(/Countdown resized to \d+ columns by \d+ rows\./),
  ).toBeAttached()
  await expect.poll(async () => (await box(countdown)).w).toBeGreaterThan(before.w)

  // Drag the clock by its heading to the right edge of the grid.
  const clock = widget(page, 'Greeting and clock')
  await clock.scrollIntoViewIfNeeded()
  const from = await box(clock)
  const grid = await box(main(page).locator('.hearth-edit-grid'))
  await page.mouse.move(from.x + 40, from.y + 12)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) {
    const x = from.x + 40 + ((grid.x + grid.w - from.w - from.x) * i) / 10
    await page.mouse.move(x, from.y + 12)
    await page.waitForTimeout(30)
  }
  await page.mouse.up()
  await expect.poll(async () => (await box(clock)).x).toBeGreaterThan(from.x + 100)

  await main(page).getByRole('button', { name: 'Done' }).click()
  await expect(main(page).locator('.hearth-edit-grid')).toHaveCount(0)
  const placed = { clock: await place(clock), countdown: await place(countdown) }
  await page.reload()
  await expect(widget(page, 'Countdown')).toContainText('Launch day')
  await expect.poll(() => place(widget(page, 'Greeting and clock'))).toEqual(placed.clock)
  expect(await place(widget(page, 'Countdown'))).toEqual(placed.countdown)
})

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test('keyboard only: add from the gallery, configure, move, resize and finish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/')
  await tabTo(page, main(page).getByRole('button', { name: 'Add widget' }).first())
  await page.keyboard.press('Enter')
  const gallery = page.getByRole('dialog', { name: 'Add widget' })
  await expect(gallery).toBeVisible()
  await tabTo(page, gallery.getByRole('button', { name: 'Countdown', exact: true }))
  await page.keyboard.press('Enter')
  await expect(gallery).toHaveCount(0)
  const countdown = widget(page, 'Countdown')
  await expect(countdown).toBeVisible()

  // Its settings button is reachable from the keyboard, not only on hover.
  await tabTo(page, countdown.getByRole('button', { name: 'Widget settings' }), { back: true })
  await page.keyboard.press('Enter')
  const settings = page.getByRole('dialog', { name: 'Widget settings' })
  await tabTo(page, settings.getByRole('textbox', { name: 'Event' }))
  await page.keyboard.type('Keyboard day')
  await tabTo(page, settings.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  await expect(settings).toHaveCount(0)
  await expect(countdown).toContainText('Keyboard day')

  await tabTo(page, main(page).getByRole('button', { name: 'Edit layout' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(main(page).locator('.hearth-edit-grid')).toBeVisible()
  await tabTo(page, countdown)
  const before = await box(countdown)
  await page.keyboard.press('ArrowUp')
  await expect(main(page).getByText(/Countdown moved to column \d+, row \d+\./)).toBeAttached()
  await expect.poll(async () => (await box(countdown)).y).toBeLessThan(before.y)
  await page.keyboard.press('Shift+ArrowDown')
  await expect(
    main(page).getByText(/Countdown resized to \d+ columns by \d+ rows\./),
  ).toBeAttached()
  await expect.poll(async () => (await box(countdown)).h).toBeGreaterThan(before.h)
  await tabTo(page, main(page).getByRole('button', { name: 'Done' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(main(page).locator('.hearth-edit-grid')).toHaveCount(0)
  await expect(main(page).getByRole('button', { name: 'Edit layout' })).toBeFocused()
  const placed = await place(countdown)
  await page.reload()
  await expect.poll(() => place(widget(page, 'Countdown'))).toEqual(placed)
})

test('two pages of one workspace see each other’s layout changes', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/')
  const other = await context.newPage()
  await other.setViewportSize({ width: 1280, height: 900 })
  await open(other, '/')

  await editLayout(page)
  await widget(page, 'Todos').focus()
  await page.keyboard.press('Shift+ArrowDown')
  await editLayout(other)
  await widget(other, 'Calendar').focus()
  await other.keyboard.press('Shift+ArrowDown')
  await other.keyboard.press('Shift+ArrowDown')

  for (const p of [page, other]) {
    await expect.poll(async () => (await box(widget(p, 'Todos'))).h).toBe(8 * 40 + 7 * 12)
    await expect.poll(async () => (await box(widget(p, 'Calendar'))).h).toBe(9 * 40 + 8 * 12)
  }
})
