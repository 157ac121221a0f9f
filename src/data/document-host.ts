import * as Y from 'yjs'
import * as z from 'zod/mini'
import type { CollectionName } from './collections'
import { applyChange } from './doc/changes'
import { ensureDefaultRecords } from './doc/defaults'
import { migrate } from './doc/migrations'
import { IdbPersistence } from './persistence/idb-persistence'
import type { RowFeed } from './persistence/row-feed'
import { rowOf, type RecordRow } from './doc/record-rows'
import { startTabSync } from './persistence/tab-sync'
import { originSymbol, recordsUndoManager } from './doc/origins'
import { LastOrders } from './doc/last-orders'
import { watchSchema } from './workspace-problems'
import { TextShadows } from './text-shadows'
import { docRecords } from './transfer'
import { OwnerSync } from './sync/owner-sync'
import { CommandMarks } from './persistence/command-marks'
import { BulkInOwner } from './bulk-in-owner'
import { hostRequest, type HostAnswer, type HostRequest } from './host-protocol'

type RowKey = [CollectionName, string]
type Waiting = Exclude<HostRequest, { open: string }>

/**
 * The owner of a workspace's document for a page that started from rows (`document.worker.ts`):
 * it decodes the document off the page and applies the page's writes to it as commands
 * (`doc-commands.ts`), stores them with their rows (whose feed tells the page), follows other
 * tabs, and keeps the undo history of those writes, in the steps the page says.
 */

export class DocumentHost {
  private doc = new Y.Doc()
  private persistence: IdbPersistence | null = null
  private undo: Y.UndoManager | null = null
  private stops: (() => void)[] = []
  /** Requests that came before the document was loaded, in order. */
  private waiting: Waiting[] | null = []
  /** Why nothing more is applied, once something made the document unusable. */
  private refused: string | null = null

  /** Order keys for records that go last (`Change.append`). */
  private readonly appended = new LastOrders(this.doc)

  /** Which pages' commands the document holds (`command-marks.ts`). */
  private readonly marks = new CommandMarks()

  /** The texts the page edits (`text-shadows.ts`). */
  private readonly texts: TextShadows

  /** The document's sync with the server, over the page's socket. */
  private readonly sync: OwnerSync

  /** Records added or put in place at once (`bulk-in-owner.ts`). */
  private readonly bulks: BulkInOwner

  constructor(private readonly post: (answer: HostAnswer) => void) {
    this.texts = new TextShadows(this.doc, post)
    this.sync = new OwnerSync(this.doc, post)
    this.bulks = new BulkInOwner(this.doc, {
      undo: () => this.undo,
      refused: () => this.refused,
      capturing: (on) => void (this.capturing = on),
      handle: (request) => this.handle(request),
      flush: () => this.persistence!.flush(),
      post,
    })
  }

  /**
   * Handles a message from the page; one that is not understood is ignored, but for a chunk of
   * records whose records are not understood: its bulk is refused (`BulkInOwner.unreadable`).
   */
  receive(data: unknown) {
    const parsed = z.safeParse(hostRequest, data)
    const request = parsed.success ? parsed.data : this.bulks.unreadable(data)
    if (!request) return
    if ('open' in request) return void this.open(request.open)
    if (this.waiting) this.waiting.push(request as Waiting)
    else this.dispatch(request as Waiting)
  }

  /** Handles a request now, or (a write while records are added at once) after them. */
  private dispatch(request: Waiting) {
    if (!this.bulks.holds(request)) this.handle(request)
  }

  private async open(name: string) {
    const refuse = (problem: 'newer' | 'unreadable' | 'replaced', message: string) => {
      this.refused ??= message
      this.post({ problem, message })
    }
    const persistence = new IdbPersistence(name, this.doc, {
      indexRecords: true,
      onWriteError: (error) => this.post({ writeError: messageOf(error) }),
      onReplacedByNewer: () => refuse('replaced', 'A newer Hearth took this workspace over.'),
    })
    this.persistence = persistence
    // Every change of rows the page did not ask for (another tab's, a rebuild's), as it comes.
    persistence.rowFeed.subscribe((rows) => {
      if (!this.waiting && !this.capturing) this.post({ rows })
    })
    try {
      await persistence.whenLoaded
      await this.marks.load(persistence.db)
    } catch (error) {
      refuse('unreadable', messageOf(error))
    }
    if (!this.refused) {
      const result = migrate(this.doc)
      if (result.status === 'newer') refuse('newer', 'This workspace is from a newer Hearth.')
      else {
        if (result.status === 'migrated') persistence.compactSoon()
        ensureDefaultRecords(this.doc)
        // What other tabs get of this owner's changes is stored first (`startTabSync`).
        this.stops.push(startTabSync(this.doc, name, undefined, () => persistence.flush()))
        this.stops.push(
          watchSchema(this.doc, () => refuse('newer', 'This workspace is from a newer Hearth.')),
        )
      }
    }
    // Steps are the page's (`step`: `stopCapturing` first): nothing merges by time here, where
    // commands may wait for the document and then come in a burst.
    this.undo = recordsUndoManager(this.doc, Infinity)
    this.post({ loaded: true })
    const waiting = this.waiting ?? []
    this.waiting = null
    for (const request of waiting) this.dispatch(request)
  }

