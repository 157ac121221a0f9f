import { expect, test, type Page } from './test'
import { open } from './helpers'
import {
  addTodo,
  closeDevices,
  row,
  setOnline,
  syncLink,
  SyncServer,
  twoDevices,
} from './sync-helpers'

// A tab that started from rows never decodes its workspace's document on the page, and a
// synced workspace is no exception: the document's owner (a worker) syncs it, over the tab's
// one socket to the server.
const server = new SyncServer(4370 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))

test.describe.configure({ timeout: 60_000 })
test.beforeAll(() => server.start())
test.afterAll(async () => {
  await closeDevices()
  await server.dispose()
})

const decodes = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length)

test('a synced device started from rows syncs, offline and back, without decoding on the page', async ({
  browser,
}) => {
  const [laptop, phone] = await twoDevices(browser, server, 'carol')
  const sockets: string[] = []
  laptop.on('websocket', (socket) => sockets.push(socket.url()))
  await open(laptop, '/todos')
  await laptop.reload()
  await expect(syncLink(laptop)).toHaveAccessibleName('Sync: Synced')

  await open(phone, '/todos')
  await addTodo(phone, 'Written on the phone')
  await expect(row(laptop, 'Written on the phone')).toBeVisible()
  await addTodo(laptop, 'Written on the laptop')
  await expect(row(phone, 'Written on the laptop')).toBeVisible()

  await setOnline(laptop, false)
  await addTodo(laptop, 'Written offline')
  await addTodo(phone, 'Written while the laptop was offline')
  await expect(row(phone, 'Written offline')).toBeHidden()
  await setOnline(laptop, true)
  await expect(row(phone, 'Written offline')).toBeVisible()
  await expect(row(laptop, 'Written while the laptop was offline')).toBeVisible()

  expect(await decodes(laptop)).toBe(0)
  // The directory of workspaces and the workspace share the tab's one socket (reconnected once).
  expect(new Set(sockets).size).toBe(1)
  expect(sockets).toHaveLength(2)
})

test('when the tab that syncs closes, another tab of the device takes over, still without decoding', async ({
  browser,
}) => {
  const [laptop, phone] = await twoDevices(browser, server, 'dave')
  await tabTakesOver(laptop, phone)
})

test('without SharedWorker, the tab that owns and syncs closes and another takes over both', async ({
  browser,
}) => {
  const [laptop, phone] = await twoDevices(browser, server, 'erin')
  // The laptop's tabs choose their owner by a Web Lock (`owner-relay.ts`), as old Chrome for
  // Android does.
  await laptop.context().addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker
  })
  await tabTakesOver(laptop, phone)
  const workers = laptop.context().pages()[0]!.workers()
  expect(workers.filter((worker) => worker.url().includes('document.lock-worker'))).toHaveLength(1)
})

/** The laptop's first tab syncs, a second follows; the first closes, the second syncs on. */
async function tabTakesOver(laptop: Page, phone: Page) {
  await open(laptop, '/todos')
  await laptop.reload()
  await expect(syncLink(laptop)).toHaveAccessibleName('Sync: Synced')
  // A second tab of the laptop, started from rows: the first one syncs, it follows.
  const second = await laptop.context().newPage()
  const sockets: string[] = []
  second.on('websocket', (socket) => sockets.push(socket.url()))
  await open(second, '/todos')
  await expect(syncLink(second)).toHaveAccessibleName('Sync: Synced')
  await open(phone, '/todos')
  await addTodo(phone, 'Before the first tab closed')
  await expect(row(second, 'Before the first tab closed')).toBeVisible()
  expect(sockets).toEqual([])

  await laptop.close()
  await expect.poll(() => sockets.length).toBe(1)
  await addTodo(phone, 'After the first tab closed')
  await expect(row(second, 'After the first tab closed')).toBeVisible()
  await addTodo(second, 'From the tab that took over')
  await expect(row(phone, 'From the tab that took over')).toBeVisible()
  expect(await decodes(second)).toBe(0)
}
