import type { TextIndex } from './index-server'
import { indexInThread, IndexInWorker, type IndexedKind, type IndexPort } from './index-in-worker'
import { rowsIndexFor } from './index-of-rows'
import { rowsIndexServer, type RowsOfIndex } from './rows-index-server'

/**
 * One index of a kind of record for the page (`IndexInWorker`): the list on screen and the
 * search palette share it, for the records of one workspace (`owner`: that workspace's store);
 * the index of a workspace left behind is closed (its worker ends) when another is asked for.
 */
export function indexFor<T extends { id: string }>(
  kind: IndexedKind<T>,
  /** The section's worker (`new Worker(new URL(…))`, which the build finds in its code). */
  worker: () => IndexPort,
  /** The index the worker keeps, for a page without workers (tests): in this thread instead. */
  index: () => Promise<TextIndex>,
) {
  let current: { owner: object; index: IndexInWorker<T> } | null = null
  return (owner: object): IndexInWorker<T> => {
    if (current?.owner === owner) return current.index
    current?.index.close()
    const port = typeof Worker === 'function' ? worker() : indexInThread(index)
    current = { owner, index: new IndexInWorker(port, kind) }
    return current.index
  }
}

/**
 * A section's two kinds of index, served by one worker script (`rowsIndexServer`): one the page
 * feeds with the records it holds (`indexFor`: the section's own search), and one that reads the
 * section's rows itself (`rowsIndexFor`: the search palette and dialogs, where the page does not
 * hold every record).
 */
export function sectionIndexes<T extends { id: string }>(
  kind: IndexedKind<T>,
  rows: RowsOfIndex,
  /** The section's worker (`new Worker(new URL(…))`, which the build finds in its code). */
  worker: () => IndexPort,
  /** The index the worker keeps, for a page without workers (tests): in this thread instead. */
  index: () => Promise<TextIndex>,
) {
  return {
    indexFor: indexFor(kind, worker, index),
    rowsIndexFor: rowsIndexFor(
      () =>
        typeof Worker === 'function'
          ? worker()
          : indexInThread(index, (loaded, post) => rowsIndexServer(loaded, rows, post)),
      kind.shortFields,
    ),
  }
}
