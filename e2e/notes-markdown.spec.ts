import { readFileSync } from 'node:fs'
import { expect, test, type Locator } from './test'
import { XSS_PAYLOADS } from './fixtures/xss-payloads'
import {
  expectNoSeriousViolations,
  expectWatchWorks,
  openReady,
  presetTheme,
  watchForScripts,
} from './helpers'
import { body, title, palette, notesList, newNote, importNotes } from './notes-helpers'

// Notes' Markdown: the preview, [[links]], .md files, accessibility with a preview, and the XSS
// corpus. The rest of Notes is in notes.spec.ts.

test('the preview renders GFM and its checkboxes toggle the source', async ({ page }) => {
  await openReady(page, '/notes')
  await newNote(
    page,
    'Tasks',
    // An empty task ('- [ ]') is text, not a checkbox: it must not take the first one's place.
    '- [ ]\n- [ ] first task\n- [x] second task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ https://example.com',
  )
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('table')).toBeVisible()
  await expect(preview.locator('del')).toHaveText('gone')
  const autolink = preview.getByRole('link', { name: 'https://example.com' })
  await expect(autolink).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(autolink).toHaveAttribute('target', '_blank')
  const boxes = preview.getByRole('checkbox')
  await expect(boxes).toHaveCount(2)
  await boxes.first().click()
  await expect(body(page)).toContainText('- [x] first task')
  await expect(boxes.first()).toBeChecked()
  await boxes.nth(1).click()
  await expect(body(page)).toContainText('- [ ] second task')
  await expect(boxes.nth(1)).not.toBeChecked()
})

test('long code lines and wide tables scroll inside the preview, not the page', async ({
  page,
}) => {
  const cells = (text: string) =>
    `|${Array.from({ length: 14 }, (_, i) => ` ${text}${i} `).join('|')}|`
  const rows = [cells('column'), `|${'---|'.repeat(14)}`, cells('value')].join('\n')
  await page.setViewportSize({ width: 1280, height: 800 })
  await openReady(page, '/notes')
  await newNote(page, 'Wide', `Words.\n\n\`\`\`\n${'x'.repeat(400)}\n\`\`\`\n\n${rows}\n\nThe end.`)
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('table')).toBeVisible()
  const right = async (locator: Locator) => {
    const box = (await locator.boundingBox())!
    return box.x + box.width
  }
  // Side by side, the editor keeps about half the width.
  const editor = (await page.getByRole('region', { name: 'Editor' }).boundingBox())!
  expect(editor.width).toBeGreaterThan(500)
  expect(await right(preview)).toBeLessThanOrEqual(1280)
  const code = preview.locator('pre')
  expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true)

  // On a phone the preview shows alone, and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('region', { name: 'Editor' })).toBeHidden()
  const table = preview.getByRole('table')
  for (const part of [preview, code, table, preview.getByText('The end.')])
    expect(await right(part)).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // The table scrolls too, its words whole: a heading on one line, not a letter a line.
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  const lines = await table
    .getByRole('columnheader', { name: 'column0', exact: true })
    .evaluate((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      return range.getClientRects().length
    })
  expect(lines).toBe(1)
})

test('[[links]] complete from titles, link by id, navigate, and create missing notes', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await newNote(page, 'Recipes', 'All my recipes.')
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await newNote(page, 'Index')
  await page.getByRole('button', { name: 'Enter fullscreen' }).click()
  await body(page).click()
  await page.keyboard.type('See [[Reci')
  const option = page.getByRole('option', { name: /Recipes/ })
  await expect(option).toBeVisible()
  // Esc closes the completion list first, and only then fullscreen.
  await page.keyboard.press('Escape')
  await expect(option).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible()
  await page.keyboard.type('p')
  await option.click()
  await page.keyboard.type(' and [[Someday]]')
  // Chosen, it links to the note by id; typed out in full, by title.
  await expect(body(page)).toContainText(/See \[Recipes\]\(hearth:note:\w+\) and \[\[Someday\]\]/)
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await preview.getByRole('link', { name: 'Recipes' }).click()
  await expect(title(page)).toHaveValue('Recipes')
  await page.goBack()
  await expect(title(page)).toHaveValue('Index')
  await preview.getByRole('button', { name: 'Someday' }).click()
  await expect(title(page)).toHaveValue('Someday')
  await page.goBack()
  await expect(preview.getByRole('link', { name: 'Someday' })).toBeVisible()
})

