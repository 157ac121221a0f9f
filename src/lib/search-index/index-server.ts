/**
 * A search index kept off the page (`index-in-worker.ts` is the page's side): a worker of a
 * section (`notes-index.worker.ts`, `bookmarks-index.worker.ts`, `todos-index.worker.ts`) serves
 * one, with that section's fields and words (MiniSearch's options, or a section's own matching:
 * functions, which stay in the worker's code). The page sends what to index as it changes and asks queries; the worker answers each
 * query with the ids it finds, best first, after everything sent before it.
 */

/** A record as the index reads it: its id and its text fields. */
export type IndexedText = { id: string } & Record<string, string>

/** What the page asks. */
export type IndexRequest =
  /** Records to index (added, or indexed again in place of what they were). */
  | { put: IndexedText[] }
  /** Records that are gone. */
  | { discard: string[] }
  /** Ids of what matches `text`, best first (only in `fields`, the first `limit`, if given). */
  | { search: number; text: string; fields?: string[]; limit?: number }

/** What the worker answers: the ids of the query `answer`, best first. */
export type IndexAnswer = { answer: number; ids: string[] }

/** An index a worker keeps: what the page's requests do to it. */
export interface TextIndex {
  put(records: IndexedText[]): void
  discard(ids: string[]): void
  /** Ids matching `text`, best first (a non-empty text). */
  search(text: string, fields?: string[]): string[]
}

/** Handles the page's requests with `index`, answering through `post`. */
export function indexServer(
  index: TextIndex,
  post: (answer: IndexAnswer) => void,
): (request: IndexRequest) => void {
  return (request) => {
    if ('put' in request) return index.put(request.put)
    if ('discard' in request) return index.discard(request.discard)
    const { search, text, fields, limit } = request
    const ids = text.trim() ? index.search(text, fields) : []
    post({ answer: search, ids: limit === undefined ? ids : ids.slice(0, limit) })
  }
}

/** Serves an index in this worker (a worker entry's one line). */
export function serveIndexInWorker(index: TextIndex) {
  const scope = self as unknown as {
    postMessage(answer: IndexAnswer): void
    onmessage: ((event: MessageEvent<IndexRequest>) => void) | null
  }
  const handle = indexServer(index, (answer) => scope.postMessage(answer))
  scope.onmessage = (event) => handle(event.data)
}
