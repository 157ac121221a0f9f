import type * as Y from 'yjs'
import { COLLECTIONS } from '../collections'
import { nextTask } from '../read-in-slices'
import { writeRecords, type SomeRecords } from './defaults'

/** Records written per transaction when many are added at once (a sample of 105,500). */
export const ADD_SLICE = 2_000

/** `records` cut into pieces of at most `size` records, collections in their usual order. */
export function slicesOf(records: SomeRecords, size: number): SomeRecords[] {
  const slices: SomeRecords[] = []
  let slice: SomeRecords = {}
  let held = 0
  for (const name of COLLECTIONS) {
    const list = records[name] ?? []
    for (let at = 0; at < list.length;) {
      const taken = list.slice(at, at + size - held)
      slice[name] = [...(slice[name] ?? []), ...taken]
      held += taken.length
      at += taken.length
      if (held === size) {
        slices.push(slice)
        slice = {}
        held = 0
      }
    }
  }
  if (held) slices.push(slice)
  return slices
}

/**
 * Adds records (validated elsewhere), keeping their ids, as one undo step of `undo`: in
 * transactions of `size` records, each in a task of its own, so that the page answers between
 * them (105,500 records in one transaction held it for about 1.4 s). Edits made meanwhile join
 * the step. `writable` is asked before each slice and throws when the workspace can no longer
 * be written (turned read-only meanwhile): what was added so far stays, as one step.
 */
export async function addInSlices(
  doc: Y.Doc,
  records: SomeRecords,
  {
    origin,
    undo,
    writable,
    size = ADD_SLICE,
  }: { origin: unknown; undo: Y.UndoManager | null; writable: () => void; size?: number },
) {
  // One step: a new one at the first slice, every later slice joining it however long it takes
  // (the undo manager merges until told to stop), and the next edit a step of its own.
  undo?.stopCapturing()
  try {
    for (const [index, slice] of slicesOf(records, size).entries()) {
      if (index > 0) await new Promise<void>((resolve) => nextTask(resolve))
      writable()
      writeRecords(doc, slice, { origin, replace: false })
    }
  } finally {
    undo?.stopCapturing()
  }
}
