import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, open } from './helpers'
import { closeDevices, device, disconnect, pairingCode, SyncServer } from './sync-helpers'

// Workspaces on the server, renames across devices, unpairing and revocation, against a real
// sync server started here from server/dist (npm test compiles it).
const server = new SyncServer(4330 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))
const code = (...args: string[]) => server.cli(...args).then(pairingCode)
const devices = async (user: string) =>
  ((await server.cli('list-devices', user)).match(/^d_/gm) ?? []).length

// Each test pairs two or three devices (a browser context each): more than the default time
// on a busy two-core machine.
test.describe.configure({ timeout: 60_000 })

test.beforeAll(() => server.start())

test.afterAll(async () => {
  await closeDevices()
  await server.dispose()
})

const workspaceItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}(Active)?(Switch to|$)`) })

test('a workspace synced from one device can be added on another, and keeps its name in step', async ({
  browser,
}) => {
  const laptop = await device(browser, server, code('add-user', 'alice'))

  // The laptop makes a second workspace and syncs it too.
  await open(laptop, '/settings/workspaces')
  await laptop.getByRole('button', { name: 'New workspace' }).click()
  const dialog = laptop.getByRole('dialog', { name: 'New workspace' })
  await dialog.getByLabel('Name').fill('Work')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await workspaceItem(laptop, 'Work').getByRole('button', { name: 'Switch to' }).click()
  await expect(workspaceItem(laptop, 'Work')).toContainText('Active')
  await open(laptop, '/notes')
  await laptop.getByRole('button', { name: 'New note' }).click()
  await laptop.getByRole('textbox', { name: 'Title', exact: true }).fill('Plan for the quarter')
  await open(laptop, '/settings/data')
  const syncIt = laptop.getByRole('checkbox', { name: 'Sync this workspace' })
  await expect(syncIt).not.toBeChecked()
  await syncIt.check()
  await expect(laptop.getByRole('link', { name: 'Sync: Synced' })).toBeVisible()

  // The phone has only its own Personal; Work waits on the server.
  // A phone: narrow, in the dark theme (it follows the system's).
  const phone = await device(browser, server, code('add-device', 'alice'), {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  })
  const onServer = phone.getByRole('region', { name: 'Workspaces on the server' })
  await expect(onServer.getByRole('listitem')).toHaveText(['WorkAdd to this deviceRemove'])
  // Both buttons fit the phone's width: nothing scrolls sideways.
  const remove = await onServer
    .getByRole('button', { name: 'Remove from server: Work' })
    .boundingBox()
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(390)
  expect(await onServer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await expectNoSeriousViolations(phone)
  await expectNoSeriousViolations(laptop)
  await onServer.getByRole('button', { name: 'Add to this device: Work' }).press('Enter')
  await expect(phone.getByText('Work is on this device')).toBeVisible()
  await expect(onServer.getByText('Every synced workspace is on this device.')).toBeVisible()
  await expect(phone.getByRole('checkbox', { name: 'Sync this workspace' })).toBeChecked()
  await open(phone, '/notes')
  await expect(phone.getByText('Plan for the quarter')).toBeVisible()
  // Nothing of the phone's own was added to it: one note, no duplicated default widgets.
  await expect(phone.getByRole('listitem').filter({ hasText: 'Plan for the quarter' })).toHaveCount(
    1,
  )

  // A rename on the laptop reaches the phone's list of workspaces.
  await open(laptop, '/settings/workspaces')
  await workspaceItem(laptop, 'Work').getByRole('button', { name: 'Rename' }).click()
  const rename = laptop.getByRole('dialog', { name: 'Rename workspace' })
  await rename.getByLabel('Name').fill('Office')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await open(phone, '/settings/workspaces')
  await expect(workspaceItem(phone, 'Office')).toContainText('Active')
  await expect(workspaceItem(phone, 'Personal')).toBeVisible()

  // Deleted on the phone, Office is still on the server. Removing it from there is refused
  // while the laptop syncs it, and done once the laptop stops.
  await workspaceItem(phone, 'Office').getByRole('button', { name: 'Delete' }).click()
  const deleting = phone.getByRole('dialog', { name: 'Delete Office?' })
  await expect(deleting).toContainText('It stays on your sync server')
  await deleting.getByRole('button', { name: 'Delete' }).click()
  await open(phone, '/settings/data')
  const removeOffice = async () => {
    await onServer.getByRole('button', { name: 'Remove from server: Office' }).click()
    await phone
      .getByRole('dialog', { name: 'Remove Office from the server?' })
      .getByRole('button', { name: 'Remove from server' })
      .click()
  }
  await removeOffice()
  await expect(phone.getByText('Office could not be removed')).toBeVisible()
  await expect(
    phone.getByText('A device syncs this workspace right now. Turn off its sync there'),
  ).toBeVisible()
  await open(laptop, '/settings/data')
  await laptop.getByRole('checkbox', { name: 'Sync this workspace' }).uncheck()
  await expect(laptop.getByText('This workspace is not synced.')).toBeVisible()
  await removeOffice()
  await expect(phone.getByText('Office is removed from the server')).toBeVisible()
  await expect(onServer.getByText('Every synced workspace is on this device.')).toBeVisible()
})

test('disconnecting a device revokes it on the server; a removed device is told to pair again', async ({
  browser,
}) => {
  const laptop = await device(browser, server, code('add-user', 'carol'))
  const phone = await device(browser, server, code('add-device', 'carol'))
  expect(await devices('carol')).toBe(2)

  await disconnect(phone)
  await expect(phone.getByRole('button', { name: 'Connect' })).toBeVisible()
  await expect(phone.getByRole('link', { name: /^Sync:/ })).toHaveCount(0)
  expect(await devices('carol')).toBe(1)

  // The laptop is removed on the server while it is open: it stops and says what to do.
  const deviceId = (await server.cli('list-devices', 'carol')).match(/\b(d_\S+)/)![1]!
  await server.cli('remove-device', deviceId)
  await expect(laptop.getByRole('link', { name: 'Sync: Sync error' })).toBeVisible()
  await open(laptop, '/settings/data')
  await expect(
    laptop.getByText('The server no longer accepts this device. Disconnect this device'),
  ).toBeVisible()
})
