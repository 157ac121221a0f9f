import type { FeedChange, IndexAnswer, IndexRequest, IndexSearch } from './index-server'
import type { IndexPort } from './index-in-worker'

/** A collection's rows as a worker reads and follows them (`WorkspaceHandle.rowsToFollow`). */
export interface RowsToFollow {
  /** The workspace's database. */
  db: string
  collection: string
  /** Whether the rows are complete now (after a reset: whether they can serve again). */
  isComplete(): boolean
  /** The page's row feed: its changes, as they are written. */
  subscribe(listener: (change: FeedChange) => void): () => void
}

/** Records as a rows index answers with them (rows as stored: the records as the document reads them). */
export type FoundRecords = Record<string, unknown>[]

/**
 * Rows indexes that read their rows one at a time, in the order they were asked for: each
 * worker's reading and indexing (50,000 bookmarks: more than a second of a core) waits for the
 * one before to be ready. Side by side, on a two-core machine, they took both cores from the
 * page, and the smallest (the notes, which the search palette lists first) answered only when
 * the largest did.
 */
export class ReadingTurns {
  private busy = false
  private readonly queue: (() => Promise<unknown>)[] = []

  /**
   * The longest a turn holds the next one back (a database that does not open, blocked by
   * another tab's upgrade): the next reads anyway. 50,000 bookmarks took 6 s on a slow day.
   */
  constructor(private readonly longest = 20_000) {}

  /** Runs `read` now if nothing is reading, else after what was asked before; it resolves once done. */
  take(read: () => Promise<unknown>) {
    this.queue.push(read)
    if (!this.busy) this.next()
  }

  private next() {
    const read = this.queue.shift()
    this.busy = read !== undefined
    if (!read) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise((resolve) => (timer = setTimeout(resolve, this.longest)))
    void Promise.race([read(), late]).finally(() => {
      clearTimeout(timer)
      this.next()
    })
  }
}

/** The page's rows indexes take turns (`ReadingTurns`). */
const readingTurns = new ReadingTurns()

/**
 * The page's side of an index in a worker that reads a collection's rows itself
 * (`rowsIndexServer`): the page sends it only the changes of its row feed for that collection,
 * and its searches, which it answers with the records found. The page never holds the whole
 * collection for a search (the search palette at 50,000 bookmarks).
 */
export class IndexOfRows {
  /** The worker failed (its script not loaded, offline): every search is answered `null`. */
  private failed = false
  private asked = 0
  private readonly waiting = new Map<number, (answer: IndexAnswer) => void>()
  private readonly stopFeed: () => void

  /** What is posted before the worker's turn to read (`turns`), in order; null once begun. */
  private queued: IndexRequest[] | null = []
  /**
   * Whether the worker has read every row (it has answered): it answers at once from then on
   * (or, while the rows cannot serve, `null` at once).
   */
  isRead = false

  constructor(
    private readonly port: IndexPort,
    rows: RowsToFollow,
    /** The fields a one-letter query looks at (`IndexedKind.shortFields`). */
    private readonly shortFields?: string[],
    /** Whose turn it is to read (the page's indexes share one); none: it reads at once. */
    turns?: ReadingTurns,
  ) {
    port.onmessage = ({ data }) => {
      // The worker answers only once it has read every row.
      if (!data.unusable) this.isRead = true
      this.waiting.get(data.answer)?.(data)
      this.waiting.delete(data.answer)
    }
    // A search never waits on a worker that is gone: the page searches what it reads itself.
    port.onerror = (event) => {
      event.preventDefault()
      this.failed = true
      this.answerAll()
    }
    const begin = () => {
      const queued = this.queued ?? []
      this.queued = null
      port.postMessage({ follow: { db: rows.db, collection: rows.collection } })
      for (const request of queued) port.postMessage(request)
    }
    const { collection } = rows
    // Marked once read (`hearth:rows-index-ready`, its detail the collection): benches wait for it.
    const read = () =>
      this.ready().then(() => {
        if (!this.failed) performance.mark('hearth:rows-index-ready', { detail: collection })
      })
    if (turns) turns.take(() => (begin(), read()))
    else begin()
    this.stopFeed = rows.subscribe((change) => {
      if ('reset' in change) return this.post({ feed: change, complete: rows.isComplete() })
      const put = change.put.filter((row) => row.c === collection)
      const remove = change.remove.filter(([c]) => c === collection)
      if (put.length || remove.length) this.post({ feed: { put, remove }, complete: true })
    })
  }

