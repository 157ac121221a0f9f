import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { open } from './helpers'

// Two devices (two browser contexts, each its own storage) paired with one real sync server,
// started here from server/dist (npm test compiles it).
const PORT = 4290 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const SERVER = `http://127.0.0.1:${PORT}`
let server: ChildProcess
let dataDir: string

function cli(...args: string[]): string {
  return execFileSync('node', ['server/dist/main.js', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
}
const pairingCode = (output: string) => output.match(/Pairing code[^:]*: (\S+)/)![1]!

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-sync-e2e-'))
  server = spawn('node', ['server/dist/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT) },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${SERVER}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

async function device(browser: Browser, code: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page, '/settings/data')
  await page.getByLabel('Server address').fill(SERVER)
  await page.getByLabel('Pairing code').fill(code)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText('This device is paired')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Sync this workspace' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Sync: Synced' })).toBeVisible()
  return page
}

test('two paired devices see each other’s notes; another user sees nothing', async ({
  browser,
}) => {
  const alice = cli('add-user', 'alice')
  const laptop = await device(browser, pairingCode(alice))
  const phone = await device(browser, pairingCode(cli('add-device', 'alice')))

  await open(laptop, '/notes')
  await laptop.getByRole('button', { name: 'New note' }).click()
  await laptop.getByLabel('Title').fill('Written on the laptop')
  await open(phone, '/notes')
  await expect(phone.getByText('Written on the laptop')).toBeVisible()

  // A third device, paired as another user, gets none of alice's data.
  const other = await device(browser, pairingCode(cli('add-user', 'bob')))
  await open(other, '/notes')
  await expect(other.getByText('Written on the laptop')).toHaveCount(0)

  // A wrong code is refused with the server's words, and nothing is stored.
  const stranger = await (await browser.newContext()).newPage()
  await open(stranger, '/settings/data')
  await stranger.getByLabel('Server address').fill(SERVER)
  await stranger.getByLabel('Pairing code').fill('NOPE-NOPE')
  await stranger.getByRole('button', { name: 'Connect' }).click()
  await expect(stranger.getByText('That pairing code is not valid.')).toBeVisible()
  await expect(stranger.getByRole('button', { name: 'Connect' })).toBeVisible()
})
