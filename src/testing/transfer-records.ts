import { COLLECTIONS } from '@/data/collections'
import type { WorkspaceRecords } from '@/data/transfer'

/** Every collection, empty: what a test reads when an import it expected to succeed did not. */
export function emptyRecords(): WorkspaceRecords {
  return Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as WorkspaceRecords
}

/** A note as an export holds it (every schema since notes began). */
export function note(id: string) {
  return {
    id,
    title: 'T',
    body: 'B',
    tags: [],
    pinned: false,
    trashedAt: null,
    createdAt: 1,
    updatedAt: 2,
  }
}

/** A todo with every field Hearth 0.1 gave it (schema 1: no priority, tags, …), and `fields`. */
export function todo(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    listId: null as string | null,
    title: 'T',
    done: false,
    due: null,
    notes: '',
    order: 'a0',
    completedAt: null,
    createdAt: 1,
    updatedAt: 1,
    ...fields,
  }
}
