import { collectionOf, kindOf, type LinkCollection } from '@/lib/item-links'
import type { CollectionStore } from './collection-store'
import type { LinkedItem } from './linked-items'
import { isTrashed } from './records/trashed'
import type { RowReads } from './row-reads'
import type { WorkspaceHandle } from './workspace-handle'

/**
 * What reading items once needs of a workspace: its stores, and, where it keeps rows (a
 * `Workspace` does; every `WorkspaceHandle` the app hands out is one), its row reads and the
 * wait for its writes to be stored.
 */
export type ItemReader = Pick<WorkspaceHandle, 'complete'> & {
  reads?: Pick<RowReads, 'readRange'>
  commands?: { stored(): Promise<void> }
}

const itemOf = (id: string, record: Record<string, unknown> | undefined): LinkedItem => {
  const kind = kindOf(id)!
  return record
    ? ({ id, kind, record, state: isTrashed(record) ? 'trashed' : 'live' } as LinkedItem)
    : { id, kind, state: 'missing' }
}

/** One item from its row (undefined: the rows cannot answer now), without decoding anything. */
async function fromRow(
  workspace: ItemReader,
  collection: LinkCollection,
  id: string,
): Promise<LinkedItem | undefined> {
  const rows = workspace.reads?.readRange({
    index: 'record',
    lower: [collection, id],
    upper: [collection, id],
  })
  if (!rows) return undefined
  return itemOf(id, (await rows)[0]?.r)
}

/**
 * The items `ids` point at (`src/lib/item-links.ts`), read once, as `useLinkedItems` gives them
 * (live, in the Trash, or missing, with their records), by id; ids no link can point at are
 * left out. Each is read from its row, once every write made so far is stored; a collection
 * whose rows cannot answer (being built, or a workspace without rows) is read whole, from its
 * store, where what is in the Trash is missing (notes excepted: their store keeps them).
 */
export async function readLinkedItems(
  workspace: ItemReader,
  ids: Iterable<string>,
): Promise<Map<string, LinkedItem>> {
  const wanted = [...new Set(ids)].filter((id) => collectionOf(id))
  if (!wanted.length) return new Map()
  await workspace.commands?.stored()
  const stores = new Map<LinkCollection, Promise<CollectionStore<LinkCollection>>>()
  const read = async (id: string) => {
    const collection = collectionOf(id)!
    const item = await fromRow(workspace, collection, id)
    if (item) return item
    if (!stores.has(collection)) stores.set(collection, workspace.complete(collection))
    const store = await stores.get(collection)!
    return itemOf(id, store.get(id) as Record<string, unknown> | undefined)
  }
  const items = await Promise.all(wanted.map(read))
  return new Map(items.map((item) => [item.id, item]))
}

/** The title an item shows where it is named (a link, a result): never empty. */
export function linkedTitle(item: Exclude<LinkedItem, { state: 'missing' }>): string {
  const title = item.record.title.replace(/\s+/g, ' ').trim()
  if (title) return title
  return item.kind === 'bookmark' && item.record.url ? item.record.url : 'Untitled'
}
