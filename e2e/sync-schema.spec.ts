import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import WebSocket from 'ws'
import * as Y from 'yjs'
import { expect, test } from '@playwright/test'
import { main, open } from './helpers'
import { device, pairingCode, SyncServer } from './sync-helpers'
import { quickAdd, row } from './todos-helpers'

// A device still on this build meets a workspace that a newer Hearth (another device) has
// migrated: it must not write into it in the old shape. The newer device is a Yjs client run
// here that says it knows a higher schema, as a newer Hearth would.
const server = new SyncServer(4350 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))

test.describe.configure({ timeout: 60_000 })
test.beforeAll(() => server.start())
// Not closeDevices(): it would close the devices other files' tests in this worker share.
test.afterAll(() => server.dispose())

/** A device on a newer Hearth (schema `schema`) with the user's workspace open. */
async function newerDevice(code: string, schema: number) {
  const response = await fetch(`${server.url}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, deviceName: 'Newer laptop' }),
  })
  const { userId, token } = (await response.json()) as { userId: string; token: string }
  const doc = new Y.Doc()
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.url.replace('http', 'ws')}?schema=${schema}`,
    WebSocketPolyfill: WebSocket,
  })
  let synced = false
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `${userId}/workspace:personal`,
    token,
    document: doc,
    onSynced: () => (synced = true),
  })
  provider.attach()
  await expect.poll(() => synced).toBe(true)
  return {
    doc,
    titles: () =>
      [...doc.getMap<string>('todos').values()].map(
        (json) => (JSON.parse(json) as { title: string }).title,
      ),
    close: () => {
      provider.destroy()
      socket.destroy()
    },
  }
}

test('a device on the previous version meets a migrated workspace and turns read-only', async ({
  browser,
}) => {
  const phone = await device(browser, server, pairingCode(await server.cli('add-user', 'alice')))
  await open(phone, '/todos')
  await quickAdd(phone).fill('Added before the update')
  await quickAdd(phone).press('Enter')
  await expect(row(phone, 'Added before the update')).toBeVisible()

  const newer = await newerDevice(pairingCode(await server.cli('add-device', 'alice')), 99)
  await expect.poll(() => newer.titles()).toContain('Added before the update')
  // The newer Hearth migrates the workspace.
  newer.doc.getMap('meta').set('schemaVersion', 99)

  const alert = main(phone)
    .getByRole('alert')
    .filter({ hasText: 'Hearth was updated on another device' })
  await expect(alert).toContainText('Hearth was updated on another device. Reload to continue.')
  // Reloading is the way on (to the newer Hearth, once it is served); nothing to reset.
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Reset workspace' })).toHaveCount(0)
  // What was there stays on screen; nothing new is written.
  await expect(row(phone, 'Added before the update')).toBeVisible()
  await quickAdd(phone).fill('Added after the update')
  await quickAdd(phone).press('Enter')
  await expect(row(phone, 'Added after the update')).toHaveCount(0)
  // After a reload it still opens read-only (a newer version is stored), and the newer
  // device never received anything from it.
  await phone.reload()
  await expect(main(phone).getByRole('alert')).toContainText(
    'This workspace is from a newer Hearth',
  )
  await expect(row(phone, 'Added before the update')).toBeVisible()
  expect(newer.titles()).toEqual(['Added before the update'])
  newer.close()
  await phone.context().close()
})
