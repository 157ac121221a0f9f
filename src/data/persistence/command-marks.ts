import * as z from 'zod/mini'
import type { JournalEntry } from './command-journal'

/**
 * Which commands of which page sessions a workspace's document holds (`command-journal.ts`):
 * for each session (`from`), the number of the last command stored, written with the update
 * that command made, in the same transaction (`Write.custom`). A page that goes away journals
 * the commands it has not seen stored, and one the owner stored meanwhile must not be applied
 * again by the next start: setting its fields again could undo what another tab or device
 * changed since. Sessions are forgotten a month after their last command.
 */
export const COMMAND_MARKS_KEY = 'hearth:commands-stored'

const FORGET_AFTER_MS = 30 * 24 * 60 * 60 * 1000

const marksSchema = z.record(z.string(), z.object({ seq: z.number(), at: z.number() }))

export class CommandMarks {
  private marks = new Map<string, { seq: number; at: number }>()

  /** Reads the stored marks (none when they cannot be read: journals then apply as before). */
  async load(db: IDBDatabase | null) {
    if (!db) return
    const stored = await new Promise<unknown>((resolve) => {
      try {
        const request = db.transaction('custom', 'readonly').objectStore('custom')
        const get = request.get(COMMAND_MARKS_KEY)
        get.onsuccess = () => resolve(get.result)
        get.onerror = () => resolve(undefined)
      } catch {
        resolve(undefined)
      }
    })
    const parsed = z.safeParse(marksSchema, stored)
    if (!parsed.success) return
    const now = Date.now()
    for (const [from, mark] of Object.entries(parsed.data))
      if (now - mark.at < FORGET_AFTER_MS) this.marks.set(from, mark)
  }

  /** Whether a journaled command is in the document already. */
  holds(entry: Pick<JournalEntry, 'from' | 'seq'>): boolean {
    const { from, seq } = entry
    if (from === undefined || seq === undefined) return false
    const mark = this.marks.get(from)
    return !!mark && mark.seq >= seq
  }

  /** Notes the command `seq` of `from` as stored: the entry to write with its update. */
  stored(from: string, seq: number): [string, unknown] {
    const mark = this.marks.get(from)
    if (!mark || mark.seq < seq) this.marks.set(from, { seq, at: Date.now() })
    return [COMMAND_MARKS_KEY, Object.fromEntries(this.marks)]
  }
}
