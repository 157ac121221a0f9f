// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { bootWithLog } from '@/testing/rows-start'
import { settleRows } from '@/testing/test-workspace'
import { textMap } from './doc/records-in-doc'
import { RemoteText } from './remote-text'
import { prepareText } from './text-binding'
import { Workspace } from './workspace'
import type { HostPort } from './host-protocol'

/** Where a test's page keeps nothing aside. */
const NOWHERE = { updates: () => {}, text: () => {}, resend: () => {} }

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** A workspace stored with complete rows, holding one note. */
async function storeNote(id: string, body: string) {
  const workspace = await Workspace.open(id)
  const note = workspace.repository('notes').create({ title: 'Groceries', body })
  await settleRows(workspace)
  await workspace.close()
  return note.id
}

/** Opens it from its rows, its document's owner in this thread (as `port` makes it talk). */
async function openFromRows(id: string, port = (inner: HostPort): HostPort => inner) {
  bootWithLog(id, 'left')
  const workspace = await Workspace.open(id, {
    documentPort: () => port(documentHostInThread()),
  })
  expect(workspace.hasDoc).toBe(false)
  return workspace
}

/** Waits until `check` holds (the owner answers in tasks of its own). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check(), what).toBe(true)
}

describe('a note’s text on a page that started from rows', () => {
  it('binds to the owner’s copy of the text, and what is typed is stored, without decoding on the page', async () => {
    const noteId = await storeNote('text-1', 'Milk')
    const workspace = await openFromRows('text-1')
    const prepared = prepareText(workspace, 'notes', 'body', noteId)
    const waiting = prepared.waiting()
    expect(waiting).not.toBeNull()
    await waiting
    expect(prepared.waiting()).toBeNull()
    const binding = prepared.bind()
    expect(binding.initialText).toBe('Milk')
    binding.destroy()

    // Typed through the owner's copy (as the bound editor types).
    const owner = workspace.commands.sink()!.requests
    const text = new RemoteText(owner, 'notes', 'body', noteId, NOWHERE)
    await text.whenReady
    let stored = ''
    workspace.persistence.rowFeed.subscribe((change) => {
      if ('reset' in change) return
      const row = change.put.find((put) => put.c === 'notes' && put.id === noteId)
      if (row) stored = String(row.r.body)
    })
    text.text.insert(4, ', eggs')
    // The note's row follows, as the owner stores the edit.
    await until(() => stored === 'Milk, eggs', 'the note’s row as stored')
    expect(workspace.hasDoc).toBe(false)
    text.close()
    await workspace.close()

    const reopened = await Workspace.open('text-1')
    expect(textMap(reopened.doc, 'notes', 'body').get(noteId)?.toString()).toBe('Milk, eggs')
    await reopened.close()
  })

  it('keeps what is typed and not stored yet aside as the page goes, and clears it once stored', async () => {
    const noteId = await storeNote('text-3', 'Tea')
    let holding = true
    const held: (() => void)[] = []
    const applied: unknown[] = []
    // The owner in this thread, its 'stored' answers held back while `holding`.
    const workspace = await openFromRows('text-3', (port) => {
      let listener: HostPort['onmessage'] = null
      return {
        postMessage: (message) => port.postMessage(message),
        terminate: () => port.terminate(),
        get onmessage() {
          return listener
        },
        set onmessage(hear) {
          listener = hear
          port.onmessage = (event) => {
            const data = event.data as Record<string, unknown>
            if ('applied' in data) applied.push(data.applied)
            if (holding && 'stored' in data && 'text' in data) held.push(() => hear?.(event))
            else hear?.(event)
          }
        },
      }
    })
    const owner = workspace.commands.sink()!.requests
    const kept: { updates: Uint8Array[] | null; text: string | null }[] = []
    const text = new RemoteText(owner, 'notes', 'body', noteId, {
      updates: (updates) => kept.push({ updates, text: null }),
      text: (typed) => kept.push({ updates: null, text: typed }),
      resend: () => {},
    })
    await text.whenReady

    // The page goes before the owner has applied what was typed: the whole text is kept aside.
    text.text.insert(3, ', honey')
    window.dispatchEvent(new Event('pagehide'))
    expect(kept).toEqual([
      { updates: null, text: null },
      { updates: null, text: 'Tea, honey' },
    ])

    // Applied, not stored yet: the document's update goes to the journal, the text no more.
    await until(() => applied.length === 1, 'applied')
    kept.length = 0
    window.dispatchEvent(new Event('pagehide'))
    expect(kept).toHaveLength(2)
    expect(kept[0]!.updates).toHaveLength(1)
    expect(Y.decodeUpdate(kept[0]!.updates![0]!).structs.length).toBeGreaterThan(0)
    expect(kept[1]).toEqual({ updates: null, text: null })

    // Stored: both are cleared, and nothing is kept aside any more.
    await until(() => held.length === 1, 'stored')
    kept.length = 0
    holding = false
    for (const answer of held.splice(0)) answer()
    expect(kept).toEqual([
      { updates: null, text: null },
      { updates: null, text: null },
    ])
    kept.length = 0
    window.dispatchEvent(new Event('pagehide'))
    expect(kept).toEqual([])
    text.close()
    await workspace.close()
  })

  it('binds to the document’s text on a page that has decoded it', async () => {
    const noteId = await storeNote('text-2', 'Bread')
    const workspace = await Workspace.open('text-2')
    const prepared = prepareText(workspace, 'notes', 'body', noteId)
    expect(prepared.waiting()).toBeNull()
    const binding = prepared.bind()
    expect(binding.initialText).toBe('Bread')
    binding.destroy()
    await workspace.close()
  })
})
