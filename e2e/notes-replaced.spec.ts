import { expect, test, type Page } from './test'
import { openReady } from './helpers'
import { body, newNote } from './notes-helpers'

/** How many performance entries of `name` the page has. */
const marks = (page: Page, name: string) =>
  page.evaluate((name) => performance.getEntriesByName(name).length, name)

// A note open in one page while another page replaces the whole workspace (Settings > Data >
// Import > 'Replace current workspace'; a snapshot restored or a reset works the same way): the
// note's text is a new one after that, and the open editor must follow it, or what is typed
// there is never stored.

test('a note open in another page follows an import that replaces the workspace, and keeps what is typed after', async ({
  context,
}, testInfo) => {
  const writer = await context.newPage()
  await openReady(writer, '/notes')
  const url = await newNote(writer, 'Kept note', 'version one.')
  await expect(writer.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()

  const settings = await context.newPage()
  await openReady(settings, '/settings/data')
  const [download] = await Promise.all([
    settings.waitForEvent('download'),
    settings.getByRole('button', { name: 'Export workspace' }).click(),
  ])
  const file = testInfo.outputPath('export.json')
  await download.saveAs(file)

  // Opened afresh, the page starts from rows: its editor binds to the copy of the note's text
  // the document's owner (a worker) keeps, and the page decodes nothing.
  await writer.goto(url)
  await writer.reload()
  await body(writer).click()
  await writer.keyboard.press('Control+End')
  await writer.keyboard.type(' version two.')
  await expect(body(writer)).toHaveText('version one. version two.')
  await expect
    .poll(() => marks(writer, 'hearth:doc-host-loaded'), { message: 'the owner has the text' })
    .toBe(1)
  expect(await marks(writer, 'hearth:doc-decode-start')).toBe(0)

  await settings.getByLabel('Choose a Hearth export to import').setInputFiles(file)
  await settings
    .getByRole('dialog', { name: 'Import' })
    .getByRole('button', { name: 'Replace current workspace' })
    .click()
  await settings
    .getByRole('dialog', { name: 'Replace Personal?' })
    .getByRole('button', { name: 'Replace' })
    .click()

  // The open editor shows the imported text, keeps the keyboard, and what is typed is stored.
  await expect(body(writer)).toHaveText('version one.')
  await expect(body(writer)).toBeFocused()
  await writer.keyboard.press('Control+End')
  await writer.keyboard.type(' typed after.')
  await expect(body(writer)).toHaveText('version one. typed after.')
  await writer.reload()
  await expect(body(writer)).toHaveText('version one. typed after.')
  await settings.goto(url)
  await expect(body(settings)).toHaveText('version one. typed after.')
})
