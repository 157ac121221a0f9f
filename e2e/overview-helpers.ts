import { expect, type Locator, type Page } from './test'
import { main } from './helpers'

// What the Overview specs (overview.spec.ts, overview-arranging.spec.ts) share.
export const widget = (page: Page, name: string) =>
  main(page).getByRole('region', { name, exact: true })
export const DEFAULTS = ['Greeting and clock', 'Search', 'Todos', 'Notes', 'Calendar', 'Bookmarks']

/** A widget's place on the page, rounded to whole pixels. */
export async function box(locator: Locator) {
  const b = await locator.boundingBox()
  // Not laid out (yet): no place, so a poll tries again.
  if (!b) return { x: NaN, y: NaN, w: NaN, h: NaN }
  return { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) }
}

/** A widget's place in the content area, whatever it is scrolled to. */
export const place = (locator: Locator) =>
  locator.evaluate((el) => {
    const content = document.getElementById('content')!
    const r = el.getBoundingClientRect()
    const c = content.getBoundingClientRect()
    const top = r.y - c.y + content.scrollTop
    return {
      x: Math.round(r.x - c.x),
      y: Math.round(top),
      w: Math.round(r.width),
      h: Math.round(r.height),
    }
  })

export async function editLayout(page: Page) {
  await main(page).getByRole('button', { name: 'Edit layout' }).click()
  await expect(main(page).getByRole('button', { name: 'Done' })).toBeVisible()
  await expect(main(page).locator('.hearth-edit-grid')).toBeVisible()
}

export async function addWidget(page: Page, title: string) {
  await main(page).getByRole('button', { name: 'Add widget' }).first().click()
  const gallery = page.getByRole('dialog', { name: 'Add widget' })
  await gallery.getByRole('button', { name: title, exact: true }).click()
  await expect(gallery).toHaveCount(0)
  await expect(widget(page, title)).toBeVisible()
}
