import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type Axe from 'axe-core'
import { expect, type Page } from './test'

/** Every route of the spec's table, plus examples for its `:id` routes. */
export const ROUTES = [
  { path: '/', title: 'Overview' },
  { path: '/todos', title: 'Todos' },
  { path: '/todos/abc', title: 'Todos' },
  { path: '/notes', title: 'Notes' },
  { path: '/notes/abc', title: 'Notes' },
  { path: '/bookmarks', title: 'Bookmarks' },
  { path: '/tools', title: 'Tools' },
  { path: '/tools/color-picker', title: 'Colour picker' },
  { path: '/tools/json', title: 'JSON' },
  { path: '/tools/encode', title: 'Encode / decode' },
  { path: '/tools/hash', title: 'Hash' },
  { path: '/tools/uuid', title: 'UUID and passwords' },
  { path: '/tools/time', title: 'Time' },
  { path: '/tools/qr-code', title: 'QR code' },
  { path: '/trash', title: 'Trash' },
  { path: '/settings', title: 'Settings' },
  { path: '/settings/general', title: 'General' },
  { path: '/settings/taskbar', title: 'Taskbar' },
  { path: '/settings/widgets', title: 'Widgets' },
  { path: '/settings/theming', title: 'Theming' },
  { path: '/settings/data', title: 'Data' },
  { path: '/settings/workspaces', title: 'Workspaces' },
] as const

/** The content area: what a section shows, without the taskbar and the menus. */
export const main = (page: Page) => page.locator('#content')

/** The toast that says `text`, in the toasts' region. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Toasts' }).getByRole('listitem').filter({ hasText: text })

/** Stores a theme before the page loads, the way the app itself persists it. */
export async function presetTheme(
  page: Page,
  mode: 'light' | 'dark' | 'system',
  extra: Record<string, unknown> = {},
) {
  await page.addInitScript(
    ([m, e]) => {
      if (!sessionStorage.getItem('e2e-theme-set')) {
        localStorage.setItem(
          'hearth:theme',
          JSON.stringify({
            state: { mode: m, accent: 'default', customAccent: '', radius: 8, ...e },
            version: 1,
          }),
        )
        sessionStorage.setItem('e2e-theme-set', '1')
      }
    },
    [mode, extra] as const,
  )
}

/**
 * Waits, checking every frame, until the page has settled after a navigation: the shell and
 * its commands are there, nothing shows 'Loading…' and (with `data`) the workspace is open.
 * Assertions made right after a navigation would get there too, but Playwright retries a
 * failed assertion after 20, 50, 100, 100 and then every 500 ms: an app ready at 400 ms was
 * seen at about 770. This returns within a frame of it. (It never fails: the assertions after it say what is
 * wrong when a page does not settle.)
 */
export async function settled(page: Page, { data = true } = {}) {
  await page
    .waitForFunction(
      (data) => {
        const root = document.documentElement
        return (
          root.dataset.commands === 'ready' &&
          (!data || root.dataset.ready === 'true') &&
          // The Overview's cached first view (a picture) has given way to the live widgets.
          root.dataset.firstView === undefined &&
          !!document.querySelector('nav[aria-label="Taskbar"]') &&
          !document.querySelector('[data-widget-loading], [role="status"][aria-label^="Loading"]')
        )
      },
      data,
      { polling: 'raf', timeout: 10_000 },
    )
    .catch(() => {})
}

/**
 * Opens a route and waits until the shell and the section have rendered and the commands (and
 * so every shortcut) are registered: they load just after the first render.
 */
export async function open(page: Page, path: string) {
  await page.goto(`./#${path}`)
  await settled(page, { data: false })
  await expect(page.getByRole('navigation', { name: 'Taskbar' })).toBeVisible()
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
}

/** Opens a route and waits until the page has settled with the workspace open (`data-ready`). */
export async function openReady(page: Page, path: string) {
  await open(page, path)
  await settled(page)
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
}

/** How many times this page began decoding its workspace's document. */
/** The collections this page read every row of (`hearth:rows-read-whole`). */
export const readWhole = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByName('hearth:rows-read-whole').map((mark) => {
      return (mark as PerformanceMark).detail as string
    }),
  )

