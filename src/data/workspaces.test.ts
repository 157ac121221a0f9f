// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { workspaceEntryKey } from '@/lib/workspace-storage'
import { session } from './session'
import { createWorkspace, deleteWorkspace } from './workspaces'

afterEach(async () => {
  await session.closeActive()
  await session.registry?.close()
})

it('deleting a workspace removes what its tools kept on this device, and only that', async () => {
  await session.start()
  const home = session.registry!.list()[0]!
  const work = createWorkspace('Work')
  const workHash = workspaceEntryKey('tool-input', work.id, 'hash')
  const workEncode = workspaceEntryKey('tool-input', work.id, 'encode')
  const homeHash = workspaceEntryKey('tool-input', home.id, 'hash')
  localStorage.setItem(workHash, '{"text":"my-api-token-12345"}')
  localStorage.setItem(workEncode, '{"text":"c2VjcmV0IHBhc3N3b3Jk"}')
  localStorage.setItem(homeHash, '{"text":"kept"}')

  await deleteWorkspace(work.id)

  expect(session.registry!.list().map((w) => w.name)).toEqual([home.name])
  expect(localStorage.getItem(workHash)).toBeNull()
  expect(localStorage.getItem(workEncode)).toBeNull()
  expect(localStorage.getItem(homeHash)).toBe('{"text":"kept"}')
})