  private handle(request: Exclude<HostRequest, { open: string }>) {
    if ('text' in request) return this.handleText(request)
    if ('bulk' in request) return this.bulks.take(request)
    if ('sync' in request) {
      // A document that cannot be used is not synced either (the page turns read-only).
      if (!request.sync || this.refused) return this.sync.stop()
      return void this.sync.start(request.sync.name, request.sync.token)
    }
    if ('socket' in request) return this.sync.receive(request)
    if ('exportRecords' in request) {
      const exported = request.exportRecords
      // A document that could not be read has no records to give (the page says why).
      if (this.refused) return this.post({ exported, error: this.refused })
      return this.post({ exported, collections: docRecords(this.doc) })
    }
    if ('undo' in request || 'redo' in request) {
      // Answered whatever happens: the page shows what it predicted until then.
      if (this.refused) return this.post({ replayed: true, rows: { put: [], remove: [] } })
      const rows = this.rowsOf(() => {
        if ('undo' in request) this.undo?.undo()
        else this.undo?.redo()
      })
      void this.persistence!.flush().then(() => this.post({ replayed: true, rows }))
      return
    }
    const { seq, origin, from, replay } = request
    if (this.refused) return this.post({ stored: seq, refused: this.refused })
    // Stored already (its page went before it heard so): not applied again.
    if (replay && this.marks.holds(replay))
      return this.post({ stored: seq, rows: { put: [], remove: [] } })
    let rows: RowFeed
    try {
      const change = this.appended.orderLast(request.change)
      if (request.step) this.undo?.stopCapturing()
      // Which command this is, stored with the update it makes.
      const { persistence, marks } = this
      if (replay) persistence!.withNextUpdate(marks.stored(replay.from, replay.seq))
      if (from !== undefined) persistence!.withNextUpdate(marks.stored(from, seq))
      rows = this.rowsOf(() =>
        this.doc.transact(() => applyChange(this.doc, change), originSymbol(origin)),
      )
    } catch (error) {
      return this.post({ stored: seq, refused: messageOf(error) })
    }
    // As they are when stored: a change from another tab may have come since.
    void this.persistence!.flush().then(() => this.post({ stored: seq, rows: this.now(rows) }))
  }

  /** Texts asked for and not opened yet (`handleText`). */
  private readonly opening = new Set<number>()

  private handleText(request: Extract<Waiting, { text: number }>) {
    if ('close' in request) {
      this.opening.delete(request.text)
      return this.texts.close(request.text)
    }
    // Nothing is applied to a document that cannot be used (the page turns read-only).
    if (this.refused) return
    if ('update' in request) {
      const { text } = request
      // The document's update at once, and that it is stored once it is: until then the page
      // journals it should it go away (the worker ends with it).
      this.post({ text, applied: this.texts.update(text, request.update) })
      return void this.persistence!.flush().then(() => this.post({ text, stored: true }))
    }
    // Opened once everything applied before is stored (a note just made, a text kept aside by
    // the last page): what is typed then is made over the text as stored, so an update the page
    // journals never depends on a write its going away could still lose.
    const { text, collection, field, id } = request
    this.opening.add(text)
    void this.persistence!.flush().then(() => {
      if (this.opening.delete(text) && !this.refused) this.texts.open(text, collection, field, id)
    })
  }

  /** The rows of the records a change of rows names, as the document reads them now. */
  private now(rows: RowFeed): RowFeed {
    if ('reset' in rows) return rows
    const keys = [...rows.put.map((row): RowKey => [row.c, row.id]), ...rows.remove]
    const put: RecordRow[] = []
    const remove: RowKey[] = []
    for (const [collection, id] of new Map(keys.map((key) => [key.join('\u001f'), key])).values()) {
      const row = rowOf(this.doc, collection, id)
      if (row) put.push(row)
      else remove.push([collection, id])
    }
    return { put, remove }
  }

  /** Whether the rows changed now are a request's (`rowsOf`). */
  private capturing = false

  /** The rows `run` changes (announced in its task by the row index), as one change. */
  private rowsOf(run: () => void): RowFeed {
    const seen: RowFeed[] = []
    const stop = this.persistence!.rowFeed.subscribe((change) => seen.push(change))
    this.capturing = true
    try {
      run()
    } finally {
      this.capturing = false
      stop()
    }
    if (seen.some((change) => 'reset' in change)) return { reset: true }
    const changes = seen as Exclude<RowFeed, { reset: true }>[]
    return {
      put: changes.flatMap((change) => change.put),
      remove: changes.flatMap((change) => change.remove),
    }
  }

  async close() {
    this.sync.stop()
    this.texts.closeAll()
    for (const stop of this.stops) stop()
    this.undo?.destroy()
    await this.persistence?.flush()
    await this.persistence?.destroy()
    this.doc.destroy()
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error)
