// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { session } from './session'
import type { ParsedWorkspace, WorkspaceRecords } from './transfer'
import { workspaceDbName } from './workspace'
import { importAsNewWorkspaces } from './workspace-transfer'

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
