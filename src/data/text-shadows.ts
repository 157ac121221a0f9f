// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './doc/yjs-kit'
import * as Y from 'yjs'
import type { CollectionName } from './collections'
import { TYPING_ORIGIN } from './doc/origins'
import { textMap } from './doc/records-in-doc'

/**
 * The texts a page edits without the workspace's document (`remote-text.ts`), as the document's
 * owner keeps them (`document-host.ts`). For each, a small document of its own (the shadow)
 * holds one Y.Text that follows the record's text in the workspace's document, both ways, in the
 * same task: what the page types comes as Yjs updates of the shadow and goes into the record's
 * text as the same edit; what changes the record's text (another tab, the server) goes into the
 * shadow, and its update to the page. Both texts are in this thread, so an edit applied to one
 * lands at the same place in the other; the page's copy and the shadow merge as any two Yjs
 * documents do. So the page never decodes the workspace to edit a note.
 */

/** What the owner tells the page of a text it opened (`text`: which). */
export type TextAnswer = { text: number } & (
  | { opened: Uint8Array } // the text as it is when opened: the page's copy starts from it
  | { update: Uint8Array } // a change of the text made elsewhere (another tab, the server)
  | { gone: true } // the record's text was replaced (an import): what is typed is not kept
  | { applied: Uint8Array | null } // the next page update, applied: the document's update it made
  | { stored: true } // the next page update, stored
)

/** Where the shadow's changes come from: the page (applied to the record's text) or the record. */
const FROM_PAGE = Symbol('page')
const FROM_RECORD = Symbol('record')

interface Shadow {
  close(): void
  /** Applies the page's update; returns the update of the workspace's document it made. */
  fromPage(update: Uint8Array): Uint8Array | null
}

export class TextShadows {
  private shadows = new Map<number, Shadow>()

  constructor(
    private readonly doc: Y.Doc,
    private readonly post: (answer: TextAnswer) => void,
  ) {}

  /** Opens the shadow of a record's text field (creating the text if the record has none yet). */
  open(key: number, collection: CollectionName, field: string, id: string) {
    this.shadows.get(key)?.close()
    const texts = textMap(this.doc, collection, field)
    let text = texts.get(id)
    if (!text) {
      text = new Y.Text('')
      const created = text
      this.doc.transact(() => texts.set(id, created), TYPING_ORIGIN)
    }
    const record = text
    const shadow = new Y.Doc()
    const copy = shadow.getText('text')
    copy.insert(0, record.toString())
    this.post({ text: key, opened: Y.encodeStateAsUpdate(shadow) })

    // Set while the page's edit is written into the record's text.
    let typing = false
    // The record's text changed by anyone but the page: the same edit in the shadow, sent on.
    const onRecord = (event: Y.YTextEvent) => {
      if (!typing) shadow.transact(() => copy.applyDelta(event.delta), FROM_RECORD)
    }
    const onShadowUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_RECORD) this.post({ text: key, update })
    }
    // The page typed: the same edit in the record's text, stored as typing (undo skips it).
    const onCopy = (event: Y.YTextEvent, transaction: Y.Transaction) => {
      if (transaction.origin !== FROM_PAGE || texts.get(id) !== record) return
      typing = true
      try {
        this.doc.transact(() => record.applyDelta(event.delta), TYPING_ORIGIN)
      } finally {
        typing = false
      }
    }
    const onTexts = (event: Y.YMapEvent<Y.Text>) => {
      if (event.keysChanged.has(id) && texts.get(id) !== record) {
        this.post({ text: key, gone: true })
        this.shadows.get(key)?.close()
      }
    }
    record.observe(onRecord)
    shadow.on('update', onShadowUpdate)
    copy.observe(onCopy)
    texts.observe(onTexts)
    this.shadows.set(key, {
      close: () => {
        this.shadows.delete(key)
        record.unobserve(onRecord)
        texts.unobserve(onTexts)
        shadow.destroy()
      },
      // The page's update keeps both in step, as it is the shadow's observer that writes it on.
      fromPage: (update) => {
        const made: Uint8Array[] = []
        const keep = (update: Uint8Array) => made.push(update)
        this.doc.on('update', keep)
        try {
          Y.applyUpdate(shadow, update, FROM_PAGE)
        } finally {
          this.doc.off('update', keep)
        }
        return made.length ? Y.mergeUpdates(made) : null
      },
    })
  }

  /**
   * What the page typed into a text it opened: returns the update of the workspace's document
   * it made (null: none), which the page journals should it go before that is stored.
   */
  update(key: number, update: Uint8Array): Uint8Array | null {
    return this.shadows.get(key)?.fromPage(update) ?? null
  }

  close(key: number) {
    this.shadows.get(key)?.close()
  }

  closeAll() {
    for (const shadow of [...this.shadows.values()]) shadow.close()
  }
}
