import type { CollectionName } from './collections'
import type { SomeRecords } from './doc/defaults'
import { changedIds, type Change, type ChangeOrigin } from './doc/changes'
import type { HostAnswer, HostPort } from './host-protocol'
import { CommandHistory, knownOf, type Predicted } from './command-history'
import type { JournalEntry } from './persistence/command-journal'
import { CommandJournaling } from './command-journaling'
import { TAB_ID } from './persistence/journal'
import type { RowFeed } from './persistence/row-feed'
import type { ChangeSink } from './repository'
import { OwnerBulks } from './owner-bulks'
import { OwnerRequests } from './owner-requests'
import { rowsOfChange, rowsOfPredicted, unchangedOf } from './predicted-rows'
import { undoSteps, type Step } from './undo-steps'

/**
 * A page's writes as commands to its workspace's document, owned by a worker
 * (`document-host.ts`), for a page that started from rows: the page never decodes the document
 * to write. Each change shows at once (its rows, as the page predicts them, go into the page's
 * row feed), then the owner applies it, stores it with its rows and says so; rows another tab
 * or the owner announce meanwhile for a record with a command not stored yet are held back, and
 * the rows the owner stored for its last command show then. Once the owner has the document,
 * it tells every change of rows (other tabs' too, merged with this page's writes). Commands not
 * stored yet are journaled as the page hides or goes away (`command-journal.ts`). Undo and redo
 * of these writes run in the owner, and show at once as the page predicts them
 * (`CommandHistory`).
 */

/** What the commands need of their page. */
export interface CommandsPage {
  /** Tells the page's readers of rows (its row feed). */
  announce(change: RowFeed): void
  /** Reads what the page shows again from the rows, now, with what is not stored over it. */
  readShownAgain(): void
  /** A record as the page shows it now (a store, a query), if it does. */
  current(collection: CollectionName, id: string): Record<string, unknown> | undefined
  /** Reads the stored rows of records. */
  read(keys: [CollectionName, string][]): Promise<RowFeed>
  /** The owner cannot apply anything any more ('newer': the workspace is from a newer Hearth). */
  onProblem(problem: 'newer' | 'unreadable' | 'replaced', message: string): void
  onWriteError(error: Error): void
}

const keyOf = (collection: CollectionName, id: string) => `${collection}\u001f${id}`

export class DocCommands implements ChangeSink {
  private seq = 0
  /** Commands sent and not stored yet, by sequence number. */
  private pending = new Map<number, Change>()
  /** Each record with a command not stored yet: the last such command. */
  private pendingKeys = new Map<string, { seq: number; key: [CollectionName, string] }>()
  private idle: (() => void)[] = []
  private readonly started = performance.now()
  readonly history: CommandHistory
  /** What the page asks the owner besides writes: texts, exports, sync (`owner-requests.ts`). */
  readonly requests: OwnerRequests
  /** Records added or put in place at once (`owner-bulks.ts`). */
  private readonly bulks: OwnerBulks

  constructor(
    name: string,
    private readonly port: HostPort,
    private readonly page: CommandsPage,
  ) {
    this.history = new CommandHistory(
      (request) => port.postMessage(request),
      (records) => this.showPredicted(records),
    )
    this.requests = new OwnerRequests(
      (request) => port.postMessage(request),
      () => this.settleIdle(),
    )
    this.bulks = new OwnerBulks(
      (request) => port.postMessage(request),
      (rows) => page.announce(rows),
      () => this.settleIdle(),
    )
    port.onmessage = ({ data }: MessageEvent) => this.answer(data as HostAnswer)
    port.onowner = () => this.ownerChanged()
    port.postMessage({ open: name })
    this.journaling = new CommandJournaling(name, () => this.unstored())
  }

  /** The commands not stored yet, kept as the page hides or goes away. */
  private readonly journaling: CommandJournaling

  /**
   * Which page session sent a command: with its number, what the owner notes as stored
   * (`command-marks.ts`), so that a journaled command it stored is not applied again.
   */
  private readonly from = `${TAB_ID}.${Math.random().toString(36).slice(2, 10)}`

