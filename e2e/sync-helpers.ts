import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Browser, type BrowserContext, type Locator, type Page } from './test'
import { main, open } from './helpers'
import { quickAdd, row, shownTitles, sideList } from './todos-helpers'

const run = promisify(execFile)

/**
 * A real sync server (server/dist, which npm test compiles) on `port`, with a DATA_DIR of its
 * own. `stop()` ends it the way a service manager does (SIGTERM) and waits until it has exited;
 * `start()` runs it again on the same port and DATA_DIR.
 */
export class SyncServer {
  readonly url: string
  readonly dataDir = mkdtempSync(join(tmpdir(), 'hearth-sync-e2e-'))
  private process: ChildProcess | null = null

  constructor(readonly port: number) {
    this.url = `http://127.0.0.1:${port}`
  }

  /** Runs the server's command line (add-user, add-device…) against the same store. */
  async cli(...args: string[]): Promise<string> {
    const { stdout } = await run('node', ['server/dist/main.js', ...args], {
      env: { ...process.env, DATA_DIR: this.dataDir },
      encoding: 'utf8',
    })
    return stdout
  }

  async start() {
    this.process = spawn('node', ['server/dist/main.js'], {
      env: { ...process.env, DATA_DIR: this.dataDir, PORT: String(this.port) },
      stdio: 'ignore',
    })
    await expect.poll(() => this.health(), { timeout: 10_000, intervals: [50, 100, 200] }).toBe(200)
  }

  async stop() {
    const child = this.process
    this.process = null
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    expect(await this.health()).toBe(0)
  }

  /** Stops the server and removes its data. */
  async dispose() {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  private health(): Promise<number> {
    return fetch(`${this.url}/health`).then(
      (response) => response.status,
      () => 0,
    )
  }
}

export const pairingCode = (output: string) => output.match(/Pairing code[^:]*: (\S+)/)![1]!

/** The devices (contexts) {@link device} opened and {@link closeDevices} has not closed. */
const opened = new Set<BrowserContext>()

/** The taskbar's sync indicator. */
export const syncLink = (page: Page) => page.getByRole('link', { name: /^Sync: / })

/**
 * A new device: a browser context of its own (its own storage, like another browser profile),
 * paired with the server through Settings > Data > Sync with the code `code` resolves to.
 */
export async function device(
  browser: Browser,
  server: SyncServer,
  code: string | Promise<string>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const page = await unpairedDevice(browser, options)
  await pair(page, server, code)
  return page
}

/** A new device, not paired yet: a page in a browser context of its own. */
export async function unpairedDevice(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  // Animations finish at once: axe, run on these pages, would measure a toast that is fading in
  // or out as half transparent.
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  opened.add(context)
  return context.newPage()
}

/** Pairs the device `page` belongs to, in that page's Settings > Data > Sync. */
export async function pair(page: Page, server: SyncServer, code: string | Promise<string>) {
  await open(page, '/settings/data')
  await page.getByLabel('Server address').fill(server.url)
  await page.getByLabel('Pairing code').fill(await code)
  await page.getByRole('button', { name: 'Connect' }).click()
  // Through the sync server and its database (slower while the rest of the suite runs).
  await expect(page.getByText('This device is paired')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('checkbox', { name: 'Sync this workspace' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Sync: Synced' })).toBeVisible()
}

/** 'Disconnect this device' in Settings > Data, confirmed; waits for the toast that says so. */
export async function disconnect(page: Page) {
  await open(page, '/settings/data')
  await page.getByRole('button', { name: 'Disconnect this device' }).click()
  await page
    .getByRole('dialog', { name: 'Disconnect this device?' })
    .getByRole('button', { name: 'Disconnect this device' })
    .click()
  await expect(page.getByText('This device is disconnected')).toBeVisible()
}

/**
 * A new user `name` with two paired devices, paired side by side. Only the user's first code
 * must exist before the second is asked for.
 */
export async function twoDevices(
  browser: Browser,
  server: SyncServer,
  name: string,
): Promise<[Page, Page]> {
  const first = server.cli('add-user', name).then(pairingCode)
  const second = first.then(() => server.cli('add-device', name)).then(pairingCode)
  return Promise.all([device(browser, server, first), device(browser, server, second)])
}

/** Takes a device off the network (or back), and waits until its taskbar says so. */
export async function setOnline(page: Page, online: boolean) {
  await page.context().setOffline(!online)
  await expect(syncLink(page)).toHaveAccessibleName(
    online
      ? 'Sync: Synced'
      : 'Sync: Offline: changes are kept and sent when the connection returns',
  )
}

/** Closes the given devices, or every device {@link device} opened and nothing closed yet. */
export async function closeDevices(pages?: readonly Page[]) {
  const contexts = pages ? pages.map((page) => page.context()) : [...opened]
  for (const context of contexts) opened.delete(context)
  await Promise.all(contexts.map((context) => context.close()))
}

export { main }

// The screens the sync tests edit, as a user sees them.

// Notes
export const noteTitle = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
export const body = (page: Page) => page.getByRole('textbox', { name: 'Note body' })
/** The note's lines as the editor shows them (one element a line). */
export const lines = (page: Page) => body(page).locator('.cm-line')

/** A new note on `page`; returns its route, for another device to open. */
export async function newNote(page: Page, title: string, text: string): Promise<string> {
  await open(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  await noteTitle(page).fill(title)
  await body(page).click()
  await page.keyboard.insertText(text)
  await expect(lines(page)).toHaveText(text.split('\n'))
  return new URL(page.url()).hash.slice(1)
}

/** Types `text` at the start (or the end) of the note's body. */
export async function typeAt(page: Page, where: 'start' | 'end', text: string) {
  await body(page).click()
  await page.keyboard.press(where === 'start' ? 'Control+Home' : 'Control+End')
  await page.keyboard.insertText(text)
}

// Todos
export { quickAdd, row, shownTitles, sideList }

export async function addTodo(page: Page, text: string) {
  await quickAdd(page).fill(text)
  await quickAdd(page).press('Enter')
  await expect(quickAdd(page)).toHaveValue('')
  await expect(row(page, text)).toBeVisible()
}

/** Opens a todo's details, runs `edit` in the dialog, and closes it. */
export async function editTodo(
  page: Page,
  title: string,
  edit: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: `Details of “${title}”` }).click()
  const dialog = page.getByRole('dialog', { name: 'Todo details' })
  await edit(dialog)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
}

// Overview
/** Turns on the Overview's edit mode, where arrow keys move a focused widget. */
export async function editLayout(page: Page) {
  await main(page).getByRole('button', { name: 'Edit layout' }).click()
  await expect(main(page).getByRole('button', { name: 'Done' })).toBeVisible()
  await expect(main(page).locator('.hearth-edit-grid')).toBeVisible()
}
export const widget = (page: Page, name: string) =>
  main(page).getByRole('region', { name, exact: true })
export const upcomingLink = (page: Page) =>
  widget(page, 'Todos').getByRole('link', { name: 'Open Upcoming in Todos' })
/** A widget's place in the content area, rounded to whole pixels. */
export const place = (locator: Locator) =>
  locator.evaluate((el) => {
    const content = document.getElementById('content')!
    const r = el.getBoundingClientRect()
    const c = content.getBoundingClientRect()
    return {
      x: Math.round(r.x - c.x),
      y: Math.round(r.y - c.y + content.scrollTop),
      w: Math.round(r.width),
      h: Math.round(r.height),
    }
  })