test('import takes several .md files, refuses others, and export saves one note', async ({
  page,
}) => {
  await openReady(page, '/notes')
  await importNotes(page, [
    {
      name: 'trip.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Trip to Lisbon\n\nPastéis!'),
    },
    { name: 'plain.txt', mimeType: 'text/plain', buffer: Buffer.from('no heading here') },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  ])
  await expect(page.getByText('Imported 2 notes')).toBeVisible()
  await expect(page.getByText(/“photo.png” is not a Markdown or text file/)).toBeVisible()
  await expect(notesList(page).getByRole('listitem', { name: 'Trip to Lisbon' })).toBeVisible()
  await expect(notesList(page).getByRole('listitem', { name: 'plain' })).toContainText(
    'no heading here',
  )

  const download = page.waitForEvent('download')
  await notesList(page)
    .getByRole('listitem', { name: 'Trip to Lisbon' })
    .getByRole('button', { name: 'Export note' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Trip to Lisbon.md')
  expect(readFileSync(await file.path(), 'utf8')).toBe('# Trip to Lisbon\n\nPastéis!')

  const zip = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export all notes' }).click()
  const archive = await zip
  expect(archive.suggestedFilename()).toMatch(/^hearth-notes-\d{4}-\d{2}-\d{2}\.zip$/)
  const bytes = readFileSync(await archive.path())
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  expect(bytes.includes(Buffer.from('Trip to Lisbon.md'))).toBe(true)
  expect(bytes.includes(Buffer.from('plain.md'))).toBe(true)
})

for (const mode of ['light', 'dark'] as const) {
  test(`a note with its preview has no serious accessibility violations (${mode})`, async ({
    page,
  }) => {
    // As every axe test: nothing mid-fade (a toast, a dialog) is measured half transparent.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await presetTheme(page, mode)
    await openReady(page, '/notes')
    await newNote(
      page,
      'Accessible',
      '# Heading\n\n- [ ] task\n\n[[Missing]] and [link](https://example.com)',
    )
    await page.getByRole('combobox', { name: 'Add tag' }).fill('a11y')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('checkbox')).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'Back to Notes' }).click()
    await expect(notesList(page).getByRole('listitem')).toHaveCount(1)
    await expectNoSeriousViolations(page)
  })
}

test('no script from a note ever runs: XSS corpus in titles, bodies, tags and imported files', async ({
  page,
}) => {
  test.setTimeout(90_000)
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
  const hits = await watchForScripts(page)
  await openReady(page, '/notes')
  await expectWatchWorks(page, hits)

  // Every payload as an imported file: in its first heading (the title) and its body.
  await importNotes(page, [
    ...XSS_PAYLOADS.map((payload, i) => ({
      name: `payload-${i}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# ${payload.split('\n')[0]}\n\n${payload}\n`),
    })),
    {
      name: 'all.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# All payloads\n\n${XSS_PAYLOADS.join('\n\n')}\n`),
    },
  ])
  await expect(page.getByText(`Imported ${XSS_PAYLOADS.length + 1} notes`)).toBeVisible()

  // Titles typed in, and tags, on the note holding every payload.
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('All payloads')
  await notesList(page).getByRole('link', { name: 'All payloads' }).click()
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'All payloads' })).toBeVisible()
  for (const payload of XSS_PAYLOADS.slice(0, 12)) {
    await page.getByRole('combobox', { name: 'Add tag' }).fill(payload.replace(/,/g, ' '))
    await page.keyboard.press('Enter')
  }
  await title(page).fill(XSS_PAYLOADS[2]!)
  await page.waitForTimeout(500)
  expect(await hits()).toEqual([])

  // Nothing dangerous survives in the rendered note.
  const dangerous = await preview.evaluate((root) => {
    const found: string[] = []
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase()
      if (
        ['script', 'iframe', 'object', 'embed', 'style', 'form', 'meta', 'link', 'base'].includes(
          tag,
        )
      )
        found.push(`<${tag}>`)
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase()
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`)
        if (attribute.name === 'style') found.push(`${tag}[style]`)
        if (
          ['href', 'src', 'xlink:href', 'action', 'formaction', 'background'].includes(
            attribute.name,
          ) &&
          /^(javascript|vbscript|data):/.test(value.replace(/\s/g, ''))
        )
          found.push(`${tag}[${attribute.name}=${value}]`)
      }
      if (tag === 'a' && element.getAttribute('target') === '_blank')
        if (element.getAttribute('rel') !== 'noopener noreferrer')
          found.push('a[target] without rel')
    }
    return found
  })
  expect(dangerous).toEqual([])

  // Click every link-like thing in the preview that stays in the app, and every checkbox.
  for (const link of await preview.locator('a[href^="#"]').all()) await link.click({ trial: true })
  await preview.getByRole('button', { name: /onmouseover/ }).hover()
  const noteUrl = page.url()
  await preview.getByText('onclick link').click()
  await page.waitForTimeout(300)
  // A bare '#' link from the note's HTML stays on the note.
  expect(page.url()).toBe(noteUrl)
  expect(await hits()).toEqual([])

  // The list (titles, excerpts, tags), the tag filter and the search palette show them as text.
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('')
  await page.getByRole('combobox', { name: 'Sort notes' }).selectOption({ label: 'Title' })
  const list = page.locator('[role="list"][aria-label="Notes"]').locator('..')
  for (let i = 0; i < 8; i++) {
    await list.evaluate((element) => element.scrollBy(0, 600))
    await page.waitForTimeout(100)
  }
  await expect(notesList(page).getByText('<img src=x onerror=xss()>').first()).toBeAttached()
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await palette(page).fill('onerror')
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.waitForTimeout(500)
  expect(await hits()).toEqual([])
})
