import { pageLeaving } from '@/lib/page-leaving'
import { writeCommands, type JournalEntry } from './persistence/command-journal'

const onPage = typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * Keeps a page's commands not stored yet in localStorage (`command-journal.ts`), synchronously,
 * as the page hides or goes away, and on every command sent while it is hidden or going; once
 * kept, the journal follows what is stored, down to nothing (replaying a stored command later
 * could undo what another tab changed since).
 */
export class CommandJournaling {
  private journaled = false

  constructor(
    private readonly name: string,
    /** The commands not stored yet, as the journal keeps them. */
    private readonly unstored: () => JournalEntry[],
  ) {
    if (!onPage) return
    window.addEventListener('pagehide', this.keep)
    document.addEventListener('visibilitychange', this.onVisibility)
  }

  /** Keeps the commands not stored yet, now. */
  keep = () => {
    const entries = this.unstored()
    if (!entries.length) return
    writeCommands(this.name, entries)
    this.journaled = true
  }

  /** A command was sent: kept at once if the page is hidden, or going away. */
  sent() {
    if (onPage && pageLeaving()) this.keep()
  }

  /** Some were stored: the journal, if kept, holds only the rest. */
  stored() {
    if (!this.journaled) return
    const entries = this.unstored()
    writeCommands(this.name, entries)
    if (!entries.length) this.journaled = false
  }

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') this.keep()
  }

  stop() {
    if (!onPage) return
    window.removeEventListener('pagehide', this.keep)
    document.removeEventListener('visibilitychange', this.onVisibility)
  }
}
