import { indexServer, type IndexAnswer, type IndexRequest, type IndexedText } from './index-server'
import type { Options } from 'minisearch'

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
  terminate(): void
}

/** Records sent in one message (one task of the page clones them). */
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

export class IndexInWorker<T extends { id: string }> {
  private sent = new Map<string, T>()
  private seen: readonly T[] | null = null
  /** Requests not posted yet, one per task (`pump`). */
  private queue: IndexRequest[] = []
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

  /** Brings the worker's index up to `all`: what changed since the last call is sent. */
  follow(all: readonly T[]) {
    if (all === this.seen) return
    this.seen = all
    const { sent, kind } = this
    const present = new Set<string>()
    const put: IndexedText[] = []
    for (const record of all) {
      present.add(record.id)
      const before = sent.get(record.id)
      if (before === record) continue
      sent.set(record.id, record)
      if (!before || !kind.sameText(before, record)) put.push(kind.text(record))
    }
    const gone: string[] = []
    for (const id of sent.keys()) if (!present.has(id)) gone.push(id)
    for (const id of gone) sent.delete(id)
    for (let at = 0; at < put.length; at += SLICE) this.enqueue({ put: put.slice(at, at + SLICE) })
    if (gone.length) this.enqueue({ discard: gone })
  }

  /** The ids of the records matching `text`, best first (none for no text). */
  search(text: string): Promise<string[]> {
    if (!text.trim()) return Promise.resolve([])
    const search = ++this.asked
    const fields = text.trim().length === 1 ? this.kind.shortFields : undefined
    return new Promise((resolve) => {
      this.waiting.set(search, resolve)
      this.enqueue(fields ? { search, text, fields } : { search, text })
    })
  }

  private enqueue(request: IndexRequest) {
    this.queue.push(request)
    if (!this.pumping) this.pump()
  }

  /** Posts the next request; the one after goes in a task of its own. */
  private pump = () => {
    const next = this.queue.shift()
    if (!next) return
    this.port.postMessage(next)
    // The next one in a later task: the page paints and handles keys in between.
    this.pumping = true
    setTimeout(() => {
      this.pumping = false
      this.pump()
    })
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
 * cloned and handled in tasks of their own, as a worker's are, once `options` are loaded.
 */
export function indexInThread(options: () => Promise<Options<IndexedText>>): IndexPort {
  let ended = false
  const answer = (data: IndexAnswer) =>
    setTimeout(() => !ended && port.onmessage?.({ data } as MessageEvent<IndexAnswer>))
  const server = options().then((loaded) => indexServer(loaded, answer))
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