  send(
    change: Change,
    origin: ChangeOrigin,
    undoStep?: Step,
    replay?: { from: string; seq: number },
  ) {
    const seq = ++this.seq
    this.pending.set(seq, change)
    for (const id of changedIds(change))
      this.pendingKeys.set(keyOf(change.collection, id), { seq, key: [change.collection, id] })
    // What the page knew of the records before the change, for its undo to show at once.
    const local = origin === 'local'
    const known = local ? knownOf(change, (name, id) => this.page.current(name, id)) : []
    this.show(change)
    // Whether it begins an undo step, decided by the page (`undo-steps.ts`): the owner keeps to it.
    const starts = local && !!undoStep && this.history.startsStep(undoStep)
    const step = local ? this.history.record(known, starts) : undefined
    this.port.postMessage({ seq, change, origin, step, from: this.from, replay })
    // Hidden, or going away (a write from a `pagehide` listener, maybe before this one's).
    this.journaling.sent()
  }

  /**
   * Sends changes another page sent and could not see stored (its journal), as bookkeeping
   * outside the undo history; resolves once they are stored (or found stored already).
   */
  adopt(entries: readonly JournalEntry[]): Promise<void> {
    for (const { change, from, seq } of entries)
      this.send(
        change,
        'touch',
        undefined,
        from !== undefined && seq !== undefined ? { from, seq } : undefined,
      )
    const last = this.seq
    return new Promise((resolve) => this.whenStored.push({ seq: last, resolve }))
  }

  /**
   * Adds records (a sample), or puts them in place of every record (`replace`: an import, a
   * snapshot restored, a reset), in the owner, as one undo step (`owner-bulks.ts`).
   */
  bulk(records: SomeRecords, replace: boolean, label: string): Promise<void> {
    const step = this.history.record([], this.history.startsStep(undoSteps.alone(label)))
    return this.bulks.send(records, replace, step)
  }

  /** Who waits for a command to be stored. */
  private whenStored: { seq: number; resolve: () => void }[] = []

  /** Shows a change on the page at once: the rows of the records it writes, as predicted. */
  private show(change: Change) {
    const rows = rowsOfChange(change, (name, id) => this.page.current(name, id))
    if (rows.put.length || rows.remove.length) this.page.announce({ ...rows, predicted: true })
  }

  /**
   * Shows every command not stored yet again, as predicted: after a reset of the page's rows
   * (read again from the store, which does not hold them yet), in the reset's task, so that
   * readers reading again apply them over what they read. Else a title being typed would show
   * as stored for a moment, and the next key would be typed into that.
   */
  showPending() {
    for (const change of this.pending.values()) this.show(change)
    // And the undos and redos the owner has not done yet, as predicted, in order.
    for (const records of this.replaying) this.announcePredicted(records)
  }

  /** What each undo or redo not answered yet showed, in order (`showPredicted`). */
  private replaying: Predicted[][] = []

  /** Shows what an undo or a redo changes as predicted (`CommandHistory`), until answered. */
  private showPredicted(records: Predicted[]) {
    this.replaying.push(records)
    this.announcePredicted(records)
  }

  private announcePredicted(records: Predicted[]) {
    if (records.length) this.page.announce({ ...rowsOfPredicted(records), predicted: true })
  }

  /**
   * What to show of a change of rows another tab stored (`followRows`): nothing once the owner
   * has the document, which tells its rows (merged with this page's writes: the stored row of
   * a tab that had not heard of them yet may be older than what this page shows); before that,
   * all but the records with commands not stored yet.
   */
  fromOtherTabs = (change: RowFeed): RowFeed =>
    this.loaded ? { put: [], remove: [] } : this.unlessPending(change)

  private loaded = false

  /** A change of rows, without the records that have commands not stored yet. */
  private unlessPending(change: RowFeed): RowFeed {
    if ('reset' in change || !this.pendingKeys.size) return change
    const mine = ([collection, id]: [CollectionName, string]) =>
      this.pendingKeys.has(keyOf(collection, id))
    return {
      put: change.put.filter((row) => !mine([row.c, row.id])),
      remove: change.remove.filter((key) => !mine(key)),
    }
  }

