import * as z from 'zod/mini'
import { applyChange } from './doc/changes'
import type { RowFeed } from './persistence/row-feed'
import { rowsNow } from './doc/record-rows'
import { originSymbol } from './doc/origins'
import { NumberedUndo } from './numbered-undo'
import { TextShadows } from './text-shadows'
import { docRecords } from './transfer'
import { BulkInOwner } from './bulk-in-owner'
import { hostRequest, type HostAnswer, type HostRequest } from './host-protocol'
import { messageOf, OwnerDocuments, type OwnerDocument } from './owner-document'

type Waiting = Exclude<HostRequest, { open: string }>

/**
 * One page's side of the owner of a workspace's document (`owner-document.ts`), for a page that
 * started from rows: it applies the page's writes to the document as commands
 * (`doc-commands.ts`), which the document stores with their rows (the page is told, and the
 * other pages hear the rows), and keeps the undo history of those writes, in the steps the page
 * says (its own: another page's writes are not undone by this page's Ctrl+Z), the texts the
 * page edits, its exports and its bulks.
 */

export class DocumentHost {
  private document: OwnerDocument | null = null
  private undo: NumberedUndo | null = null
  /** Requests that came before the document was loaded, in order. */
  private waiting: Waiting[] | null = []
  private closed = false

  /** The origin of this page's own edits: its undo manager tracks these and nothing else. */
  private readonly local = Symbol('local')

  /** The texts the page edits (`text-shadows.ts`), once the document is open. */
  private texts: TextShadows | null = null

  /** Records added or put in place at once (`bulk-in-owner.ts`), once the document is open. */
  private bulks: BulkInOwner | null = null

  /** This page as the document knows it (`OwnerPage`). */
  private readonly page = {
    post: (answer: HostAnswer) => this.post(answer),
    hearsRows: true,
  }

  constructor(
    private readonly send: (answer: HostAnswer) => void,
    /** The documents of the owner, shared by its pages (a SharedWorker's, or this one's). */
    private readonly documents = new OwnerDocuments(),
  ) {}

  /**
   * Answers the page; nothing once a later owner took the document over (`superseded`): what
   * this one applied was not stored, and the page sends it to that owner again.
   */
  private readonly post = (answer: HostAnswer) => {
    if (!this.document?.superseded) this.send(answer)
  }

  private get refused(): string | null {
    return this.document?.refused ?? null
  }

  /**
   * Handles a message from the page; one that is not understood is ignored, but for a chunk of
   * records whose records are not understood: its bulk is refused (`BulkInOwner.unreadable`).
   */
  receive(data: unknown) {
    if (this.closed) return
    const parsed = z.safeParse(hostRequest, data)
    const request = parsed.success ? parsed.data : (this.bulks?.unreadable(data) ?? null)
    if (!request) return
    if ('open' in request) return void this.open(request.open)
    if (this.waiting) this.waiting.push(request as Waiting)
    else this.dispatch(request as Waiting)
  }

  /** Handles a request now, or (a write while records are added at once) after them. */
  private dispatch(request: Waiting) {
    if (!this.bulks!.holds(request)) this.handle(request)
  }

  private async open(name: string) {
    if (this.document) return
    const document = this.documents.attach(name, this.page)
    this.document = document
    const { doc } = document
    this.texts = new TextShadows(doc, this.post)
    this.bulks = new BulkInOwner(doc, {
      origin: this.local,
      undo: () => this.undo,
      refused: () => this.refused,
      // Its rows are read again once it is stored: nothing else is news to the page meanwhile.
      capturing: (on) => void (this.page.hearsRows = !on),
      handle: (request) => this.handle(request),
      flush: () => document.persistence.flush(),
      post: this.post,
    })
    await document.whenLoaded
    if (this.closed) return
    // Steps are the page's, numbered by it (`step`).
    this.undo = new NumberedUndo(doc, this.local)
    this.post({ loaded: true })
    const waiting = this.waiting ?? []
    this.waiting = null
    for (const request of waiting) this.dispatch(request)
  }

