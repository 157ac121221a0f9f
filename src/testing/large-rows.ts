import { expect } from 'vitest'
import BOOT from '../../public/boot.js?raw'
import { settleRows } from '@/testing/test-workspace'
import { ACTIVE_WORKSPACE_KEY } from '@/data/session'
import { Workspace, type OpenOptions } from '@/data/workspace'

/**
 * What the tests of a large collection read from rows share (rows-store.test.ts,
 * rows-reset.test.ts): a workspace stored with complete rows, opened as a fresh page does.
 */

/** Runs public/boot.js as the page does: it reads the active workspace's log early. */
export function bootFor(id: string) {
  localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
  ;(0, eval)(BOOT)
}

export const STORED = 1_234

/** A workspace stored with complete rows: `STORED` todos (1,234) in one list. */
export async function storeWorkspace(id: string) {
  const workspace = await Workspace.open(id)
  const list = workspace.repository('todoLists').create({ title: 'Errands' })
  workspace
    .repository('todos')
    .createMany(Array.from({ length: STORED }, (_, i) => ({ title: `Todo ${i}`, listId: list.id })))
  // A bulk change gets its rows after it.
  await settleRows(workspace)
  await workspace.close()
  return list
}

/** Opens a workspace as a fresh page does (a start from rows). */
export async function startFromRows(id: string, options: OpenOptions = {}) {
  bootFor(id)
  const workspace = await Workspace.open(id, options)
  expect(workspace.hasDoc).toBe(false)
  return workspace
}
