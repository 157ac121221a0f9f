import MiniSearch, { type Options } from 'minisearch'

/**
 * A full-text index kept off the page (`index-in-worker.ts` is the page's side): a worker of a
 * section (`notes-index.worker.ts`, `bookmarks-index.worker.ts`) serves one, with that section's
 * fields and words (MiniSearch's options, which hold functions and so stay in the worker's
 * code). The page sends what to index as it changes and asks queries; the worker answers each
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
  /** Ids of what matches `text`, best first (only in `fields`, if given). */
  | { search: number; text: string; fields?: string[] }

/** What the worker answers: the ids of the query `answer`, best first. */
export type IndexAnswer = { answer: number; ids: string[] }

/** Handles the page's requests with an index made with `options`, answering through `post`. */
export function indexServer(
  options: Options<IndexedText>,
  post: (answer: IndexAnswer) => void,
): (request: IndexRequest) => void {
  const mini = new MiniSearch<IndexedText>({ ...options, storeFields: [] })
  const held = new Set<string>()
  return (request) => {
    if ('put' in request) {
      for (const record of request.put) {
        if (held.has(record.id)) mini.discard(record.id)
        held.add(record.id)
      }
      mini.addAll(request.put)
    } else if ('discard' in request) {
      for (const id of request.discard) {
        if (!held.delete(id)) continue
        mini.discard(id)
      }
    } else {
      const { search, text, fields } = request
      const ids = text.trim()
        ? mini.search(text, fields ? { fields } : {}).map((result) => String(result.id))
        : []
      post({ answer: search, ids })
    }
  }
}

/** Serves an index in this worker (a worker entry's one line). */
export function serveIndexInWorker(options: Options<IndexedText>) {
  const scope = self as unknown as {
    postMessage(answer: IndexAnswer): void
    onmessage: ((event: MessageEvent<IndexRequest>) => void) | null
  }
  const handle = indexServer(options, (answer) => scope.postMessage(answer))
  scope.onmessage = (event) => handle(event.data)
}
