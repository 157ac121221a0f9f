import type { IndexedText, TextIndex } from './index-server'
import { textPrint, type IndexStore } from './stored-indexes'

/** Fewer records than this are indexed in less time than a stored index takes to read. */
export const KEEP_FROM = 500

/**
 * An index is stored again when this share of its records (and at least `RESTORE_CHANGED_MIN`)
 * was indexed anew or discarded since it was stored: each start indexes those again, and few
 * are quicker to index than the whole is to write.
 */
const STORE_AGAIN_SHARE = 0.05
const STORE_AGAIN_MIN = 200

/** How long a worker is asked nothing before it writes its index (a search waits meanwhile). */
export const STORE_QUIET_MS = 1_000

/**
 * What a rows index (`rowsIndexServer`) holds, by each record's print (`textPrint`), and its
 * index kept between starts in `store`: read back before the rows are (`restore`), each row read
 * then indexed again only if its words changed, what the rows no longer show discarded
 * (`unread`), and written again when much changed (`changed`), once the worker is quiet.
 */
export class KeptIndex {
  /** The records the index holds, by id: the print of their words as indexed. */
  readonly prints = new Map<string, number>()
  /** Records of a restored index that no row has been read for yet. */
  private restored: Set<string> | null = null
  /** Records indexed anew or discarded since the index was stored (or built). */
  private changed = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastAsked = 0

  constructor(
    private readonly index: TextIndex,
    /** None (or an index that cannot be stored): every start builds the index. */
    private readonly store: IndexStore | undefined,
  ) {}

  /** Whether this index is kept between starts. */
  get keeps(): boolean {
    return this.store !== undefined && this.index.stored !== undefined
  }

  /** Reads the index stored for these rows, if there is one of this format; else it is built. */
  async restore(db: string, collection: string): Promise<void> {
    const stored = this.keeps ? await this.store!.read(db, collection) : undefined
    if (!stored || stored.format !== this.index.stored!.format) return
    try {
      this.index.stored!.restore(stored.index, stored.ids)
    } catch {
      return
    }
    stored.ids.forEach((id, i) => this.prints.set(id, stored.prints[i]!))
    this.restored = new Set(stored.ids)
    this.changed = 0
  }

  /** Indexes the records whose words are new or changed (`texts`: every record read). */
  put(texts: readonly IndexedText[]) {
    const changed: IndexedText[] = []
    for (const text of texts) {
      this.restored?.delete(text.id)
      const print = this.keeps ? textPrint(text) : 0
      if (this.keeps && this.prints.get(text.id) === print) continue
      this.prints.set(text.id, print)
      changed.push(text)
    }
    if (!changed.length) return
    this.index.put(changed)
    this.changed += changed.length
  }

  /** Discards the records of `ids` the index holds. */
  discard(ids: readonly string[]) {
    const gone = ids.filter((id) => {
      this.restored?.delete(id)
      return this.prints.delete(id)
    })
    if (!gone.length) return
    this.index.discard(gone)
    this.changed += gone.length
  }

  /** Every row is read: what a restored index holds that no row was read for is gone. */
  read() {
    const unread = this.restored
    this.restored = null
    if (unread?.size) this.discard([...unread])
  }

  /** Drops everything (the rows are read anew). */
  clear() {
    this.discard([...this.prints.keys()])
    this.restored = null
    this.changed = 0
  }

  /** A search was asked: the index is written only after `STORE_QUIET_MS` without one. */
  asked() {
    this.lastAsked = Date.now()
  }

  /** Writes the index to `store` once the worker is quiet, if it changed enough since stored. */
  storeSoon(db: string, collection: string, ready: () => boolean) {
    const size = this.prints.size
    if (!this.keeps || size < KEEP_FROM || this.timer !== undefined) return
    if (this.changed < Math.max(STORE_AGAIN_MIN, size * STORE_AGAIN_SHARE)) return
    const attempt = () => {
      const quiet = this.lastAsked + STORE_QUIET_MS - Date.now()
      if (quiet > 0) return void (this.timer = setTimeout(attempt, quiet))
      this.timer = undefined
      if (!ready()) return
      const ids = [...this.prints.keys()]
      const stored = {
        format: this.index.stored!.format,
        index: this.index.stored!.dump(),
        ids,
        prints: ids.map((id) => this.prints.get(id)!),
      }
      this.changed = 0
      // Kept only to be quicker: a write that fails is built again at the next start.
      void this.store!.write(db, collection, stored).catch(() => {})
    }
    this.timer = setTimeout(attempt, STORE_QUIET_MS)
  }

  /** Stops a write that is waiting (the worker follows other rows). */
  stop() {
    clearTimeout(this.timer)
    this.timer = undefined
  }
}
