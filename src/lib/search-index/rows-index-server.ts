import {
  indexServer,
  type FeedChange,
  type IndexAnswer,
  type IndexedText,
  type IndexRequest,
  type IndexSearch,
  type TextIndex,
} from './index-server'
import { KeptIndex } from './kept-index'
import type { IndexStore } from './stored-indexes'

type AnyRecord = Record<string, unknown>

/** Where rows read and followed go (the data layer's `RowsSink`, `rows-into-store.ts`). */
export interface RecordsSink {
  put(records: readonly AnyRecord[], removed: readonly string[], fromFeed: boolean): void
  done(seen: ReadonlySet<string> | null, fed: ReadonlySet<string>): void
  failed(error: unknown): void
}

/** What an index that reads rows itself needs of its section, in its worker. */
export interface RowsOfIndex {
  /** A record's words, as the index reads them (a record that cannot be read throws). */
  text(record: AnyRecord): IndexedText
  /** Reads and follows a collection's rows (the data layer's `followRows`). */
  follow(
    db: string,
    collection: string,
    sink: RecordsSink,
  ): { feed(change: FeedChange): void; close(): void }
  /**
   * The records a search answers with, best first: the section's filters (`terms`, as the page
   * sent them) applied to the records found (`ids`, best first: none for a query that is only
   * filters) among every record. By default the records found.
   */
  select?(
    terms: unknown,
    ids: readonly string[],
    records: ReadonlyMap<string, AnyRecord>,
  ): AnyRecord[]
}

/**
 * An index in a worker that is either fed by the page (`put`, `discard`: `indexServer`) or reads
 * a collection's rows itself (`follow`) and follows the changes the page forwards (`feed`): then
 * it answers searches with the records found, so that the page never reads the collection. A
 * search waits while every row is being read (the first time, and after a reset), and is answered
 * `unusable` while the rows cannot serve (not complete after another tab's bulk change, or the
 * database changed): the page searches what it reads itself then.
 */
export function rowsIndexServer(
  index: TextIndex,
  rows: RowsOfIndex,
  post: (answer: IndexAnswer) => void,
  /** Where the index is kept between starts (`stored-indexes.ts`); none: built each time. */
  store?: IndexStore,
): (request: IndexRequest) => void {
  const fed = indexServer(index, post)
  const kept = new KeptIndex(index, store)
  const records = new Map<string, AnyRecord>()
  let source: { db: string; collection: string } | null = null
  let followed: ReturnType<RowsOfIndex['follow']> | null = null
  /** The rows' reading failed or the database changed: the next reset follows them anew. */
  let broken = false
  let state: 'reading' | 'ready' | 'unusable' = 'reading'
  let waiting: IndexSearch[] = []
  /** What is asked while a stored index is read (`restore`), in order; null meanwhile not. */
  let held: IndexRequest[] | null = null

  const put = (list: readonly AnyRecord[]) => {
    const texts: IndexedText[] = []
    for (const record of list) {
      try {
        texts.push(rows.text(record))
        records.set(record.id as string, record)
      } catch {
        // A record this version cannot read is not searched (the page would show it as it can).
      }
    }
    kept.put(texts)
  }
  const remove = (ids: readonly string[]) => {
    for (const id of ids) records.delete(id)
    kept.discard(ids)
  }
  const storeSoon = () => {
    const from = source
    if (from) kept.storeSoon(from.db, from.collection, () => state === 'ready' && source === from)
  }
  const answer = (request: IndexSearch) => {
    kept.asked()
    if (state === 'reading') return void waiting.push(request)
    const { search, text, fields, limit } = request
    if (state === 'unusable') return post({ answer: search, ids: [], unusable: true })
    // Nothing asked for (`IndexOfRows.ready`): answered once the rows are read.
    if (limit === 0) return post({ answer: search, ids: [], records: [] })
    const matched = text.trim() ? index.search(text, fields) : []
    const found = rows.select
      ? rows.select(request.records?.select, matched, records)
      : matched.flatMap((id): AnyRecord[] => {
          const record = records.get(id)
          return record ? [record] : []
        })
    const shown = limit === undefined ? found : found.slice(0, limit)
    const ids = shown.map((record) => record.id as string)
    post({ answer: search, ids, records: shown, total: found.length })
  }
  const settle = (now: typeof state) => {
    state = now
    const asked = waiting
    waiting = []
    for (const request of asked) answer(request)
  }
  const sink: RecordsSink = {
    put(list, removed, fromFeed) {
      put(list)
      remove(removed)
      if (fromFeed && state === 'ready') storeSoon()
    },
    done(seen, fedMeanwhile) {
      // Read again: what was held and neither read nor changed since is gone.
      if (seen)
        remove([...kept.prints.keys()].filter((id) => !seen.has(id) && !fedMeanwhile.has(id)))
      kept.read()
      if (state === 'reading') settle('ready')
      storeSoon()
    },
    failed: () => {
      broken = true
      settle('unusable')
    },
  }
  /**
   * Reads every row anew (what was held is dropped; a stored index is read back first), and
   * follows them.
   */
  const start = (from: { db: string; collection: string }) => {
    followed?.close()
    followed = null
    kept.stop()
    records.clear()
    kept.clear()
    broken = false
    state = 'reading'
    source = from
    if (!kept.keeps) return void (followed = rows.follow(from.db, from.collection, sink))
    held = []
    const restoring = kept.restore(from.db, from.collection).catch(() => kept.clear())
    void restoring.then(() => {
      followed = rows.follow(from.db, from.collection, sink)
      const asked = held ?? []
      held = null
      for (const request of asked) handle(request)
    })
  }

  const handle = (request: IndexRequest) => {
    if (held) return void held.push(request)
    if ('follow' in request) return start(request.follow)
    if ('feed' in request) {
      const { feed, complete } = request
      if (!followed || !source) return
      if ('reset' in feed) {
        // Not complete (another tab's bulk change): unusable until a reset says they are again.
        if (!complete) return settle('unusable')
        if (broken) return start(source)
        state = 'reading'
      }
      if (!broken) followed.feed(feed)
      return
    }
    if ('search' in request && followed) return answer(request)
    fed(request)
  }
  return handle
}
