import { ADD_SLICE, slicesOf } from './doc/add-in-slices'
import type { SomeRecords } from './doc/defaults'
import { nextTask } from './read-in-slices'
import type { HostAnswer, HostRequest } from './host-protocol'
import type { RowFeed } from './persistence/row-feed'

export const OWNER_CHANGED =
  'Another tab took over storing this workspace before the records were all stored. Try again.'

type BulkAnswer = Extract<HostAnswer, { bulkStored: number }>

/**
 * Records a page adds at once (a sample) or puts in place of every record (an import, a
 * snapshot restored, a reset), sent to its document's owner: the owner applies them (added in
 * slices, the page going on meanwhile) and answers once they are stored; the page then reads its
 * rows again (`{ reset: true }`). Too large for the journal: a page gone before they are stored
 * keeps what the owner stored of them by then.
 */
export class OwnerBulks {
  private waiters = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  private keys = 0

  constructor(
    private readonly post: (request: HostRequest) => void,
    /** The rows to read again, once stored. */
    private readonly announce: (rows: RowFeed) => void,
    /** An answer came: someone may wait for everything sent to be stored. */
    private readonly onAnswer: () => void,
  ) {}

  /** How many are sent and not answered yet. */
  get waiting(): number {
    return this.waiters.size
  }

  /**
   * Sends records, in chunks each cloned in a task of its own (105,500 records at once held
   * the page for a quarter of a second), as the page's undo step `step`; resolves once stored,
   * rejects when the owner refused them.
   */
  send(records: SomeRecords, replace: boolean, step?: number): Promise<void> {
    const key = ++this.keys
    const stored = new Promise<void>((resolve, reject) =>
      this.waiters.set(key, { resolve, reject }),
    )
    const chunks = slicesOf(records, ADD_SLICE)
    const post = (index: number) => {
      // Not the rest of one refused meanwhile (another owner took over).
      if (!this.waiters.has(key)) return
      // Checked by the owner as they come (each record with a string id).
      const chunk = (chunks[index] ?? {}) as Extract<HostRequest, { bulk: number }>['records']
      const last = index >= chunks.length - 1
      this.post({ bulk: key, records: chunk, replace, last, step })
      if (!last) nextTask(() => post(index + 1))
    }
    post(0)
    return stored
  }

  /**
   * Another owner took over (the tab that owned went): what the last one had not stored is
   * refused (it may have stored some of it: the page reads its rows again).
   */
  ownerChanged() {
    if (!this.waiters.size) return
    const error = new Error(OWNER_CHANGED)
    for (const { reject } of this.waiters.values()) reject(error)
    this.waiters.clear()
    this.announce({ reset: true })
    this.onAnswer()
  }

  /** Hands an answer to whoever sent the records; whether it was one of these. */
  answer(answer: HostAnswer): answer is BulkAnswer {
    if (!('bulkStored' in answer)) return false
    const waiter = this.waiters.get(answer.bulkStored)
    this.waiters.delete(answer.bulkStored)
    if ('refused' in answer) waiter?.reject(new Error(answer.refused))
    else {
      this.announce(answer.rows)
      waiter?.resolve()
    }
    this.onAnswer()
    return true
  }
}
