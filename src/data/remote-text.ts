import * as Y from 'yjs'
import type { CollectionName } from './collections'
import type { DocCommands } from './doc-commands'

/** Origin of what the owner sends: not sent back. */
const FROM_OWNER = Symbol('owner')

const onPage = typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * A record's text field edited on a page that has no workspace document: a small Y.Doc of its
 * own holding the one Y.Text, kept in step with the owner's copy of the record's text by Yjs
 * updates (`text-shadows.ts`). The page binds its editor to `text` once `ready`.
 *
 * The owner's worker ends with its page: should the page hide or go away while some of what was
 * typed is not stored yet, the whole text is kept aside (`keepAside`, a journal the next start
 * applies), and cleared once the owner has stored everything.
 */
export class RemoteText {
  private readonly doc = new Y.Doc()
  readonly text = this.doc.getText('text')
  ready = false
  /** The record's text was replaced in the workspace: what is typed here is not kept. */
  gone = false
  readonly whenReady: Promise<void>
  private onGone: (() => void) | null = null
  private readonly channel: ReturnType<DocCommands['openText']>
  /** Updates sent and not stored yet. */
  private unstored = 0
  private keptAside = false
  private closed = false

  constructor(
    owner: DocCommands,
    collection: CollectionName,
    field: string,
    id: string,
    private readonly keepAside: (text: string | null) => void = () => {},
  ) {
    let opened = () => {}
    this.whenReady = new Promise((resolve) => (opened = resolve))
    this.channel = owner.openText(collection, field, id, (answer) => {
      if ('gone' in answer) return this.replaced()
      if ('stored' in answer) return this.stored()
      Y.applyUpdate(this.doc, 'opened' in answer ? answer.opened : answer.update, FROM_OWNER)
      if ('opened' in answer) {
        this.ready = true
        opened()
      }
    })
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_OWNER || this.gone) return
      this.unstored++
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

  private replaced() {
    this.gone = true
    this.unstored = 0
    this.settle()
    this.onGone?.()
  }

  /** The page hides or goes away: what is not stored yet is kept aside, synchronously. */
  private leaving = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return
    if (!this.unstored) return
    this.keptAside = true
    this.keepAside(this.text.toString())
  }

  private stored() {
    this.unstored = Math.max(0, this.unstored - 1)
    if (!this.unstored) this.settle()
  }

  /** Everything typed is stored (or can no longer be): nothing kept aside is needed. */
  private settle() {
    if (this.keptAside) {
      this.keptAside = false
      this.keepAside(null)
    }
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
    if (!this.unstored) this.stopListening()
  }
}
