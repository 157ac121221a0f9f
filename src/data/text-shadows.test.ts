import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import type { CollectionName } from './collections'
import type { OwnerRequests } from './owner-requests'
import { LOCAL_ORIGIN, recordsUndoManager } from './doc/origins'
import { textMap } from './doc/records-in-doc'
import { RemoteText } from './remote-text'
import { TextShadows, type TextAnswer } from './text-shadows'

/**
 * A page's copy of a note's text (`RemoteText`) and the owner's shadow of it (`TextShadows`),
 * talking through two queues of messages, delivered when the test says, as a worker's are.
 */
function pair(ownerDoc: Y.Doc, id = 'note-1') {
  const toOwner: (() => void)[] = []
  const toPage: (() => void)[] = []
  let listener: ((answer: TextAnswer) => void) | null = null
  const shadows = new TextShadows(ownerDoc, (answer) => {
    const copy = structuredClone(answer)
    toPage.push(() => listener?.(copy))
  })
  const owner = {
    openText(collection: CollectionName, field: string, textId: string, hear: typeof listener) {
      listener = hear
      toOwner.push(() => shadows.open(1, collection, field, textId))
      return {
        send: (update: Uint8Array) => {
          const copy = update.slice()
          toOwner.push(() => void shadows.update(1, copy))
        },
        close: () => toOwner.push(() => shadows.close(1)),
        forget: () => {},
      }
    },
  } as unknown as OwnerRequests
  const remote = new RemoteText(owner, 'notes', 'body', id, {
    updates: () => {},
    text: () => {},
    resend: () => {},
  })
  /** Delivers the next message one way (or both ways, everything, with no argument). */
  const deliver = (way?: 'owner' | 'page') => {
    if (way === 'owner') return toOwner.shift()?.()
    if (way === 'page') return toPage.shift()?.()
    while (toOwner.length || toPage.length) {
      toOwner.shift()?.()
      toPage.shift()?.()
    }
  }
  return { remote, deliver, shadows, pending: () => toOwner.length + toPage.length }
}

/** The owner's document with a note whose body is `text`. */
function ownerWith(text: string, id = 'note-1') {
  const doc = new Y.Doc()
  doc.transact(() => textMap(doc, 'notes', 'body').set(id, new Y.Text(text)), LOCAL_ORIGIN)
  return doc
}

const bodyOf = (doc: Y.Doc, id = 'note-1') => textMap(doc, 'notes', 'body').get(id)?.toString()

/** Another tab's (or device's) copy of the owner's document, and a way to exchange with it. */
function elsewhere(doc: Y.Doc) {
  const other = new Y.Doc()
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc))
  const exchange = () => {
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(doc)), 'remote')
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(other)), 'remote')
  }
  return { other, exchange }
}

describe('a note’s text edited on a page without the document', () => {
  it('starts from the text as the owner has it, and what the page types goes into the record', async () => {
    const doc = ownerWith('Shopping list')
    const undo = recordsUndoManager(doc)
    const { remote, deliver } = pair(doc)
    expect(remote.ready).toBe(false)
    deliver()
    await remote.whenReady
    expect(remote.text.toString()).toBe('Shopping list')
    remote.text.insert(13, ': milk')
    deliver()
    expect(bodyOf(doc)).toBe('Shopping list: milk')
    // Typing has its own undo history (the editor's): the workspace's undo skips it.
    expect(undo.undoStack).toHaveLength(0)
  })

  it('makes the text of a record that has none yet', () => {
    const doc = new Y.Doc()
    const { remote, deliver } = pair(doc, 'fresh')
    deliver()
    remote.text.insert(0, 'First words')
    deliver()
    expect(bodyOf(doc, 'fresh')).toBe('First words')
  })

  it('follows what changes the record’s text elsewhere, and merges it with what is typed meanwhile', () => {
    const doc = ownerWith('one three')
    const { other, exchange } = elsewhere(doc)
    const { remote, deliver } = pair(doc)
    deliver()
    // Typed on the page and in another tab at the same time, neither seeing the other.
    remote.text.insert(3, ' two')
    textMap(other, 'notes', 'body').get('note-1')!.insert(9, ' four')
    exchange()
    deliver()
    exchange()
    expect(bodyOf(doc)).toBe('one two three four')
    expect(remote.text.toString()).toBe('one two three four')
    expect(bodyOf(other)).toBe('one two three four')
  })

  it('ends the same everywhere after random edits on the page and elsewhere, delivered in any order', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let round = 0; round < 30; round++) {
      const doc = ownerWith('abc')
      const { other, exchange } = elsewhere(doc)
      const { remote, deliver, pending } = pair(doc)
      deliver()
      const edit = (text: Y.Text) => {
        if (text.length && random() < 0.3) {
          const at = Math.floor(random() * text.length)
          text.delete(at, Math.min(text.length - at, 1 + Math.floor(random() * 3)))
        } else
          text.insert(Math.floor(random() * (text.length + 1)), 'xyz'.slice(0, 1 + (round % 3)))
      }
      for (let step = 0; step < 40; step++) {
        const what = random()
        if (what < 0.3) edit(remote.text)
        else if (what < 0.5) edit(textMap(other, 'notes', 'body').get('note-1')!)
        else if (what < 0.7) exchange()
        else deliver(random() < 0.5 ? 'owner' : 'page')
      }
      while (pending()) deliver()
      exchange()
      deliver()
      expect(remote.text.toString(), `round ${round}`).toBe(bodyOf(doc))
      expect(bodyOf(other), `round ${round}`).toBe(bodyOf(doc))
    }
  })

  it('says when the record’s text is replaced (an import), and keeps nothing typed after that', () => {
    const doc = ownerWith('Before the import')
    const { remote, deliver } = pair(doc)
    deliver()
    let replaced = 0
    remote.whenGone(() => replaced++)
    doc.transact(() => textMap(doc, 'notes', 'body').set('note-1', new Y.Text('Imported')))
    deliver()
    expect(replaced).toBe(1)
    remote.text.insert(0, 'Lost ')
    deliver()
    expect(bodyOf(doc)).toBe('Imported')
  })

  it('stops following once closed', () => {
    const doc = ownerWith('Kept')
    const { remote, deliver, shadows } = pair(doc)
    deliver()
    remote.close()
    deliver()
    textMap(doc, 'notes', 'body').get('note-1')!.insert(4, ' as is')
    deliver()
    expect(bodyOf(doc)).toBe('Kept as is')
    shadows.closeAll()
  })
})
