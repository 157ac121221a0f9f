// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './doc/yjs-kit'
import * as Y from 'yjs'
import { ensureDefaultRecords } from './doc/defaults'
import { LastOrders } from './doc/last-orders'
import { migrate } from './doc/migrations'
import type { HostAnswer } from './host-protocol'
import { rowsNow } from './doc/record-rows'
import { CommandMarks } from './persistence/command-marks'
import { IdbPersistence } from './persistence/idb-persistence'
import type { RowFeed } from './persistence/row-feed'
import { SupersededOwner, type OwnerFence } from './persistence/record-store'
import { startTabSync } from './persistence/tab-sync'
import { OwnerSync, type BridgeIn } from './sync/owner-sync'
import { watchSchema } from './workspace-problems'

/**
 * A workspace's document as its owner holds it for every page of the origin that writes to it
 * (one `DocumentHost` each, `document-host.ts`): one Y.Doc, decoded once, its persistence with
 * the rows, the tab sync with tabs that hold a document of their own, which commands of which
 * page sessions it holds, and the server sync over the socket of one page (the one that leads
 * the workspace's sync, `sync-manager.ts`). Rows a page's request changes are that page's answer
 * and news to the other pages; rows changed otherwise (another tab, a rebuild) are news to all.
 * In a SharedWorker (`document.shared-worker.ts`) the pages are every tab of the origin; in a
 * dedicated worker (`document.worker.ts`, where there is no SharedWorker) the one page.
 */

/** A page of the document (its `DocumentHost`). */
export interface OwnerPage {
  post(answer: HostAnswer): void
  /** Whether it hears other changes of rows now (not while its own bulk goes: it reads again). */
  readonly hearsRows: boolean
}

export type OwnerProblem = Extract<HostAnswer, { problem: string }>

const NEWER = 'This workspace is from a newer Hearth.'

export class OwnerDocument {
  readonly doc = new Y.Doc()
  readonly persistence: IdbPersistence
  /** Which pages' commands the document holds (`command-marks.ts`). */
  readonly marks = new CommandMarks()
  /** Order keys for records that go last (`Change.append`). */
  readonly appended = new LastOrders(this.doc)
  /** Why nothing more is applied, once something made the document unusable. */
  problem: OwnerProblem | null = null
  /** Resolves once the document is read (or found unusable: `problem`). */
  readonly whenLoaded: Promise<void>
  /** The page whose request changes rows now: they are its answer, news to the others. */
  capturing: OwnerPage | null = null

  private readonly pages = new Set<OwnerPage>()
  private loaded = false
  private readonly stops: (() => void)[] = []
  /** The document's sync with the server, over the socket of `syncing`. */
  private readonly sync: OwnerSync
  private syncing: OwnerPage | null = null

  /**
   * A later owner took the workspace over (`fence`): this one stores and answers nothing more;
   * its pages hear that owner and send it again what was not answered.
   */
  superseded = false

  constructor(
    readonly name: string,
    /**
     * An owner chosen by a Web Lock: its term, in which it takes the workspace over
     * (`IdbPersistence.takeOver`).
     */
    private readonly fence: OwnerFence | null = null,
  ) {
    this.sync = new OwnerSync(this.doc, (answer) => this.syncing?.post(answer))
    this.persistence = new IdbPersistence(name, this.doc, {
      indexRecords: true,
      onWriteError: (error) => this.tell({ writeError: messageOf(error) }),
      onReplacedByNewer: () => this.refuse('replaced', 'A newer Hearth took this workspace over.'),
      onSuperseded: () => this.supersede(),
    })
    // Every change of rows a page did not ask for (another tab's, a rebuild's), as it comes.
    this.persistence.rowFeed.subscribe((rows) => this.news(rows, this.capturing))
    this.whenLoaded = this.load()
  }

  /** Why nothing can be written, if something made the document unusable. */
  get refused(): string | null {
    return this.problem?.message ?? null
  }

  /**
   * Tells every page but `except` a change of rows (once the document is loaded), once it is
   * stored, as the rows are then: a page reads what it shows again after news (`RowPage`), and
   * a read begun before the change's write commits brought back the rows from before it, for
   * good (a pin another tab undid stayed on screen): the page hears a worker's message while
   * the worker's task still runs, and the write's transaction is made after the rows are
   * announced, in that task. The flush waits a microtask for it.
   */
  news(rows: RowFeed, except: OwnerPage | null) {
    if (!this.loaded || this.superseded) return
    const told = [...this.pages].filter((page) => page !== except)
    if (!told.length) return
    const tell = () => {
      const pages = told.filter((page) => this.pages.has(page) && page.hearsRows)
      if (this.superseded || !pages.length) return
      const now = rowsNow(this.doc, rows)
      for (const page of pages) page.post({ rows: now })
    }
    queueMicrotask(() => void this.persistence.flush().then(tell, tell))
  }

