import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { CollectionName } from '@/data/collections'
import { WorkspaceContext } from '@/data/hooks'
import { Workspace } from '@/data/workspace'

/**
 * A workspace of its own for a component test, opened in fake IndexedDB (import
 * '@/testing/fresh-indexeddb' first). Close it after the test.
 */
export const openTestWorkspace = (name: string): Promise<Workspace> => Workspace.open(name)

/** Provides a test workspace the way the app's content area does. */
export function WithWorkspace({
  workspace,
  children,
}: {
  workspace: Workspace
  children: ReactNode
}) {
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
}

/** A test renderer's wrapper (`renderHook`'s `wrapper`) providing `workspace`. */
export const wrapperOf = (workspace: Workspace) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  }

/**
 * Reads collections into memory, as the app does in idle time once its first screen is up: a
 * widget reading them with `useRecordsSoon` then renders at once instead of suspending.
 */
export function readInto(workspace: Workspace, ...collections: CollectionName[]) {
  for (const name of collections) workspace.store(name).getAll()
}

/** Waits until the workspace's rows are complete and stored (the row store answers queries). */
export async function settleRows(workspace: Workspace) {
  await workspace.persistence.rows!.settled()
  await workspace.persistence.flush()
}

/**
 * Holds back reading a collection into memory until the returned function is called: a screen
 * that shows its first rows meanwhile shows them from the row store. Restore with
 * `vi.restoreAllMocks()`.
 */
export function holdReading(workspace: Workspace, collection: CollectionName): () => void {
  const store = workspace.store(collection)
  const preload = store.preload.bind(store)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  vi.spyOn(store, 'preload').mockImplementation(async (options) => {
    await released
    return preload(options)
  })
  return release
}
