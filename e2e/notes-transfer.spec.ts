import { readFileSync } from 'node:fs'
import { expect, test } from './test'
import { openReady } from './helpers'
import { importNotes, notesList, newNote } from './notes-helpers'

// Notes' files round trip: what 'Export note' and 'Export all notes' save, 'Import notes' takes
// back with tags and pins. Single files and refusals are in notes-markdown.spec.ts.

test("'Export all notes' saves a .zip that 'Import notes' takes back, tags and pins kept", async ({
  page,
  browser,
}) => {
  await openReady(page, '/notes')
  await newNote(page, 'Packing', 'Passport and charger.')
  await page.getByRole('combobox', { name: 'Add tag' }).fill('travel')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Pin note', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unpin note', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Notes' }).click()
  await newNote(page, 'Ideas', 'A boat.')
  await page.getByRole('link', { name: 'Back to Notes' }).click()

  const download = page.waitForEvent('download')
  await notesList(page)
    .getByRole('listitem', { name: 'Packing' })
    .getByRole('button', { name: 'Export note' })
    .click()
  expect(readFileSync(await (await download).path(), 'utf8')).toBe(
    '---\ntags: [travel]\npinned: true\n---\n# Packing\n\nPassport and charger.',
  )
  const zip = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export all notes' }).click()
  const archive = await zip
  const zipFile = {
    name: archive.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: readFileSync(await archive.path()),
  }

  // Another browser profile: an empty Hearth.
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await openReady(fresh, '/notes')
  await expect(fresh.getByText('0 notes')).toBeVisible()
  await importNotes(fresh, zipFile)
  await expect(fresh.getByText('Imported 2 notes')).toBeVisible()
  const rows = notesList(fresh).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  const packing = notesList(fresh).getByRole('listitem', { name: 'Packing' })
  await expect(rows.first()).toHaveAccessibleName('Packing')
  await expect(packing).toContainText('#travel')
  await expect(packing).toContainText('Passport and charger.')
  await expect(packing.getByRole('button', { name: 'Unpin note' })).toBeVisible()
  const ideas = notesList(fresh).getByRole('listitem', { name: 'Ideas' })
  await expect(ideas).toContainText('A boat.')
  await expect(ideas.getByRole('button', { name: 'Pin note' })).toBeVisible()
  await other.close()
})
