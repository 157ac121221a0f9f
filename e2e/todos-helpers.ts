import { expect, type Locator, type Page } from './test'
import { main, toastWith } from './helpers'

export { toastWith }

// Locators and steps the Todos e2e files share.

export const quickAdd = (page: Page) => page.getByRole('textbox', { name: 'Add a todo' })
export const sideList = (page: Page) => page.getByRole('navigation', { name: 'Todo lists' })
export const row = (page: Page, title: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: title, exact: true }) })

/** Titles of the todos shown, top to bottom. */
export const shownTitles = (page: Page) =>
  main(page)
    .locator('[data-todo-id]')
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('input[type=checkbox]')!.getAttribute('aria-label')),
    )

/** Presses Tab until `target` has focus (at most 25 times). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 25; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

export async function newList(page: Page, name: string) {
  await sideList(page).getByRole('button', { name: 'New list' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New list' })
  await dialog.getByRole('textbox', { name: 'List name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create list' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

export async function add(page: Page, text: string) {
  await quickAdd(page).fill(text)
  await quickAdd(page).press('Enter')
  await expect(quickAdd(page)).toHaveValue('')
}
