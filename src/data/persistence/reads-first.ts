/**
 * Rows before counts. IndexedDB serves a database's requests about one at a time, and a count
 * visits every entry of its range (a month of due days, or 10,000 favourites, at Extra large:
 * tens of ms). A count asked while rows are being read (a widget's first records, a record by
 * its address) waits until no read of that database is under way, so what a screen shows comes
 * first and the numbers beside it follow. Never starved: a count goes as soon as the reads in
 * flight are done, before the next one starts (slices of a large read leave such gaps).
 */
interface Pending {
  reads: number
  waiting: (() => void)[]
}

const pending = new WeakMap<IDBDatabase, Pending>()

const of = (db: IDBDatabase): Pending => {
  let state = pending.get(db)
  if (!state) pending.set(db, (state = { reads: 0, waiting: [] }))
  return state
}

/** Runs a read of rows, which counts asked meanwhile wait for. */
export function reading<T>(db: IDBDatabase, read: () => Promise<T>): Promise<T> {
  const state = of(db)
  state.reads++
  const done = () => {
    if (--state.reads > 0) return
    const waiting = state.waiting
    state.waiting = []
    for (const go of waiting) go()
  }
  let result: Promise<T>
  try {
    result = read()
  } catch (error) {
    done()
    return Promise.reject(error)
  }
  return result.finally(done)
}

/** Resolves once no read of rows of `db` is under way (at once when none is). */
export function afterReads(db: IDBDatabase): Promise<void> {
  const state = of(db)
  if (state.reads === 0) return Promise.resolve()
  return new Promise((resolve) => state.waiting.push(resolve))
}

/** What counts wait for besides reads (`countsAfter`): nothing unless the app says. */
let gate: Promise<void> = Promise.resolve()

/**
 * Makes every count wait for `until` too (the app: the first screen shown). IndexedDB serves a
 * database's requests about one at a time, and a count asked before a widget's rows would delay
 * them (at Extra large, a count of thousands of favourites held the bookmarks widget back).
 */
export function countsAfter(until: Promise<void>) {
  gate = until.catch(() => {})
}

/** Resolves when a count of `db` may go: after `countsAfter`'s wait, once no read is under way. */
export function beforeCounting(db: IDBDatabase): Promise<void> {
  return gate.then(() => afterReads(db))
}
