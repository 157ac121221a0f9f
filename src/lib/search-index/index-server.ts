/**
 * A search index kept off the page (`index-in-worker.ts` is the page's side): a worker of a
 * section (`notes-index.worker.ts`, `bookmarks-index.worker.ts`, `todos-index.worker.ts`) serves
 * one, with that section's fields and words (MiniSearch's options, or a section's own matching:
 * functions, which stay in the worker's code). The page sends what to index as it changes and asks queries; the worker answers each
 * query with the ids it finds, best first, after everything sent before it.
 */

/** A record as the index reads it: its id and its text fields. */
export type IndexedText = { id: string } & Record<string, string>

/** A search: ids of what matches `text`, best first (only in `fields`, the first `limit`). */
export interface IndexSearch {
  search: number
  text: string
  fields?: string[]
  limit?: number
  /**
   * An index that reads rows (`rows-index-server.ts`): answer with the records found too,
   * chosen and narrowed by the worker's `select` with these terms (a section's filters).
   */
  records?: { select?: unknown }
}

/** A change of the page's row feed, as a worker that reads rows itself follows it. */
export type FeedChange =
  | {
      put: readonly { c: string; id: string; r: Record<string, unknown> }[]
      remove: readonly (readonly [string, string])[]
    }
  | { reset: true }

/** What the page asks. */
export type IndexRequest =
  /** Records to index (added, or indexed again in place of what they were). */
  | { put: IndexedText[] }
  /** Records that are gone. */
  | { discard: string[] }
  | IndexSearch
  /** Read and index every row of `collection` in the database `db`, and follow them. */
  | { follow: { db: string; collection: string } }
  /** A change of the rows followed; after a reset, whether the rows are complete again. */
  | { feed: FeedChange; complete: boolean }

/**
 * What the worker answers: the ids of the query `answer`, best first; with `records` asked, the
 * records too, and how many were found (`total`: more than `records` when limited);
 * `unusable` when the rows it reads cannot answer now (the page searches itself).
 */
export type IndexAnswer = {
  answer: number
  ids: string[]
  records?: Record<string, unknown>[]
  total?: number
  unusable?: true
}

/** An index a worker keeps: what the page's requests do to it. */
export interface TextIndex {
  put(records: IndexedText[]): void
  discard(ids: string[]): void
  /** Ids matching `text`, best first (a non-empty text). */
  search(text: string, fields?: string[]): string[]
  /**
   * An index that can be stored between starts (`stored-indexes.ts`): what it is as text, and
   * reading that back in place of what it holds (`ids`: the records in it); `restore` throws
   * when it cannot read it. `format` names how it indexes: a stored index of another format is
   * not read (change it when the index's options change).
   */
  stored?: {
    format: string
    dump(): string
    restore(dumped: string, ids: readonly string[]): void
  }
}

/** Handles the page's requests with `index`, answering through `post`. */
export function indexServer(
  index: TextIndex,
  post: (answer: IndexAnswer) => void,
): (request: IndexRequest) => void {
  return (request) => {
    if ('put' in request) return index.put(request.put)
    if ('discard' in request) return index.discard(request.discard)
    if (!('search' in request)) throw new Error('This index does not read rows')
    const { search, text, fields, limit } = request
    const ids = text.trim() ? index.search(text, fields) : []
    post({ answer: search, ids: limit === undefined ? ids : ids.slice(0, limit) })
  }
}

/**
 * Serves in this worker what `serve` makes of the answering function (`indexServer`, or
 * `rowsIndexServer`): a worker entry's one line.
 */
export function serveInWorker(
  serve: (post: (answer: IndexAnswer) => void) => (request: IndexRequest) => void,
) {
  const scope = self as unknown as {
    postMessage(answer: IndexAnswer): void
    onmessage: ((event: MessageEvent<IndexRequest>) => void) | null
  }
  const handle = serve((answer) => scope.postMessage(answer))
  scope.onmessage = (event) => handle(event.data)
}

/** Serves an index in this worker (a worker entry's one line). */
export function serveIndexInWorker(index: TextIndex) {
  serveInWorker((post) => indexServer(index, post))
}
