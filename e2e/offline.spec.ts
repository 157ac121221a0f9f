import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import chromiumArgs from '../scripts/chromium-args.json' with { type: 'json' }
import { chromium, expect, test, watchSecurity, type Page } from './test'
import { open, ROUTES, settled } from './helpers'

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' })

const BUILD = resolve(process.env.E2E_OUT_DIR || 'dist')

/** Waits until the service worker is active, with the whole app precached. */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker?.ready.then((registration) => !!registration.active),
    undefined,
    { timeout: 20_000 },
  )
}

/** A full load of a route (not a same-document hash change). */
async function load(page: Page, path: string) {
  await page.goto('about:blank')
  await page.goto(`./#${path}`)
  await settled(page)
}

test('after one visit Hearth is installable and opens every route offline, with its data', async ({
  baseURL,
}) => {
  test.setTimeout(90_000)
  // A profile on disk: Chromium offers to install apps only outside incognito contexts.
  const profile = mkdtempSync(join(tmpdir(), 'hearth-offline-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
  })
  try {
    const checkSecurity = await watchSecurity(context)
    const page = context.pages()[0] ?? (await context.newPage())
    await open(page, '/notes')
    await page.getByRole('button', { name: 'New note' }).click()
    await expect(page).toHaveURL(/#\/notes\/note/)
    const noteUrl = new URL(page.url()).hash.slice(1)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Packing list')
    await page.getByRole('textbox', { name: 'Note body' }).click()
    await page.keyboard.insertText('Passport, charger')
    await open(page, '/todos')
    await page.getByRole('textbox', { name: 'Add a todo' }).fill('Water the plants')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('checkbox', { name: 'Water the plants' })).toBeVisible()
    await serviceWorkerReady(page)

    // Chromium's own install check: manifest, icons, service worker.
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])

    await context.setOffline(true)
    for (const { path, title } of ROUTES) {
      await load(page, path)
      await expect(page.getByRole('navigation', { name: 'Taskbar' })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${title}`))
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
    }
    // The data is there too, and a lazily loaded screen (the note editor) works.
    await load(page, '/notes')
    await expect(page.getByRole('link', { name: 'Packing list' })).toBeVisible()
    await load(page, noteUrl)
    await expect(page.getByRole('textbox', { name: 'Note body' })).toHaveText('Passport, charger')
    await load(page, '/todos/inbox')
    await page.getByRole('checkbox', { name: 'Water the plants' }).click()
    await expect(
      page.getByRole('region', { name: 'Toasts' }).getByText('Completed', { exact: true }),
    ).toBeVisible()
    await load(page, '/todos/completed')
    await expect(page.getByRole('checkbox', { name: 'Water the plants' })).toBeChecked()
    await checkSecurity()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
}

/** Serves a copy of the build that the test can replace with a "new build" while it runs. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    try {
      if (!file.startsWith(root)) throw new Error('outside')
      const body = readFileSync(file)
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

test("a new version shows 'A new version of Hearth is ready', and reloads only on 'Reload'", async ({
  page,
}) => {
  test.setTimeout(60_000)
  const root = mkdtempSync(join(tmpdir(), 'hearth-update-'))
  cpSync(BUILD, root, { recursive: true })
  const server = await serve(root)
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    await page.goto(`${base}#/notes`)
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
    await serviceWorkerReady(page)

    // A new build: index.html changes, and so does its revision in the worker's list.
    const html = readFileSync(join(root, 'index.html'), 'utf8')
    writeFileSync(
      join(root, 'index.html'),
      html.replace('<title>', '<meta name="hearth-build" content="2" /><title>'),
    )
    const worker = readFileSync(join(root, 'sw.js'), 'utf8')
    const revision = /\{url:"index\.html",revision:"([^"]+)"\}/.exec(worker)
    expect(revision, 'sw.js lists index.html with a revision').not.toBeNull()
    writeFileSync(join(root, 'sw.js'), worker.replace(revision![1]!, 'new-build-2'))

    // Someone is typing a note when the new version arrives.
    await page.getByRole('button', { name: 'New note' }).click()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    )
    const toast = page.getByRole('region', { name: 'Toasts' }).getByRole('listitem')
    await expect(toast.filter({ hasText: 'A new version of Hearth is ready' })).toBeVisible({
      timeout: 20_000,
    })
    // It waits for the user: no reload by itself, the title being typed is still there.
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Half-written',
    )
    await expect(page.locator('meta[name="hearth-build"]')).toHaveCount(0)

    await toast.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('meta[name="hearth-build"]')).toHaveAttribute('content', '2')
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Half-written',
    )
  } finally {
    server.close()
    rmSync(root, { recursive: true, force: true })
  }
})
