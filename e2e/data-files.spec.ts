import { readFileSync } from 'node:fs'
import { expect, test } from './test'
import {
  addSmallSample,
  corruptPersonal,
  openReady,
  recordCount,
  resetPersonal,
  settled,
} from './helpers'

// A workspace goes out and comes back in as files (Settings > Data): a round trip through real
// downloads and uploads, and bad files refused with a clear message and nothing changed.

test('export then import round-trips a workspace through real files', async ({
  page,
}, testInfo) => {
  await openReady(page, '/settings/data')
  await addSmallSample(page)
  // Opened afresh, the page starts from rows: the export comes from the document's owner (a
  // worker), and the page never decodes the workspace for it.
  await page.reload()
  await settled(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export workspace' }).click(),
  ])
  expect(
    await page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length),
  ).toBe(0)
  expect(download.suggestedFilename()).toMatch(/^hearth-personal-\d{4}-\d{2}-\d{2}\.json$/)
  const file = testInfo.outputPath('export.json')
  await download.saveAs(file)
  const exported = JSON.parse(readFileSync(file, 'utf8'))
  expect(exported).toMatchObject({
    format: 'hearth.workspace',
    formatVersion: 1,
    schemaVersion: 10,
    appVersion: expect.any(String),
  })

  await resetPersonal(page)

  await page.getByLabel('Choose a Hearth export to import').setInputFiles(file)
  const preview = page.getByRole('dialog', { name: 'Import' })
  await expect(preview).toContainText('Todos: 30')
  await expect(preview).toContainText('Notes: 10')
  await preview.getByRole('button', { name: 'Replace current workspace' }).click()
  await page
    .getByRole('dialog', { name: 'Replace Personal?' })
    .getByRole('button', { name: 'Replace' })
    .click()
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await expect(recordCount(page, 'Bookmarks')).toHaveText('40')

  // Imported as new, it is one click away from the toast that says it was added.
  await resetPersonal(page)
  await page.getByLabel('Choose a Hearth export to import').setInputFiles(file)
  await page
    .getByRole('dialog', { name: 'Import' })
    .getByRole('button', { name: 'Import as new workspace' })
    .click()
  const toasts = page.getByRole('region', { name: 'Toasts' })
  await expect(toasts).toContainText('Added Personal 2.')
  await toasts.getByRole('button', { name: 'Switch to Personal 2' }).click()
  await expect(recordCount(page, 'Todos')).toHaveText('30')
  await page.goto('./#/settings/workspaces')
  const workspaces = page.getByRole('list', { name: 'Workspaces' }).getByRole('listitem')
  await expect(workspaces).toHaveCount(2)
  await expect(workspaces.filter({ hasText: 'Active' })).toContainText('Personal 2')

  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.goto('./#/settings/data')
      await page.getByRole('button', { name: 'Export all workspaces' }).click()
    })(),
  ])
  const all = JSON.parse(readFileSync(await backup.path(), 'utf8'))
  expect(all.format).toBe('hearth.backup')
  expect(all.workspaces).toHaveLength(2)
  // The workspace not open (read in a worker) is there with its records, as the open one is.
  const named = (name: string) =>
    all.workspaces.find((w: { workspace: { name: string } }) => w.workspace.name === name)
  expect(named('Personal 2').collections.todos).toHaveLength(30)
  expect(named('Personal').collections.widgets.length).toBeGreaterThan(0)

  // A workspace not open whose stored data cannot be read is left out, and named.
  await corruptPersonal(page)
  const [partial] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.goto('./#/settings/data')
      await page.getByRole('button', { name: 'Export all workspaces' }).click()
    })(),
  ])
  await expect(
    page.getByRole('region', { name: 'Toasts' }).getByText('Backup saved without ‘Personal’'),
  ).toBeVisible()
  const kept = JSON.parse(readFileSync(await partial.path(), 'utf8'))
  expect(kept.workspaces.map((w: { workspace: { name: string } }) => w.workspace.name)).toEqual([
    'Personal 2',
  ])
})

for (const [name, contents, message] of [
  ['not-json.json', 'this is not json', /not valid JSON/],
  ['truncated.json', '{"format":"hearth.workspace","formatVersion":1,"schemaVer', /not valid JSON/],
  ['other.json', '{"hello":"world"}', /not a Hearth export/],
  [
    'future.json',
    '{"format":"hearth.workspace","formatVersion":9,"schemaVersion":1,"collections":{}}',
    /newer version of Hearth/,
  ],
  [
    'bad-url.json',
    JSON.stringify({
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 1,
      workspace: { name: 'X' },
      collections: {
        bookmarks: [
          {
            id: 'bookmark:1',
            createdAt: 1,
            updatedAt: 1,
            folderId: null,
            title: 'x',
            url: 'javascript:alert(1)',
            description: '',
            tags: [],
            order: 'a0',
          },
        ],
      },
    }),
    /bookmarks #1: field ‘url’/,
  ],
  [
    'old-repeated-id.json',
    JSON.stringify({
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 7,
      workspace: { name: 'X' },
      collections: { notes: [oldNote('First'), oldNote('Second')] },
    }),
    /the id “note:a” appears twice/,
  ],
  [
    'fractional-version.json',
    '{"format":"hearth.workspace","formatVersion":1,"schemaVersion":7.5,"collections":{}}',
    /“schemaVersion” \(7\.5\) is not a data version/,
  ],
] as const) {
  test(`a bad file (${name}) is refused with a clear error and nothing changes`, async ({
    page,
  }) => {
    await openReady(page, '/settings/data')
    await addSmallSample(page)
    await page
      .getByLabel('Choose a Hearth export to import')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) })
    // Said once, below the Import button: not again in a toast.
    await expect(page.getByRole('alert').filter({ hasText: 'Import refused' })).toContainText(
      message,
    )
    await expect(page.getByText('Import refused')).toHaveCount(1)
    await expect(page.getByRole('dialog', { name: 'Import' })).toHaveCount(0)
    await expect(recordCount(page, 'Todos')).toHaveText('30')
  })
}

function oldNote(title: string) {
  return {
    id: 'note:a',
    createdAt: 1,
    updatedAt: 1,
    title,
    body: '',
    tags: [],
    pinned: false,
    trashedAt: null,
  }
}
