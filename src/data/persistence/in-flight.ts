import { pageLeaving } from '@/lib/page-leaving'
import { clearJournal, writeJournal } from './journal'

const onPage = typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * The writes a persistence has in flight, and the journal that keeps them when the page goes
 * away before they commit (a reload, a close, a phone killing a hidden tab): written
 * synchronously on `pagehide` or as the page hides (`journal.ts`), and cleared once everything
 * journaled has committed.
 */
export class WritesInFlight {
  /** Each write in flight, with what it stores. */
  private writes = new Map<Promise<void>, Uint8Array>()
  /** Whether this tab's journal for the document holds something. */
  private journaled = false

  constructor(
    private readonly name: string,
    /** What to journal now (null: nothing, the persistence is closed). */
    private readonly toKeep: () => Uint8Array[] | null,
    /** Whether a write failed and its full state is not stored yet: the journal must stay. */
    private readonly failed: () => boolean,
  ) {
    // In a worker (`document-host.ts`) there is no page to leave: the page journals its commands.
    if (!onPage) return
    window.addEventListener('pagehide', this.journal)
    document.addEventListener('visibilitychange', this.onVisibility)
  }

  get size() {
    return this.writes.size
  }

  /** What the writes in flight store. */
  updates(): Uint8Array[] {
    return [...this.writes.values()]
  }

  add(write: Promise<void>, update: Uint8Array) {
    this.writes.set(write, update)
    // A hidden page may be killed without any further event (phones), and a write made in a
    // `pagehide` listener may come after this one's: journal at once.
    if (onPage && pageLeaving()) this.journal()
    void write.finally(() => {
      this.writes.delete(write)
      // Everything journaled has committed since (the page was only hidden, or came back).
      if (this.journaled && !this.writes.size && !this.failed()) {
        clearJournal(this.name)
        this.journaled = false
      }
    })
  }

  /** Resolves when every write started so far has finished (or failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.writes.keys()])
  }

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') this.journal()
  }

  /** Writes what IndexedDB has not committed yet to the synchronous journal. */
  private journal = () => {
    const updates = this.toKeep()
    if (updates && writeJournal(this.name, updates)) this.journaled = true
  }

  destroy() {
    if (!onPage) return
    window.removeEventListener('pagehide', this.journal)
    document.removeEventListener('visibilitychange', this.onVisibility)
  }
}
