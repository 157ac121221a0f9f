import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unzipSync } from 'fflate'
// Not './test''s `test`: its guard watches the default context, and this test needs a persistent
// one of its own (extensions load only there). The same guard watches that context below.
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { watchSecurity } from './test'
import chromiumArgs from '../scripts/chromium-args.json' with { type: 'json' }
import pkg from '../package.json' with { type: 'json' }

/** Built by `npm run build:extension` (npm test builds it before the e2e run). */
const EXTENSION = fileURLToPath(new URL('../dist-extension/hearth', import.meta.url))
const ZIP = fileURLToPath(
  new URL(`../dist-extension/hearth-extension-${pkg.version}.zip`, import.meta.url),
)

/** Chromium with the unpacked extension loaded, on a profile that outlives the browser. */
async function launch(profile: string, problems: string[]) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // Playwright's own `--disable-extensions` yields to `--disable-extensions-except`.
    args: [
      ...chromiumArgs,
      `--disable-extensions-except=${EXTENSION}`,
      `--load-extension=${EXTENSION}`,
    ],
  })
  // The extension page runs under MV3's policy and the page's own: neither may block anything.
  const checkSecurity = await watchSecurity(context)
  context.on('weberror', (error) => problems.push(`Error: ${error.error().message}`))
  return { context, checkSecurity }
}

/** Opens a new tab: the browser's new tab page is Hearth, served by the extension. */
async function newTab(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto('chrome://newtab/')
  await expect(page).toHaveURL(/^chrome-extension:\/\/[a-p]{32}\/index\.html(#.*)?$/)
  await expect(page.getByRole('navigation', { name: 'Taskbar' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
  return page
}

const notes = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Taskbar' })
    .getByRole('link', { name: 'Notes' })
    .click()
  await expect(page).toHaveURL(/#\/notes$/)
}

test('the extension replaces the new tab page with Hearth, and a note survives a browser restart', async () => {
  if (!existsSync(join(EXTENSION, 'manifest.json'))) {
    throw new Error(
      `No extension build in ${EXTENSION}: run \`npm run build:extension\` first (npm test does).`,
    )
  }
  const manifest = JSON.parse(readFileSync(join(EXTENSION, 'manifest.json'), 'utf8'))
  expect(manifest.manifest_version).toBe(3)
  expect(manifest.chrome_url_overrides).toEqual({ newtab: 'index.html' })
  expect(manifest.permissions ?? [], 'permissions').toEqual([])
  expect(manifest.optional_permissions ?? [], 'optional permissions').toEqual([])
  expect(manifest.host_permissions ?? [], 'host permissions').toEqual([])
  expect(existsSync(ZIP), `${ZIP} exists`).toBe(true)
  const zipped = unzipSync(readFileSync(ZIP))
  expect(Object.keys(zipped)).toEqual(expect.arrayContaining(['manifest.json', 'index.html']))
  expect(JSON.parse(new TextDecoder().decode(zipped['manifest.json']))).toEqual(manifest)

  const profile = mkdtempSync(join(tmpdir(), 'hearth-extension-'))
  const problems: string[] = []
  let context: BrowserContext | undefined
  try {
    let checkSecurity
    ;({ context, checkSecurity } = await launch(profile, problems))
    let page = await newTab(context)
    const origin = new URL(page.url()).origin
    await notes(page)
    await page.getByRole('button', { name: 'New note' }).click()
    await expect(page).toHaveURL(/#\/notes\/note/)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('From the new tab')
    await page.getByRole('textbox', { name: 'Note body' }).click()
    await page.keyboard.insertText('Kept in the extension’s own storage.')
    await page.getByRole('link', { name: 'Back to Notes' }).click()
    await expect(
      page.getByRole('list', { name: 'Notes', exact: true }).getByRole('listitem', {
        name: 'From the new tab',
      }),
    ).toContainText('Kept in the extension’s own storage.')
    await checkSecurity()
    // Closing the tab, then the browser, as a person would.
    await page.close({ runBeforeUnload: true })
    await context.close()

    ;({ context, checkSecurity } = await launch(profile, problems))
    page = await newTab(context)
    expect(new URL(page.url()).origin).toBe(origin)
    await notes(page)
    const item = page
      .getByRole('list', { name: 'Notes', exact: true })
      .getByRole('listitem', { name: 'From the new tab' })
    await expect(item).toContainText('Kept in the extension’s own storage.')
    await item.getByRole('link', { name: 'From the new tab' }).click()
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'From the new tab',
    )
    await expect(page.getByRole('textbox', { name: 'Note body' })).toHaveText(
      'Kept in the extension’s own storage.',
    )
    await checkSecurity()
  } finally {
    await context?.close()
    rmSync(profile, { recursive: true, force: true })
  }
  expect(problems, 'uncaught errors in the extension').toEqual([])
})