  private handle(request: Waiting) {
    const document = this.document!
    const { doc, persistence } = document
    if ('text' in request) return this.handleText(request)
    if ('bulk' in request) return this.bulks!.take(request)
    if ('sync' in request) {
      if (!request.sync) return document.stopSync(this.page)
      return document.startSync(this.page, request.sync.name, request.sync.token)
    }
    if ('socket' in request) return document.socket(this.page, request)
    if ('exportRecords' in request) {
      const exported = request.exportRecords
      // A document that could not be read has no records to give (the page says why).
      if (this.refused) return this.post({ exported, error: this.refused })
      return this.post({ exported, collections: docRecords(doc) })
    }
    if ('undo' in request || 'redo' in request) {
      // Answered whatever happens: the page shows what it predicted until then.
      if (this.refused) return this.post({ replayed: true, rows: { put: [], remove: [] } })
      let along: number[] = []
      const rows = this.rowsOf(() => {
        along =
          ('undo' in request ? this.undo?.undo(request.step) : this.undo?.redo(request.step)) ?? []
      })
      // As they are when stored, as a command's (a change another page made since shows).
      void persistence
        .flush()
        .then(() => this.post({ replayed: true, rows: rowsNow(doc, rows), along }))
      return
    }
    const { seq, origin, from, replay } = request
    if (this.refused) return this.post({ stored: seq, refused: this.refused })
    const { marks } = document
    // Stored already (its page went before it heard so): not applied again.
    if (replay && marks.holds(replay))
      return this.post({ stored: seq, rows: { put: [], remove: [] } })
    let rows: RowFeed
    try {
      const change = document.appended.orderLast(request.change)
      if (request.step !== undefined) this.undo?.starts(request.step)
      // Which command this is, stored with the update it makes.
      if (replay) persistence.withNextUpdate(marks.stored(replay.from, replay.seq))
      if (from !== undefined) persistence.withNextUpdate(marks.stored(from, seq))
      const symbol = origin === 'local' ? this.local : originSymbol(origin)
      rows = this.rowsOf(() => doc.transact(() => applyChange(doc, change), symbol))
    } catch (error) {
      return this.post({ stored: seq, refused: messageOf(error) })
    }
    // As they are when stored: a change from another tab may have come since.
    void persistence.flush().then(() => this.post({ stored: seq, rows: rowsNow(doc, rows) }))
  }

  /** Texts asked for and not opened yet (`handleText`). */
  private readonly opening = new Set<number>()

  private handleText(request: Extract<Waiting, { text: number }>) {
    const texts = this.texts!
    const { persistence } = this.document!
    if ('close' in request) {
      this.opening.delete(request.text)
      return texts.close(request.text)
    }
    // Nothing is applied to a document that cannot be used (the page turns read-only).
    if (this.refused) return
    if ('update' in request) {
      const { text } = request
      // The document's update at once, and that it is stored once it is: until then the page
      // journals it should it go away (the worker may end with it).
      this.post({ text, applied: texts.update(text, request.update) })
      return void persistence.flush().then(() => this.post({ text, stored: true }))
    }
    // Opened once everything applied before is stored (a note just made, a text kept aside by
    // the last page): what is typed then is made over the text as stored, so an update the page
    // journals never depends on a write its going away could still lose.
    const { text, collection, field, id } = request
    this.opening.add(text)
    void persistence.flush().then(() => {
      if (this.opening.delete(text) && !this.refused && !this.closed)
        texts.open(text, collection, field, id)
    })
  }

  /**
   * The rows `run` changes (announced in its task by the row index), as one change: this
   * page's answer, news to the document's other pages (`OwnerDocument.news`).
   */
  private rowsOf(run: () => void): RowFeed {
    const document = this.document!
    const seen: RowFeed[] = []
    const stop = document.persistence.rowFeed.subscribe((change) => seen.push(change))
    const before = document.capturing
    document.capturing = this.page
    try {
      run()
    } finally {
      document.capturing = before
      stop()
    }
    if (seen.some((change) => 'reset' in change)) return { reset: true }
    const changes = seen as Exclude<RowFeed, { reset: true }>[]
    return {
      put: changes.flatMap((change) => change.put),
      remove: changes.flatMap((change) => change.remove),
    }
  }

  /**
   * The page went (or closed the workspace): what it had open closes, its undo history goes,
   * and so does the document once no page has it open (after storing what it holds).
   */
  async close() {
    if (this.closed) return
    this.closed = true
    this.opening.clear()
    this.texts?.closeAll()
    this.undo?.destroy()
    const { document } = this
    if (document) await this.documents.detach(document, this.page)
  }
}