  private answer(answer: HostAnswer) {
    if (this.requests.answer(answer) || this.bulks.answer(answer)) return
    if ('loaded' in answer) {
      this.loaded = true
      return void performance.measure('hearth:doc-host-loaded', { start: this.started })
    }
    if ('writeError' in answer) return this.page.onWriteError(new Error(answer.writeError))
    if ('problem' in answer) return this.page.onProblem(answer.problem, answer.message)
    // An undo's or a redo's rows as stored (its prediction done with; steps it took along move).
    if ('replayed' in answer) {
      this.history.answered(answer.along ?? [])
      const predicted = this.replaying.shift() ?? []
      this.page.announce(this.unlessPending(answer.rows))
      // What it was predicted to change and the owner did not (`unchangedOf`), as stored.
      const missed = unchangedOf(predicted, answer.rows)
      if (missed.length) this.readAgain(missed)
      return this.settleIdle()
    }
    if (!('stored' in answer)) return this.page.announce(this.unlessPending(answer.rows))
    const { stored, refused, rows } = answer
    if (refused) console.warn('Hearth could not apply a change', refused)
    else {
      for (const waiter of this.whenStored) if (waiter.seq <= stored) waiter.resolve()
      this.whenStored = this.whenStored.filter(({ seq }) => seq > stored)
    }
    for (const seq of [...this.pending.keys()]) if (seq <= stored) this.pending.delete(seq)
    const settled: [CollectionName, string][] = []
    for (const [key, { seq, key: record }] of this.pendingKeys)
      if (seq <= stored) {
        this.pendingKeys.delete(key)
        settled.push(record)
      }
    // What is stored replaces the prediction: its rows, else (refused; none: an owner gone) read.
    const wrote = !refused && rows && ('reset' in rows || rows.put.length + rows.remove.length)
    if (wrote) this.page.announce(this.unlessPending(rows))
    else if (settled.length) this.readAgain(settled)
    this.journaling.stored()
    this.settleIdle()
  }

  /**
   * Another owner took over (`owner-relay.ts`): the commands not stored go to it again (marked,
   * so none is applied twice), the undo history starts over, and what is shown is read again.
   */
  private ownerChanged() {
    this.loaded = false
    for (const [seq, change] of this.pending) {
      const replay = { from: this.from, seq }
      this.port.postMessage({ seq, change, origin: 'touch', from: this.from, replay })
    }
    this.replaying = []
    this.history.clear()
    this.bulks.ownerChanged()
    this.requests.ownerChanged()
    this.page.readShownAgain()
    this.settleIdle()
  }

  /** Shows records as stored, read again (what a screen holds of them may be out of date). */
  private readAgain(keys: [CollectionName, string][]) {
    this.page.read(keys).then(
      (read) => this.page.announce(this.unlessPending(read)),
      () => {},
    )
  }

  /** Tells who waits that every command and every text typed is stored. */
  private settleIdle() {
    if (this.busy) return
    for (const resolve of this.idle.splice(0)) resolve()
  }

  /**
   * Whether something sent is not stored yet: a command, a text typed, a bulk, or an undo or a
   * redo (the page shows it done; the owner has yet to do it).
   */
  private get busy(): boolean {
    const { pending, replaying, requests, bulks } = this
    return pending.size + replaying.length + requests.textsUnstored + bulks.waiting > 0
  }

  /** The commands not stored yet, as the journal keeps them. */
  private unstored(): JournalEntry[] {
    return [...this.pending].map(([seq, change]) => ({ change, from: this.from, seq }))
  }

  /** Resolves once every command sent so far is stored (at once when none is waiting). */
  stored(): Promise<void> {
    if (!this.pending.size) return Promise.resolve()
    return new Promise((resolve) => this.whenStored.push({ seq: this.seq, resolve }))
  }

  /** Waits (at most `timeoutMs`) for every command and text to be stored, then ends the owner. */
  async close(timeoutMs = 2_000) {
    if (this.busy)
      await new Promise<void>((resolve) => {
        this.idle.push(resolve)
        setTimeout(resolve, timeoutMs)
      })
    // Whatever is still not stored goes to the journal: the owner ends with this.
    this.journaling.keep()
    this.journaling.stop()
    this.port.terminate()
  }
}
