import type { CollectionName } from './collections'
import { IN_TRASH, TRASHED_WITH, type RecordRow } from './doc/row-layout'
import type { RowRange } from './row-query'
import {
  expiredBefore,
  PARENT_KIND,
  restorePlan,
  TRASHABLE,
  type Parents,
  type TrashedRecord,
  type TrashKind,
} from './trash-rules'
import { patchedLabel } from './undo-labels'
import { undoSteps } from './undo-steps'
import type { Workspace } from './workspace'

/**
 * The Trash of a workspace: every record deleted in the last 30 days, of every kind, read from
 * the row store's Trash ranges (`row-layout.ts`: in no index a screen reads otherwise). An
 * item is a record deleted on its own, or a list or folder with what its deletion took along
 * (its members: `trashedWith`). Restoring is an undo step of the user's; deleting for good and
 * the 30 days' end are not undoable.
 */

/** A record in the Trash as the page reads it. */
export type TrashRecord = TrashedRecord & Record<string, unknown>

/** The range of a kind's records in the Trash: deleted on their own, or taken `along`. */
export const trashRange = (kind: TrashKind, along = false): RowRange => ({
  index: 'notes',
  lower: [kind, along ? 2 : 1],
  upper: [kind, along ? 2 : 1, []],
})

/** The range of what a list's or folder's deletion took along, in the `tags` index. */
export const alongRange = (leader: string): RowRange => ({
  index: 'tags',
  lower: `${TRASHED_WITH}${leader}`,
  upper: `${TRASHED_WITH}${leader}`,
})

/** Thrown while the Trash cannot be read: its index is being built (after an update). */
export class TrashNotReadyError extends Error {
  constructor() {
    super('Hearth is still indexing this workspace. Try again in a moment.')
  }
}

/** The rows of a range once every write made so far is stored (a deletion just made). */
async function read(workspace: Workspace, where: RowRange): Promise<RecordRow[]> {
  await workspace.commands.stored()
  const rows = workspace.reads.readRange(where)
  if (!rows) throw new TrashNotReadyError()
  return rows
}

const asRecord = (row: RecordRow) => row.r as TrashRecord

/**
 * What the deletion of a list or folder took along, by kind: their keys only (10,000 todos of a
 * list are not read whole; their parents are the list, or folders that come back with it).
 */
async function membersOf(workspace: Workspace, leader: string) {
  await workspace.commands.stored()
  const keys = workspace.reads.readKeys(alongRange(leader))
  if (!keys) throw new TrashNotReadyError()
  return (await keys)
    .filter(([collection]) => (TRASHABLE as readonly string[]).includes(collection))
    .map(([collection, id]) => ({ collection: collection as TrashKind, record: { id } }))
}

/** Where the parents of `kind`'s records are: lists or folders, live or in the Trash. */
async function parentsOf(workspace: Workspace, kind: TrashKind): Promise<Parents> {
  const parentKind = PARENT_KIND[kind]
  if (!parentKind) return { live: new Set(), trashed: new Map() }
  const [alone, along] = await Promise.all([
    read(workspace, trashRange(parentKind)),
    read(workspace, trashRange(parentKind, true)),
  ])
  const live = (await workspace.complete(parentKind)).getAll().map((record) => record.id)
  return {
    live: new Set(live),
    trashed: new Map([...alone, ...along].map((row) => [row.id, asRecord(row)])),
  }
}

/**
 * Takes an item out of the Trash, with what its deletion took along, in one undo step: back
 * where it was, a parent list or folder in the Trash with it, or to the Inbox or the top level
 * when its parent is gone for good (`restorePlan`).
 */
export async function restoreFromTrash(
  workspace: Workspace,
  kind: TrashKind,
  item: TrashRecord,
): Promise<void> {
  const [members, parents] = await Promise.all([
    membersOf(workspace, item.id),
    parentsOf(workspace, kind),
  ])
  const plan = restorePlan(kind, item, members, parents)
  // A list or folder back only as a parent: what it took along stays, each item on its own.
  const stay = await Promise.all(
    plan.filter((step) => step.asParent).map((step) => membersOf(workspace, step.id)),
  )
  const back = new Set(plan.map((step) => step.id))
  undoSteps.inOneStep(patchedLabel(kind, 1, { trashedAt: null }), () => {
    for (const collection of TRASHABLE) {
      const changes = plan.filter((step) => step.collection === collection)
      if (changes.length) workspace.repository(collection).untrash(changes)
    }
    for (const { collection, record } of stay.flat())
      if (!back.has(record.id))
        workspace
          .repository(collection)
          .updateMany([{ id: record.id, patch: { trashedWith: null } }])
  })
}

/** Deletes an item and what its deletion took along for good (not undoable). */
export async function deleteForever(
  workspace: Workspace,
  kind: TrashKind,
  item: TrashRecord,
): Promise<void> {
  const members = await membersOf(workspace, item.id)
  purgeAll(workspace, [{ collection: kind, record: item }, ...members])
}

/** Every record in the Trash (items and what they took along) of `kinds`: their keys. */
async function everything(
  workspace: Workspace,
  before = Infinity,
  kinds: readonly TrashKind[] = TRASHABLE,
) {
  await workspace.commands.stored()
  const reads = kinds.flatMap((kind) =>
    [1, 2].map(async (trash) => {
      const keys = workspace.reads.readKeys({
        index: 'notes',
        lower: [kind, trash],
        upper: before === Infinity ? [kind, trash, []] : [kind, trash, IN_TRASH, before],
      })
      if (!keys) throw new TrashNotReadyError()
      return (await keys).map(([, id]) => ({ collection: kind, record: { id } }))
    }),
  )
  return (await Promise.all(reads)).flat()
}

function purgeAll(
  workspace: Workspace,
  records: readonly { collection: TrashKind; record: TrashedRecord }[],
) {
  for (const collection of TRASHABLE) {
    const ids = records.filter((r) => r.collection === collection).map((r) => r.record.id)
    if (ids.length) workspace.repository(collection).purge(ids)
  }
}

/**
 * Deletes everything in the Trash for good, or only what is of `kinds` (not undoable); resolves
 * with how many records went.
 */
export async function emptyTrash(
  workspace: Workspace,
  kinds: readonly TrashKind[] = TRASHABLE,
): Promise<number> {
  const records = await everything(workspace, Infinity, kinds)
  purgeAll(workspace, records)
  return records.length
}

/**
 * Deletes for good what has been in the Trash for 30 days (bookkeeping, outside the undo
 * history); resolves with how many records went.
 */
export async function purgeExpired(workspace: Workspace, now = Date.now()): Promise<number> {
  if (workspace.readOnly) return 0
  const records = await everything(workspace, expiredBefore(now))
  purgeAll(workspace, records)
  return records.length
}

/** The kinds' collections, for callers that name them. */
export type { CollectionName, TrashKind }
