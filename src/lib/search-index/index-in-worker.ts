import {
  indexServer,
  type IndexAnswer,
  type IndexRequest,
  type IndexedText,
  type TextIndex,
} from './index-server'

/**
 * The page's side of a full-text index kept in a worker (`index-server.ts`): search never
 * takes a frame of the page, however many records there are. The page says which records
 * there are now (`follow`, each time its list of them changes): only what changed since goes
 * to the worker, in slices of a task each, so that a first index of 50,000 bookmarks never
 * holds the page either. Queries answer asynchronously, after everything followed before them.
 */

/** The worker, or anything that talks like one (in tests, and where there are no workers). */
export interface IndexPort {
  postMessage(request: IndexRequest): void
  onmessage: ((event: MessageEvent<IndexAnswer>) => void) | null
  /** A worker's: its script could not be loaded, or it failed. */
  onerror?: ((event: ErrorEvent) => void) | null
  terminate(): void
}

/** Records sent in one message at most (one task of the page clones them). */
const SLICE = 1_000

export interface IndexedKind<T extends { id: string }> {
  /** The record's words as the index reads them. */
  text(record: T): IndexedText
  /** Whether two snapshots of a record hold the same words (a move is not indexed again). */
  sameText(a: T, b: T): boolean
  /**
   * The fields a one-letter query looks at: one letter is a prefix of a word in most long
   * texts, and scoring them all finds nothing useful.
   */
  shortFields?: string[]
}

/** A list of records to bring the index up to, gone through a slice a task (`step`). */
interface Following<T> {
  list: readonly T[]
  at: number
  present: Set<string>
}

/** How long a task of the page goes through records to find what changed. */
const STEP_MS = 4

export class IndexInWorker<T extends { id: string }> {
  private sent = new Map<string, T>()
  private seen: readonly T[] | null = null
  /** What is not posted yet, one thing a task (`pump`), in order. */
  private queue: (IndexRequest | Following<T>)[] = []
  private pumping = false
  private asked = 0
  private readonly waiting = new Map<number, (ids: string[]) => void>()

  constructor(
    private readonly port: IndexPort,
    private readonly kind: IndexedKind<T>,
  ) {
    port.onmessage = ({ data }) => {
      this.waiting.get(data.answer)?.(data.ids)
      this.waiting.delete(data.answer)
    }
  }

  /**
   * Brings the worker's index up to `all`: what changed since goes, found a slice a task (at
   * 50,000 bookmarks, going through them all at once took a keystroke's frame and more).
   */
  follow(all: readonly T[]) {
    if (all === this.seen) return
    this.seen = all
    // A newer list replaces one not gone through yet (what was sent of it is known).
    this.queue = this.queue.filter((item) => !('list' in item))
    this.enqueue({ list: all, at: 0, present: new Set() })
  }

  /** The ids of the records matching `text`, best first (the first `limit`; none for no text). */
  search(text: string, limit?: number): Promise<string[]> {
    if (!text.trim()) return Promise.resolve([])
    const search = ++this.asked
    const fields = text.trim().length === 1 ? this.kind.shortFields : undefined
    return new Promise((resolve) => {
      this.waiting.set(search, resolve)
      this.enqueue({
        search,
        text,
        ...(fields ? { fields } : {}),
        ...(limit === undefined ? {} : { limit }),
      })
    })
  }

  private enqueue(item: IndexRequest | Following<T>) {
    this.queue.push(item)
    if (!this.pumping) this.pump()
  }

  /** Posts the next request (or goes through a slice of a list); the rest in later tasks. */
  private pump = () => {
    const next = this.queue[0]
    if (!next) return
    const request = 'list' in next ? this.step(next) : (this.queue.shift() as IndexRequest)
    if (request) this.port.postMessage(request)
    // The next one in a later task: the page paints and handles keys in between.
    this.pumping = true
    setTimeout(() => {
      this.pumping = false
      this.pump()
    })
  }

  /**
   * Goes through the next records of a list for at most `STEP_MS`: the records that changed
   * among them to index (at most `SLICE`), or once through, those gone; null for nothing.
   */
  private step(item: Following<T>): IndexRequest | null {
    const { sent, kind } = this
    const { list: all, present } = item
    const put: IndexedText[] = []
    const end = performance.now() + STEP_MS
    while (item.at < all.length && put.length < SLICE) {
      const record = all[item.at++]!
      present.add(record.id)
      const before = sent.get(record.id)
      if (before !== record) {
        sent.set(record.id, record)
        if (!before || !kind.sameText(before, record)) put.push(kind.text(record))
      }
      if (item.at % 500 === 0 && performance.now() > end) break
    }
    if (put.length) return { put }
    if (item.at < all.length) return null
    this.queue.shift()
    const gone = [...sent.keys()].filter((id) => !present.has(id))
    for (const id of gone) sent.delete(id)
    return gone.length ? { discard: gone } : null
  }

  close() {
    this.queue = []
    this.port.terminate()
    for (const resolve of this.waiting.values()) resolve([])
    this.waiting.clear()
  }
}

/**
 * An index in this thread, for where there are no workers (tests): requests and answers are
 * cloned and handled in tasks of their own, as a worker's are, once `index` is loaded.
 */
export function indexInThread(
  index: () => Promise<TextIndex>,
  /** What answers with the index: `indexServer`, or one that reads rows (`rowsIndexServer`). */
  serve: (
    index: TextIndex,
    post: (answer: IndexAnswer) => void,
  ) => (request: IndexRequest) => void = indexServer,
): IndexPort {
  let ended = false
  const answer = (data: IndexAnswer) =>
    setTimeout(() => !ended && port.onmessage?.({ data } as MessageEvent<IndexAnswer>))
  const server = index().then((loaded) => serve(loaded, answer))
  const port: IndexPort = {
    onmessage: null,
    postMessage(request) {
      const data = structuredClone(request)
      void server.then((handle) => setTimeout(() => !ended && handle(data)))
    },
    terminate: () => void (ended = true),
  }
  return port
}
