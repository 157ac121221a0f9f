import type { CollectionName } from '@/data/collections'
import { openRows, type RowsChange, type RowsReader } from '@/data/rows'

/**
 * Full-text search in a worker that reads a workspace's rows itself (`@/data/rows`): the page
 * sends text and gets ids, and holds no index of its own. A kind of record says how its words
 * are indexed (`RowSearchKind`); each feature has its worker entry (`*.worker.ts`) running
 * `createRowSearchService`, and `WorkerTextIndex` (`worker-text-index.ts`) on the page's side.
 */

/** What the page asks a search worker. */
export type SearchRequest =
  { type: 'open'; database: string } | { type: 'search'; id: number; text: string }

/** What it answers: its index is ready (or cannot be), a search's ids, or the records changed. */
export type SearchAnswer =
  | { type: 'ready' }
  | { type: 'unavailable' }
  | { type: 'result'; id: number; ids: string[] | null }
  | { type: 'changed' }

/** The part of a MiniSearch index a search worker uses. */
export interface WordIndex<D> {
  add(document: D): void
  discard(id: string): void
  addAllAsync(documents: readonly D[], options?: { chunkSize?: number }): Promise<void>
}

/** How one kind of record is searched by its words. */
export interface RowSearchKind<R extends { id: string }, D, I extends WordIndex<D>> {
  collection: CollectionName
  newIndex(): I
  document(record: R): D
  /** Whether two snapshots of a record hold the same indexed words (a move changes none). */
  sameWords(a: R, b: R): boolean
  /** Ids for a text, best first. */
  search(index: I, text: string): string[]
}

/**
 * A search worker's work, apart from the worker so it can be tested: it reads the rows of one
 * collection, indexes their words, follows every committed change of rows from any tab, and
 * answers searches with ids. Rows that are not complete yet (a workspace being indexed after an
 * update) make it answer 'unavailable' (the page searches itself meanwhile) until they are.
 */
export function createRowSearchService<R extends { id: string }, D, I extends WordIndex<D>>(
  kind: RowSearchKind<R, D, I>,
  post: (answer: SearchAnswer) => void,
) {
  let reader: RowsReader | null = null
  let words = kind.newIndex()
  let indexed = new Map<string, R>()
  let ready = false
  // Changes apply one after another, each after the reading before it.
  let queue: Promise<void> = Promise.resolve()

  const load = async () => {
    const rows = await reader!.all(kind.collection)
    const fresh = kind.newIndex()
    const map = new Map<string, R>()
    const documents = rows.map((row) => {
      const record = row.r as unknown as R
      map.set(record.id, record)
      return kind.document(record)
    })
    await fresh.addAllAsync(documents, { chunkSize: 1000 })
    words = fresh
    indexed = map
  }

  const apply = async (change: RowsChange) => {
    if ('all' in change) {
      // Rebuilt: read again, and answer from now on if this is the first time rows are whole.
      await load()
      if (!ready) {
        ready = true
        post({ type: 'ready' })
      }
      return
    }
    if (!ready) return
    const keys = change.changed.filter(([collection]) => collection === kind.collection)
    if (!keys.length) return
    const rows = await reader!.get(keys)
    keys.forEach(([, id], i) => {
      const before = indexed.get(id)
      const row = rows[i]
      if (!row) {
        if (before) {
          words.discard(id)
          indexed.delete(id)
        }
        return
      }
      const record = row.r as unknown as R
      indexed.set(id, record)
      if (before && kind.sameWords(before, record)) return
      if (before) words.discard(id)
      words.add(kind.document(record))
    })
  }

  const open = async (database: string) => {
    reader = await openRows(database)
    if (!reader) return post({ type: 'unavailable' })
    // Heard from now on, applied after the first reading.
    reader.onChange((change) => {
      queue = queue
        .then(() => apply(change))
        .then(
          () => {
            if (ready) post({ type: 'changed' })
          },
          (error: unknown) => console.warn('A search worker could not follow a change', error),
        )
    })
    if (!reader.complete) return post({ type: 'unavailable' })
    queue = queue.then(load)
    await queue
    ready = true
    post({ type: 'ready' })
  }

  return {
    async handle(request: SearchRequest) {
      if (request.type === 'open') await open(request.database)
      else
        post({
          type: 'result',
          id: request.id,
          ids: ready ? kind.search(words, request.text) : null,
        })
    },
    close() {
      reader?.close()
    },
  }
}

/** Runs a search worker (call from the worker's entry module). */
export function runSearchWorker<R extends { id: string }, D, I extends WordIndex<D>>(
  kind: RowSearchKind<R, D, I>,
) {
  const scope = globalThis as unknown as {
    postMessage(message: unknown): void
    onmessage: ((event: MessageEvent<SearchRequest>) => void) | null
  }
  const service = createRowSearchService(kind, (answer) => scope.postMessage(answer))
  scope.onmessage = (event) => void service.handle(event.data)
}
