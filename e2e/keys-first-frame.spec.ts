import type { Page } from '@playwright/test'
import { settled } from './helpers'
import { quickAdd } from './todos-helpers'
import { expect, test } from './test'

/**
 * Holds back the app's entry script until `release` is called: the boot shell shows, and keys
 * are surely pressed before any of the app's code (its commands and their key handler among it)
 * is there.
 */
async function holdCommands(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Loads a route and returns as soon as the boot shell's taskbar is painted. */
async function loadUntilTaskbar(page: Page, path: string) {
  // From another document: a new address that differs only after '#' would not load the page.
  await page.goto('about:blank')
  await page.goto(`./#${path}`, { waitUntil: 'commit' })
  await page.locator('#boot-time').waitFor({ state: 'attached' })
  await page.evaluate(() => new Promise(requestAnimationFrame))
}

const commandsReady = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.commands === 'ready')

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })

// 20 of 20 rounds, in two tests of 10 that the suite's two workers can run side by side (one
// test of 20 was the suite's longest, up to 50 s).
for (const half of [0, 1])
  test(`Ctrl+K pressed as the taskbar paints opens search, rounds ${half * 10 + 1}–${half * 10 + 10} of 20 all do, with what was typed`, async ({
    context,
  }) => {
    test.setTimeout(120_000)
    for (let round = half * 10; round < half * 10 + 10; round++) {
      // A fresh load each time.
      const page = await context.newPage()
      const release = await holdCommands(page)
      await loadUntilTaskbar(page, '/')
      await page.keyboard.press('Control+K')
      // Its frame at once, before the app's code: what is typed goes into its field, shortcut
      // letters ('?', 'Q', 'b') among it.
      await expect(palette(page)).toBeVisible()
      await page.keyboard.type('Quick? b')
      expect(await commandsReady(page), `round ${round}`).toBe(false)
      await expect(palette(page).getByRole('combobox', { name: 'Search' })).toHaveValue('Quick? b')
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Control+A')
      await page.keyboard.type('keyboard')
      release()
      await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
      // The palette itself, with what was typed, and its answers.
      await expect(palette(page).getByRole('combobox', { name: 'Search' })).toHaveValue('keyboard')
      await expect(palette(page).getByRole('option', { name: /Keyboard shortcuts/ })).toBeVisible()
      await expect(palette(page)).toHaveCount(1)
      await page.keyboard.press('Escape')
      await expect(palette(page)).toHaveCount(0)
      await page.close()
    }
  })

test('Enter typed into the early search frame runs what the palette finds', async ({ page }) => {
  const release = await holdCommands(page)
  await loadUntilTaskbar(page, '/')
  await page.keyboard.press('Control+K')
  await page.keyboard.type('bookmarks')
  await page.keyboard.press('Enter')
  release()
  await expect(page).toHaveURL(/#\/bookmarks$/)
  await expect(palette(page)).toHaveCount(0)
})

test('? shows its dialog at once and fills it when the code arrives; Esc closes the frame', async ({
  page,
}) => {
  let release = await holdCommands(page)
  await loadUntilTaskbar(page, '/')
  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(dialog.getByRole('region', { name: 'General' })).toBeVisible()
  await expect(dialog).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Dismissed before the code came, it does not open after.
  await page.unrouteAll()
  release = await holdCommands(page)
  await loadUntilTaskbar(page, '/')
  await page.keyboard.press('?')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
  await settled(page)
  await expect(dialog).toHaveCount(0)
})

/** Loads `path` with the commands held back, presses `key` once the taskbar shows, then lets them come. */
async function pressBeforeCommands(page: Page, path: string, key: string) {
  await page.unrouteAll()
  const release = await holdCommands(page)
  await loadUntilTaskbar(page, path)
  await page.keyboard.press(key)
  expect(await commandsReady(page)).toBe(false)
  release()
}

test('section keys pressed before the commands are there act once they are', async ({ page }) => {
  // Alt+N in Notes: a new note, opened.
  await pressBeforeCommands(page, '/notes', 'Alt+N')
  await expect(page).toHaveURL(/#\/notes\/note%3A/)
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused()
  // Q in Todos: 'Add a todo', focused.
  await pressBeforeCommands(page, '/todos', 'q')
  await expect(quickAdd(page)).toBeFocused()
  // B in Bookmarks: 'Add bookmark'.
  await pressBeforeCommands(page, '/bookmarks', 'b')
  await expect(page.getByRole('dialog', { name: 'Add bookmark' })).toBeVisible()
  // Ctrl+Z: Undo, with nothing to undo, says so.
  await pressBeforeCommands(page, '/', 'Control+Z')
  await expect(page.getByText('Nothing to undo')).toBeVisible()
})
