import type * as Y from 'yjs'
import type { NumberedUndo } from './numbered-undo'
import { COLLECTIONS } from './collections'
import { writeRecords, type SomeRecords } from './doc/defaults'
import type { HostAnswer, HostRequest } from './host-protocol'

type Request = Exclude<HostRequest, { open: string }>
type Chunk = Extract<Request, { bulk: number }>

/** A bulk under way: its records so far (a replace applies them together, at the last). */
interface Current {
  key: number
  replace: boolean
  chunks: SomeRecords[]
  failed: string | null
}

/** Records of several chunks as one set. */
function joined(chunks: readonly SomeRecords[]): SomeRecords {
  const records: SomeRecords = {}
  for (const name of COLLECTIONS) {
    const lists = chunks.flatMap((chunk) => chunk[name] ?? [])
    if (lists.length) records[name] = lists
  }
  return records
}

/**
 * Records a page adds at once (a sample) or puts in place of every record (an import, a
 * snapshot restored, a reset), in the document's owner (`document-host.ts`). They come in chunks,
 * each cloned in a task of its own on the page (105,500 records at once held it for a quarter of
 * a second). Records added are written a chunk at a time, each a transaction, as they come; a
 * replacement is written whole with the last chunk, in one transaction. Either is one undo step.
 * The page's other writes sent meanwhile wait until the last chunk (none cuts the step in two,
 * and they apply to what the page saw last); texts and sync go on.
 */
export class BulkInOwner {
  private current: Current | null = null
  private held: Request[] = []

  constructor(
    private readonly doc: Y.Doc,
    private readonly owner: {
      /** The origin of the page's own edits (its undo manager tracks it). */
      origin: symbol
      undo: () => NumberedUndo | null
      /** Why nothing can be written, if something made the document unusable. */
      refused: () => string | null
      /** The rows a bulk changes are its answer's (read again), not news from elsewhere. */
      capturing: (on: boolean) => void
      handle: (request: Request) => void
      flush: () => Promise<void>
      post: (answer: HostAnswer) => void
    },
  ) {}

  /** Chunks whose records were not understood (`unreadable`): their bulk is refused. */
  private unread = new WeakSet<Chunk>()

  /**
   * A message that is not a request: if it is a chunk of records, the same chunk without its
   * records, its bulk to be refused (the page is told; what waited goes on); else nothing.
   */
  unreadable(data: unknown): Chunk | null {
    if (!data || typeof data !== 'object') return null
    const { bulk, replace, last } = data as Record<string, unknown>
    if (typeof bulk !== 'number') return null
    const chunk: Chunk = { bulk, records: {}, replace: replace === true, last: last !== false }
    this.unread.add(chunk)
    return chunk
  }

  /** Whether `request` waits for a bulk under way (it is then handled after it). */
  holds(request: Request): boolean {
    const { current } = this
    if (!current) return false
    if ('bulk' in request && request.bulk === current.key) return false
    if ('text' in request || 'socket' in request || 'sync' in request) return false
    this.held.push(request)
    return true
  }

  /** A chunk of a bulk: the first starts it, the last ends it. */
  take(chunk: Chunk) {
    const { bulk, records, replace, last } = chunk
    const { owner } = this
    if (!this.current) {
      this.current = { key: bulk, replace, chunks: [], failed: null }
      owner.capturing(true)
      owner.undo()?.starts(chunk.step)
    }
    const current = this.current
    const { origin } = owner
    try {
      const refused = owner.refused()
      if (refused) throw new Error(refused)
      if (this.unread.has(chunk)) throw new Error('Some of the records could not be read.')
      if (!current.failed && replace) current.chunks.push(records)
      else if (!current.failed) writeRecords(this.doc, records, { origin, replace: false })
      if (!current.failed && replace && last)
        writeRecords(this.doc, joined(current.chunks), { origin, replace: true })
    } catch (error) {
      current.failed ??= error instanceof Error ? error.message || error.name : String(error)
    }
    this.end(last)
  }

  private end(last: boolean) {
    const { current, owner } = this
    if (!last || !current) return
    owner.undo()?.stopCapturing()
    owner.capturing(false)
    this.current = null
    // What waited, in order; another bulk among it holds the rest again.
    for (const request of this.held.splice(0)) if (!this.holds(request)) owner.handle(request)
    const { key, failed } = current
    void owner
      .flush()
      .then(() =>
        owner.post(
          failed
            ? { bulkStored: key, refused: failed }
            : { bulkStored: key, rows: { reset: true } },
        ),
      )
  }
}
