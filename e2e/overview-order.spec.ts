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
  const expected = ['Countdown', 'Greeting and clock', 'Todos', 'Notes', 'Calendar', 'Bookmarks']
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