  private post(request: IndexRequest) {
    if (this.queued) this.queued.push(request)
    else this.port.postMessage(request)
  }

  /**
   * The first `limit` records matching `text` (and the section's filters, `select`), best first;
   * null when the rows cannot answer now (being built again after another tab's bulk change).
   */
  async search(
    text: string,
    options: { limit?: number; select?: unknown } = {},
  ): Promise<FoundRecords | null> {
    return (await this.find(text, options))?.records ?? null
  }

  /**
   * `search`, with how many records match in all (`total`: a screen that shows the first
   * `limit` says how many there are).
   */
  find(
    text: string,
    { limit, select }: { limit?: number; select?: unknown } = {},
  ): Promise<{ records: FoundRecords; total: number } | null> {
    if (this.failed) return Promise.resolve(null)
    const search = ++this.asked
    const fields = text.trim().length === 1 ? this.shortFields : undefined
    const request: IndexSearch = {
      search,
      text,
      records: select === undefined ? {} : { select },
      ...(fields ? { fields } : {}),
      ...(limit === undefined ? {} : { limit }),
    }
    return new Promise((resolve) => {
      this.waiting.set(search, (answer) => {
        const records = answer.records ?? []
        resolve(answer.unusable ? null : { records, total: answer.total ?? records.length })
      })
      this.post(request)
    })
  }

  /** Resolves once the worker has read the rows (or cannot): a search then answers at once. */
  async ready(): Promise<void> {
    await this.search('', { limit: 0 })
  }

  close() {
    this.stopFeed()
    this.port.terminate()
    // Searched after (or given its turn to read), it answers at once.
    this.failed = true
    this.answerAll()
  }

  /** Answers every search waiting `unusable`. */
  private answerAll() {
    for (const resolve of this.waiting.values()) resolve({ answer: 0, ids: [], unusable: true })
    this.waiting.clear()
  }
}

/**
 * One rows index of a collection for the page, for the workspace `owner` (its handle): made on
 * first use, closed (its worker ended) when another workspace's is asked for.
 */
export function rowsIndexFor(
  /** The section's worker (`new Worker(new URL(…))`), or one in this thread (no workers). */
  port: () => IndexPort,
  shortFields?: string[],
) {
  let current: { owner: object; index: IndexOfRows } | null = null
  const indexFor = (owner: object, rows: RowsToFollow): IndexOfRows => {
    if (current?.owner === owner) return current.index
    current?.index.close()
    current = { owner, index: new IndexOfRows(port(), rows, shortFields, readingTurns) }
    return current.index
  }
  return Object.assign(indexFor, {
    /** The index of `owner` if one was made (its worker started), without making one. */
    made: (owner: object): IndexOfRows | null => (current?.owner === owner ? current.index : null),
  })
}

/** What a rows index needs of a workspace (`WorkspaceHandle.rowsToFollow`). */
interface RowsOfWorkspace<N extends string> {
  rowsToFollow(name: N): RowsToFollow | null
}

/**
 * Searches `collection`'s rows in `indexFor`'s worker: the first `limit` records found, best
 * first; null when the page holds the collection whole (search it there) or the rows cannot
 * answer now.
 */
export async function searchRows<N extends string, T>(
  workspace: RowsOfWorkspace<N>,
  collection: N,
  indexFor: (owner: object, rows: RowsToFollow) => IndexOfRows,
  text: string,
  options: { limit?: number; select?: unknown },
): Promise<T[] | null> {
  const rows = workspace.rowsToFollow(collection)
  if (!rows) return null
  return (await indexFor(workspace, rows).search(text, options)) as T[] | null
}

/**
 * Starts `indexFor`'s worker on `collection`'s rows once `workspace` is open (as the search
 * palette opens), where the page does not hold the collection whole: its first answer then
 * comes sooner. Resolves once the worker has read the rows (a search would wait until then).
 */
export async function prepareRows<N extends string>(
  workspace: Promise<RowsOfWorkspace<N> | null>,
  collection: N,
  indexFor: (owner: object, rows: RowsToFollow) => IndexOfRows,
) {
  const opened = await workspace
  const rows = opened?.rowsToFollow(collection)
  if (opened && rows) await indexFor(opened, rows).ready()
}
