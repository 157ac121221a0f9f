// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { session } from './session'
import type { ParsedWorkspace, WorkspaceRecords } from './transfer'
import { workspaceDbName } from './workspace'
import { exportAllWorkspaces, importAsNewWorkspaces } from './workspace-transfer'
import { createWorkspace } from './workspaces'

afterEach(async () => {
  await session.closeActive()
  await session.registry?.close()
})

const parsed = (name: string, records: unknown = {}): ParsedWorkspace =>
  ({ name, records: records as WorkspaceRecords }) as ParsedWorkspace

it('imports every workspace of a file under a free name, or none of them', async () => {
  await session.start()
  const registry = session.registry!
  const long = 'L'.repeat(60)
  registry.rename(registry.list()[0]!.id, long)

  const created = await importAsNewWorkspaces([parsed('Okay'), parsed(long)])
  expect(created.map((w) => w.name)).toEqual(['Okay', `${'L'.repeat(58)} 2`])
  const before = registry.list().map((w) => w.name)
  expect(before).toHaveLength(3)

  // The second cannot be stored: the first is taken away again, with its stored document.
  await expect(
    importAsNewWorkspaces([parsed('Fine'), parsed('Broken', { todos: 5 })]),
  ).rejects.toThrow()
  expect(registry.list().map((w) => w.name)).toEqual(before)
  const names = (await indexedDB.databases()).map((db) => db.name)
  for (const info of created) expect(names).toContain(workspaceDbName(info.id))
  expect(names.filter((name) => name?.startsWith('hearth:workspace:'))).toHaveLength(3)
})

it('backs up every workspace it can read, and names those it cannot', async () => {
  await session.start()
  const broken = createWorkspace('Broken')
  const fine = createWorkspace('Fine')
  // Stored data that does not decode, in a workspace that is not open.
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(workspaceDbName(broken.id))
    open.onupgradeneeded = () => open.result.createObjectStore('updates', { autoIncrement: true })
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction('updates', 'readwrite')
      tx.objectStore('updates').add(new Uint8Array([9, 9, 9, 9, 200, 1, 2, 3]))
      tx.oncomplete = () => {
        open.result.close()
        resolve()
      }
    }
  })

  const { backup, unreadable } = await exportAllWorkspaces()
  expect(unreadable).toEqual(['Broken'])
  const names = backup.workspaces.map((w) => w.workspace.name)
  expect(names).toContain(fine.name)
  expect(names.sort()).toEqual(
    session
      .registry!.list()
      .map((w) => w.name)
      .filter((name) => name !== 'Broken')
      .sort(),
  )
  // Nothing is left open that would keep the broken workspace from being deleted.
  await new Promise<void>((resolve, reject) => {
    const deletion = indexedDB.deleteDatabase(workspaceDbName(broken.id))
    deletion.onsuccess = () => resolve()
    deletion.onerror = () => reject(deletion.error)
    deletion.onblocked = () => reject(new Error('blocked'))
  })
})