export const decodesIn = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length)

/**
 * Opens the Overview once more and leaves it: a write still in flight when a page went away is
 * journaled, and a start with a journal to apply decodes at once (this open applies it). The
 * next start is then from rows.
 */
export async function settleStored(page: Page) {
  await page.goto('about:blank')
  await openReady(page, '/')
  await page.goto('about:blank')
}

/** Settings > Data's 'Generate sample data', Small: 30 todos, 40 bookmarks and more. */
export async function addSmallSample(page: Page) {
  await page.getByRole('button', { name: 'Generate sample data' }).click()
  await page
    .getByRole('dialog', { name: 'Generate sample data' })
    .getByRole('button', { name: 'Small' })
    .click()
  await expect(page.getByText('Sample data added')).toBeVisible()
}

/** Settings > Data's count of one kind of record ('Todos', 'Bookmarks'), as a cell. */
export const recordCount = (page: Page, label: string) =>
  page
    .getByRole('table')
    .getByRole('row', { name: new RegExp(`^${label} `) })
    .getByRole('cell')

/** Settings > Data's 'Reset workspace' on the Personal workspace, confirmed: no records left. */
export async function resetPersonal(page: Page) {
  await page.getByRole('button', { name: 'Reset workspace' }).click()
  await page
    .getByRole('dialog', { name: 'Reset Personal?' })
    .getByRole('button', { name: 'Reset workspace' })
    .click()
  await expect(recordCount(page, 'Todos')).toHaveText('0')
}

/** Settings > Data's newest snapshot restored, confirmed. */
export async function restoreSnapshot(page: Page) {
  await page
    .getByRole('list', { name: 'Snapshots' })
    .getByRole('button', { name: 'Restore snapshot' })
    .first()
    .click()
  await page
    .getByRole('dialog', { name: 'Restore this snapshot?' })
    .getByRole('button', { name: 'Restore' })
    .click()
}

export const taskbar = (page: Page) => page.getByRole('navigation', { name: 'Taskbar' })
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })

/** Opens the main menu; its list of workspaces (each a button, the active one pressed). */
export async function workspaceSwitcher(page: Page) {
  await menuButton(page).click()
  return page
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('list', { name: 'Switch workspace' })
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page) {
  // axe goes into each document once and runs in it directly. (`@axe-core/playwright` injected
  // it again on every run and finished each run in a new blank page: about 1 s a run here,
  // against 0.15 s. The app has no frames, which is what that machinery is for.)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof Axe }).axe.run(
      // The colour picker's contrast samples show the user's colours, poor contrast and all, on
      // purpose.
      { exclude: [['[data-contrast-sample]']] },
      // Only violations are read: axe skips gathering the rest (passes, incomplete), a good
      // part of its time.
      { resultTypes: ['violations'] },
    ),
  )
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/**
 * Records every script that content manages to run in `page` (a payload calling `xss()` or
 * `alert()`), from its next navigation on. Returns what was recorded, as a function.
 */
export async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[]; xss: () => void }
    w.__xss = []
    w.xss = () => void w.__xss.push('xss')
    window.alert = () => void w.__xss.push('alert')
  })
  return () => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)
}

/** The watch itself works: a script that does run is recorded. Then the record is cleared. */
export async function expectWatchWorks(page: Page, hits: () => Promise<string[]>) {
  await page.evaluate(() => (window as unknown as { xss: () => void }).xss())
  expect(await hits()).toEqual(['xss'])
  await page.evaluate(() => void ((window as unknown as { __xss: string[] }).__xss.length = 0))
}

/**
 * Makes the Personal workspace's stored document unreadable (an update that does not decode),
 * from a page of the same origin without the app; the page is left there.
 */
export async function corruptPersonal(page: Page) {
  await page.goto('./showcase.html')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('hearth:workspace:workspace:personal')
        request.onsuccess = () => {
          const tx = request.result.transaction('updates', 'readwrite')
          tx.objectStore('updates').add(new Uint8Array([255, 1, 2, 3, 4, 5, 6, 7]))
          tx.oncomplete = () => {
            request.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
        request.onerror = () => reject(request.error)
      }),
  )
}
