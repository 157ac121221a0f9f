import type { ReactNode } from 'react'
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

/**
 * Reads collections into memory, as the app does in idle time once its first screen is up: a
 * widget reading them with `useRecordsSoon` then renders at once instead of suspending.
 */
export function readInto(workspace: Workspace, ...collections: CollectionName[]) {
  for (const name of collections) workspace.store(name).getAll()
}
