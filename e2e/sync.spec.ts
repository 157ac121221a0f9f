import { expect, test } from '@playwright/test'
import { open } from './helpers'
import {
  closeDevices,
  device,
  disconnect,
  noteTitle,
  pair,
  pairingCode,
  syncLink,
  SyncServer,
  unpairedDevice,
} from './sync-helpers'

// Two devices (two browser contexts, each its own storage) paired with one real sync server,
// started here from server/dist (npm test compiles it).
const server = new SyncServer(4290 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))
const SERVER = server.url
const cli = (...args: string[]) => server.cli(...args)

// Each test pairs two or three devices (a browser context each): more than the default time
// on a busy two-core machine.
test.describe.configure({ timeout: 60_000 })

test.beforeAll(() => server.start())

test.afterAll(async () => {
  await closeDevices()
  await server.dispose()
})

test('two paired devices see each other’s notes; another user sees nothing', async ({
  browser,
}) => {
  const alice = await cli('add-user', 'alice')
  const laptop = await device(browser, server, pairingCode(alice))

  // The phone has a tab open before it pairs in another: that tab follows the pairing at once and
  // syncs through the pairing tab (no socket of its own, the same status), and its edits reach
  // the laptop. Once the pairing tab is closed, it says so: its policy names no sync server (it
  // was loaded before the pairing), and a reload lets it connect by itself.
  const tab = await unpairedDevice(browser)
  const sockets: string[] = []
  let socketsClosed = 0
  tab.on('websocket', (socket) => {
    sockets.push(socket.url())
    socket.on('close', () => socketsClosed++)
  })
  await open(tab, '/notes')
  await expect(syncLink(tab)).toHaveCount(0)
  const phone = await tab.context().newPage()
  await pair(phone, server, pairingCode(await cli('add-device', 'alice')))
  await expect(syncLink(tab)).toHaveAccessibleName('Sync: Synced')

  await open(laptop, '/notes')
  await laptop.getByRole('button', { name: 'New note' }).click()
  await noteTitle(laptop).fill('Written on the laptop')
  await expect(tab.getByText('Written on the laptop')).toBeVisible()
  await tab.getByRole('button', { name: 'New note' }).click()
  await noteTitle(tab).fill('Written in a second tab')
  await open(laptop, '/notes')
  await expect(laptop.getByText('Written in a second tab')).toBeVisible()
  expect(sockets).toEqual([])
  await phone.close()
  await expect(syncLink(tab)).toHaveAccessibleName('Sync: Sync error')
  await open(tab, '/settings/data')
  await expect(
    tab.getByText('This tab was open before the device was paired. Reload it to sync.'),
  ).toBeVisible()
  expect(sockets).toEqual([])
  await tab.goBack()
  await tab.reload()
  await expect.poll(() => sockets.length).toBe(1)
  await expect(syncLink(tab)).toHaveAccessibleName('Sync: Synced')
  await noteTitle(tab).fill('Written once the first tab was closed')
  await expect(laptop.getByText('Written once the first tab was closed')).toBeVisible()

  // Disconnected in another tab, the tab stops syncing too: its socket closes, and its taskbar
  // no longer shows sync.
  await disconnect(await tab.context().newPage())
  await expect(syncLink(tab)).toHaveCount(0)
  await expect.poll(() => socketsClosed).toBe(1)
  expect(sockets).toHaveLength(1)

  // A third device, paired as another user, gets none of alice's data.
  const other = await device(browser, server, pairingCode(await cli('add-user', 'bob')))
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