  private tell(answer: HostAnswer) {
    if (this.superseded) return
    for (const page of this.pages) page.post(answer)
  }

  private refuse(problem: OwnerProblem['problem'], message: string) {
    if (this.problem) return
    this.problem = { problem, message }
    this.stopSync(this.syncing)
    this.tell(this.problem)
  }

  private async load() {
    const { persistence, doc, name } = this
    try {
      await persistence.whenLoaded
      // Before reading which commands are stored: an owner before this one (a frozen tab's,
      // thawed) then stores none after, and its last ones are read into the document, so that
      // a command marked stored is in it (else a delete of what it made would find nothing).
      if (this.fence) await persistence.takeOver(this.fence)
      await this.marks.load(persistence.db)
    } catch (error) {
      if (error instanceof SupersededOwner) this.supersede()
      else this.refuse('unreadable', messageOf(error))
    }
    if (this.superseded) return void (this.loaded = true)
    if (!this.problem) {
      const result = migrate(doc)
      if (result.status === 'newer') this.refuse('newer', NEWER)
      else {
        if (result.status === 'migrated') persistence.compactSoon()
        ensureDefaultRecords(doc)
        // What other tabs get of this owner's changes is stored first (`startTabSync`).
        this.stops.push(startTabSync(doc, name, undefined, () => persistence.flush()))
        this.stops.push(watchSchema(doc, () => this.refuse('newer', NEWER)))
      }
    }
    this.loaded = true
  }

  /** A later owner serves the workspace: nothing more is stored, synced or told from here. */
  private supersede() {
    if (this.superseded) return
    this.superseded = true
    this.stopSync(this.syncing)
    for (const stop of this.stops.splice(0)) stop()
    void this.persistence.destroy()
  }

  /** A page joins: it is told a problem found before it came. */
  attach(page: OwnerPage) {
    this.pages.add(page)
    if (this.problem) page.post(this.problem)
  }

  /** A page went: whether it was the last (the document then closes, `close`). */
  detach(page: OwnerPage): boolean {
    this.pages.delete(page)
    this.stopSync(page)
    if (this.capturing === page) this.capturing = null
    return this.pages.size === 0
  }

  /** Syncs the document as `name` over `page`'s socket, instead of any other page's. */
  startSync(page: OwnerPage, name: string, token: string) {
    // A document that cannot be used is not synced either (the pages turn read-only).
    if (this.problem || this.superseded) return this.stopSync(this.syncing)
    this.syncing = page
    void this.sync.start(name, token)
  }

  /** Stops the sync if it goes over `page`'s socket. */
  stopSync(page: OwnerPage | null) {
    if (!page || this.syncing !== page) return
    this.syncing = null
    this.sync.stop()
  }

  /** What `page`'s end of the socket says, if the sync goes over it. */
  socket(page: OwnerPage, message: BridgeIn) {
    if (this.syncing === page) this.sync.receive(message)
  }

  async close() {
    this.stopSync(this.syncing)
    // Stored first, then told to other tabs (a page reloading may have opened it again already).
    await this.persistence.flush()
    for (const stop of this.stops) stop()
    await this.persistence.destroy()
    this.doc.destroy()
  }
}

/** The documents an owner holds, by name, while some page has them open. */
export class OwnerDocuments {
  private readonly open = new Map<string, OwnerDocument>()

  /**
   * `fence`: the owner chosen by a Web Lock that holds these documents (its term, and under
   * which key each workspace stores the term it is served in); none for a SharedWorker's.
   */
  constructor(private readonly fence: OwnerFence | null = null) {}

  /** The document `name`, opened if no page has it open, with `page` among its pages. */
  attach(name: string, page: OwnerPage): OwnerDocument {
    let document = this.open.get(name)
    if (!document) this.open.set(name, (document = new OwnerDocument(name, this.fence)))
    document.attach(page)
    return document
  }

  /** `page` went: its document closes if it was the last page (a later page opens it again). */
  async detach(document: OwnerDocument, page: OwnerPage) {
    if (!document.detach(page)) return
    if (this.open.get(document.name) === document) this.open.delete(document.name)
    await document.close()
  }
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error)
