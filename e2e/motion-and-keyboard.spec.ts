import { expect, test } from './test'
import { menuButton, open, openReady, taskbar } from './helpers'

test('menus animate by default and not at all under reduced motion', async ({ page }) => {
  await open(page, '/')
  await menuButton(page).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  expect(await menu.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s')
  await page.keyboard.press('Escape')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await menuButton(page).click()
  await expect(menu).toBeVisible()
  expect(
    parseFloat(await menu.evaluate((el) => getComputedStyle(el).animationDuration)),
  ).toBeLessThan(0.001)
})

test('every taskbar control is reachable with Tab and has a name', async ({ page }) => {
  await open(page, '/')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  const names: string[] = []
  for (let i = 0; i < 30 && names.length < 7; i++) {
    await page.keyboard.press('Tab')
    const inTaskbar = await taskbar(page).evaluate((bar) => bar.contains(document.activeElement))
    if (inTaskbar)
      names.push(
        await page.evaluate(() => document.activeElement!.getAttribute('aria-label') ?? ''),
      )
  }
  expect(names).toEqual([
    'Menu',
    'Overview',
    'Todos',
    'Notes',
    'Bookmarks',
    'Tools',
    expect.stringMatching(/^Notifications \(none\), \d\d:\d\d \d\d\/\d\d\/\d{4}$/),
  ])
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add sample notification' })).toBeVisible()
})

test("the taskbar's focus ring shows whole, also on a phone", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 740 })
    // With the workspace read: the Overview's widgets, the last controls before the taskbar, are
    // live and stay (the control Shift+Tab reaches must not be drawn again under the focus).
    await openReady(page, '/')
    await menuButton(page).focus()
    await page.keyboard.press('Shift+Tab')
    const seen: string[] = []
    for (const name of ['Menu', 'Overview', 'Todos', 'Notes', 'Bookmarks', 'Tools']) {
      await page.keyboard.press('Tab')
      await expect(
        taskbar(page).getByRole(name === 'Menu' ? 'button' : 'link', { name, exact: true }),
      ).toBeFocused()
      // The ring (outline) lies inside the box of every scrolling container around the control:
      // what is outside it is cut off.
      const ring = await page.evaluate(() => {
        const control = document.activeElement as HTMLElement
        const style = getComputedStyle(control)
        const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
        const box = control.getBoundingClientRect()
        let inside = style.outlineStyle !== 'none'
        for (let clip = control.parentElement; clip; clip = clip.parentElement) {
          if (getComputedStyle(clip).overflowX === 'visible') continue
          const edge = clip.getBoundingClientRect()
          inside &&=
            box.left - out >= edge.left &&
            box.right + out <= edge.right &&
            box.top - out >= edge.top &&
            box.bottom + out <= edge.bottom
        }
        return inside
      })
      if (!ring) seen.push(name)
    }
    expect(seen, `controls whose focus ring is cut off at ${width} px`).toEqual([])
  }
})

test('focus comes back to a sensible control after the changelog and after switching to or deleting a workspace', async ({
  page,
}) => {
  await open(page, '/')
  // Twice: the first time the dialog's code arrives after the menu closed, later at once.
  for (let round = 0; round < 2; round++) {
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Light mode' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Changelog' })).toBeFocused()
    await page.keyboard.press('Enter')
    const changelog = page.getByRole('dialog', { name: 'Changelog' })
    await expect(changelog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(changelog).toHaveCount(0)
    await expect(menuButton(page)).toBeFocused()
  }

  await open(page, '/settings/workspaces')
  const newWorkspace = page.getByRole('button', { name: 'New workspace' })
  for (const name of ['Work', 'Home']) {
    await newWorkspace.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'New workspace' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Name').press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(newWorkspace).toBeFocused()
  }
  const item = (name: string) =>
    page
      .getByRole('list', { name: 'Workspaces' })
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
  const remove = async (name: string) => {
    await item(name).getByRole('button', { name: 'Delete' }).press('Enter')
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .press('Enter')
    await expect(item(name)).toHaveCount(0)
  }
  // Duplicate, Rename (closed with Escape) and a Delete cancelled keep their button focused.
  const duplicate = item('Home').getByRole('button', { name: 'Duplicate' })
  await duplicate.press('Enter')
  await expect(item('Home copy')).toHaveCount(1)
  await expect(duplicate).toBeFocused()
  const copy = item('Home copy')
  for (const [button, dialog] of [
    ['Rename', 'Rename workspace'],
    ['Delete', 'Delete Home copy?'],
  ] as const) {
    await copy.getByRole('button', { name: button }).press('Enter')
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(copy.getByRole('button', { name: button })).toBeFocused()
  }
  await remove('Home copy')
  // Switched to: its row's first button (Switch to is gone from it).
  await item('Work').getByRole('button', { name: 'Switch to' }).press('Enter')
  await expect(item('Work')).toContainText('Active')
  await expect(item('Work').getByRole('button', { name: 'Rename' })).toBeFocused()
  await item('Personal').getByRole('button', { name: 'Switch to' }).press('Enter')
  await expect(item('Personal').getByRole('button', { name: 'Rename' })).toBeFocused()
  // The next workspace's Delete takes focus…
  await remove('Work')
  await expect(item('Home').getByRole('button', { name: 'Delete' })).toBeFocused()
  // …and with one workspace left (after deleting the active one), New workspace.
  await remove('Personal')
  await expect(item('Home')).toContainText('Active')
  await expect(page.getByRole('button', { name: 'New workspace' })).toBeFocused()
})
