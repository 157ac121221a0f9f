import { expect, test, type Page } from './test'
import { expectNoSeriousViolations, main, open, presetTheme } from './helpers'
import { addWidget, DEFAULTS, editLayout, widget } from './overview-helpers'

// The Overview's widgets at work, on a phone too, and Settings > Widgets (arranging them:
// overview-arranging.spec.ts).

test('a first run shows the default layout, each widget working', async ({ page }) => {
  await open(page, '/')
  for (const name of DEFAULTS) await expect(widget(page, name)).toBeVisible()
  await expect(
    widget(page, 'Greeting and clock').getByText(/Good (morning|afternoon|evening|night)/),
  ).toBeVisible()
  await expect(
    widget(page, 'Notes').getByRole('button', { name: 'New scratchpad note' }),
  ).toBeVisible()
  await expect(main(page).getByRole('alert')).toHaveCount(0)
})

test('the notes widget starts a scratchpad whose text is the note’s, kept across a reload', async ({
  page,
}) => {
  await open(page, '/')
  const notes = widget(page, 'Notes')
  await notes.getByRole('button', { name: 'New scratchpad note' }).click()
  const editor = notes.getByRole('textbox')
  await editor.click()
  await page.keyboard.type('Remember the milk')
  await expect(editor).toContainText('Remember the milk')
  await page.reload()
  await expect(widget(page, 'Notes').getByRole('textbox')).toContainText('Remember the milk')
  await widget(page, 'Notes').getByRole('link', { name: 'Open in Notes' }).click()
  await expect(page.locator('#content')).toContainText('Remember the milk')
})

test('a phone shows one column in reading order', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/')
  await expect(widget(page, 'Bookmarks')).toBeAttached()
  const regions = main(page).locator('section[data-widget]')
  const boxes = await regions.evaluateAll((sections) =>
    sections.map((s) => {
      const r = s.getBoundingClientRect()
      return { name: s.querySelector('h2')!.textContent, x: Math.round(r.x), y: r.y, w: r.width }
    }),
  )
  expect(boxes.map((b) => b.name)).toEqual(DEFAULTS)
  expect(new Set(boxes.map((b) => b.x)).size).toBe(1)
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y)
})

test('remove a widget and Undo; a widget that fails shows its fallback while the rest work', async ({
  page,
}) => {
  await open(page, '/')
  const calendar = widget(page, 'Calendar')
  await calendar.hover()
  await calendar.getByRole('button', { name: 'Remove widget' }).click()
  await expect(calendar).toHaveCount(0)
  const toast = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
  await expect(toast.filter({ hasText: 'Widget removed' })).toBeVisible()
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(widget(page, 'Calendar')).toBeVisible()

  // The quote widget's code fails to load: it says so, the others go on working.
  let fail = true
  // The widget's code is imported once more (under ?retry=n) after a failure: both fail.
  await page.route(/quote[^/]*\.js(\?.*)?$/, (route) => (fail ? route.abort() : route.continue()))
  await addWidget(page, 'Quote of the day')
  const quote = widget(page, 'Quote of the day')
  await expect(quote.getByRole('alert')).toContainText('This widget stopped working.')
  await expect(
    widget(page, 'Search')
      .getByRole('searchbox')
      .or(widget(page, 'Search').getByRole('textbox'))
      .first(),
  ).toBeEditable()
  fail = false
  await quote.getByRole('button', { name: 'Reload widget' }).click()
  await expect(quote.getByRole('alert')).toHaveCount(0)
  await expect(quote.getByRole('button', { name: 'Next quote' })).toBeVisible()
})

test('two pages changing different settings of one widget keep both', async ({ page, context }) => {
  const settingsOf = async (p: Page) => {
    await widget(p, 'Greeting and clock').getByRole('button', { name: 'Widget settings' }).click()
    return p.getByRole('dialog', { name: 'Widget settings' })
  }
  await open(page, '/')
  const other = await context.newPage()
  await open(other, '/')
  const mine = await settingsOf(page)
  await mine.getByLabel('Show seconds').check()
  const theirs = await settingsOf(other)
  await theirs.getByLabel('Style').selectOption('analog')
  await theirs.getByRole('button', { name: 'Save' }).click()
  await mine.getByRole('button', { name: 'Save' }).click()

  for (const p of [page, other]) {
    const again = await settingsOf(p)
    await expect(again.getByLabel('Style')).toHaveValue('analog')
    await expect(again.getByLabel('Show seconds')).toBeChecked()
    await again.getByRole('button', { name: 'Cancel' }).click()
  }
})

test('Settings > Widgets hides, reorders, removes and resets, all by keyboard', async ({
  page,
}) => {
  await open(page, '/settings/widgets')
  const list = main(page).getByRole('list', { name: 'Widgets' })
  await expect(list.getByRole('listitem')).toHaveCount(6)
  await list.getByRole('checkbox', { name: /Search/ }).press('Space')
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Bookmarks' })
    .getByRole('button', { name: /Move .* up/ })
    .press('Enter')
  await open(page, '/')
  await expect(widget(page, 'Search')).toHaveCount(0)
  await expect(widget(page, 'Bookmarks')).toBeVisible()

  await open(page, '/settings/widgets')
  await main(page).getByRole('button', { name: 'Reset layout' }).press('Enter')
  await page
    .getByRole('dialog', { name: 'Reset the layout?' })
    .getByRole('button', { name: 'Reset layout' })
    .press('Enter')
  await expect(list.getByRole('checkbox', { name: /Search/ })).toBeChecked()
  const toast = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(list.getByRole('checkbox', { name: /Search/ })).not.toBeChecked()
})

for (const mode of ['light', 'dark'] as const)
  test(`axe finds nothing serious on the Overview (view and edit) and both settings pages, ${mode}`, async ({
    page,
  }) => {
    await presetTheme(page, mode)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/')
    for (const name of DEFAULTS) await expect(widget(page, name)).toBeVisible()
    await expect(main(page).getByRole('status', { name: /Loading/ })).toHaveCount(0)
    await expectNoSeriousViolations(page)
    await editLayout(page)
    await expectNoSeriousViolations(page)
    await open(page, '/settings/widgets')
    await expectNoSeriousViolations(page)
    await open(page, '/settings/taskbar')
    await expectNoSeriousViolations(page)
  })
