// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './doc/yjs-kit'
import * as Y from 'yjs'
import type { CollectionName } from './collections'
import type { OwnerRequests } from './owner-requests'

/** Origin of what the owner sends: not sent back. */
const FROM_OWNER = Symbol('owner')

const onPage = typeof window !== 'undefined' && typeof document !== 'undefined'

/** Where a page keeps what it typed and the owner has not stored yet, as it goes away. */
export interface TextAside {
  /** The workspace document's updates the owner made of it (null: none left). */
  updates(updates: Uint8Array[] | null): void
  /** The whole text as typed, for what the owner had not applied yet (null: none left). */
  text(text: string | null): void
  /**
   * Another owner took over before what was typed was stored: the whole text as typed, to
   * write as a command (the new owner's copy of the text is another).
   */
  resend(text: string): void
}

/**
 * A record's text field edited on a page that has no workspace document: a small Y.Doc of its
 * own holding the one Y.Text, kept in step with the owner's copy of the record's text by Yjs
 * updates (`text-shadows.ts`). The page binds its editor to `text` once `ready`.
 *
 * The owner's worker may end with its page (the last page of the origin). For each update it applies, it sends at once the
 * update of the workspace's document it made, then says when that is stored; should the page
 * hide or go away meanwhile, those updates go to the journal (as a page's own unstored writes
 * do: other tabs already have them, and the next start applies them as they are), and the whole
 * text as typed is kept aside as well when the owner had not applied everything yet. Both are
 * cleared once everything is stored.
 */
export class RemoteText {
  private readonly doc = new Y.Doc()
  readonly text = this.doc.getText('text')
  ready = false
  /** The record's text was replaced in the workspace: what is typed here is not kept. */
  gone = false
  readonly whenReady: Promise<void>
  private onGone: (() => void) | null = null
  private readonly channel: ReturnType<OwnerRequests['openText']>
  /** Updates sent and not stored yet. */
  private sent = 0
  /** For the first of those, in order: the workspace document's update each made, once applied. */
  private applied: (Uint8Array | null)[] = []
  private keptAside = false
  private closed = false
  /** Another owner took over (`moved`). */
  private movedAway = false

  constructor(
    owner: Pick<OwnerRequests, 'openText'>,
    collection: CollectionName,
    field: string,
    id: string,
    private readonly aside: TextAside,
  ) {
    let opened = () => {}
    this.whenReady = new Promise((resolve) => (opened = resolve))
    this.channel = owner.openText(collection, field, id, (answer) => {
      if ('moved' in answer) return this.moved()
      if ('gone' in answer) return this.replaced()
      if ('applied' in answer) return void this.applied.push(answer.applied)
      if ('stored' in answer) return this.stored()
      Y.applyUpdate(this.doc, 'opened' in answer ? answer.opened : answer.update, FROM_OWNER)
      if ('opened' in answer) {
        this.ready = true
        opened()
      }
    })
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_OWNER) return
      // Typed after another owner took over, before the editor is bound again (it is made
      // again from the record's row, which shows what is written): written whole too.
      if (this.movedAway) return this.aside.resend(this.text.toString())
      if (this.gone) return
      this.sent++
      this.channel.send(update)
    })
    if (onPage) {
      window.addEventListener('pagehide', this.leaving)
      document.addEventListener('visibilitychange', this.leaving)
    }
  }

  /** Calls `listener` when the record's text is replaced (at once if it was already). */
  whenGone(listener: () => void) {
    this.onGone = listener
    if (this.gone) queueMicrotask(listener)
  }

  /**
   * Another owner took over (the tab that owned went): this copy no longer follows a text
   * there. What was typed and not stored is written whole, as a command, and the editor binds
   * again (`whenGone`), to a copy of the new owner's text.
   */
  private moved() {
    if (this.sent && !this.gone) this.aside.resend(this.text.toString())
    // What is typed from now on is written whole as well, unless the text was replaced.
    this.movedAway = !this.gone
    this.sent = 0
    this.applied = []
    if (this.keptAside) this.keepAside()
    this.keptAside = false
    this.replaced()
    if (this.closed) this.stopListening()
  }

  private replaced() {
    this.gone = true
    this.onGone?.()
  }

  /** The page hides or goes away: what is not stored yet is kept aside, synchronously. */
  private leaving = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return
    if (!this.sent) return
    this.keptAside = true
    this.keepAside()
  }

  /** Keeps aside what is not stored now (clearing what is). */
  private keepAside() {
    const updates = this.applied.filter((update): update is Uint8Array => !!update)
    this.aside.updates(updates.length ? updates : null)
    // Typed into a text since replaced, it is not kept (the editor binds to the new one).
    const unapplied = this.sent > this.applied.length && !this.gone
    this.aside.text(unapplied ? this.text.toString() : null)
  }

  private stored() {
    this.sent = Math.max(0, this.sent - 1)
    this.applied.shift()
    if (this.keptAside) this.keepAside()
    if (this.sent) return
    this.keptAside = false
    if (this.closed) this.stopListening()
  }

  private stopListening() {
    this.channel.forget()
    if (!onPage) return
    window.removeEventListener('pagehide', this.leaving)
    document.removeEventListener('visibilitychange', this.leaving)
  }

  /** Closes it; what is typed and not stored yet is still kept aside should the page go. */
  close() {
    this.closed = true
    this.channel.close()
    this.doc.destroy()
    if (!this.sent) this.stopListening()
  }
}
