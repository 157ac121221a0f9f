// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { bootFor, bootWithLog, listTitles, storeWorkspace } from '@/testing/rows-start'
import { encodeStored, textMap } from './doc/records-in-doc'
import { storeFromAnotherTab } from './persistence/test-rows'
import { bindText, keepTypedAside } from './text-binding'
import { hasCommands } from './persistence/command-journal'
import { settleRows } from '@/testing/test-workspace'
import { until } from '@/testing/until'
import { Workspace, workspaceDbName } from './workspace'

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** Opens a stored workspace from its rows, its document's owner in this thread. */
const openWithOwner = (id: string) =>
  Workspace.open(id, { documentPort: () => documentHostInThread() })

/**
 * Stores a note whose body is 'Before'; then a page started from rows keeps `typed` aside as its
 * body and goes away while its log is still read (its editor never bound).
 */
async function keptAside(id: string, typed: string) {
  const first = await Workspace.open(id)
  const note = first.repository('notes').create({ title: 'Kept', body: 'Before' })
  await settleRows(first)
  await first.close()
  bootWithLog(id, 'held')
  const workspace = await openWithOwner(id)
  keepTypedAside(workspace, 'notes', 'body', note.id, typed)
  await workspace.close()
  return note
}

const pause = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a start from rows with a document owner', () => {
  it('shows its rows without the log, and reads it only when the document is needed', async () => {
    const { list } = await storeWorkspace('later-1')
    bootWithLog('later-1', 'left')
    const workspace = await openWithOwner('later-1')
    expect(workspace.hasDoc).toBe(false)
    expect(listTitles(workspace)).toEqual(['Errands'])
    expect(workspace.persistence.heldBytes).toBe(0)
    // Another tab stores a todo after this one started.
    const other = new Y.Doc()
    other
      .getMap('todos')
      .set('todo:other', encodeStored({ title: 'From the other tab', listId: list.id }))
    await storeFromAnotherTab(workspaceDbName('later-1'), Y.encodeStateAsUpdate(other))

    // Code that needs the document at once is told to wait; its log is read now.
    expect(() => workspace.doc).toThrow('still reading')
    const doc = await workspace.loadDoc()
    expect(workspace.hasDoc).toBe(true)
    expect(workspace.doc).toBe(doc)
    const titles = workspace.records('todos').map((todo) => todo.title)
    expect(titles.sort()).toEqual(['Buy stamps', 'From the other tab', 'Post the letter'])
    await workspace.close()
  })

  it('decodes nothing until the log is read; what waits for it gets it then', async () => {
    await storeWorkspace('later-2')
    const release = bootWithLog('later-2', 'held')
    const workspace = await openWithOwner('later-2')
    expect(workspace.hasDoc).toBe(false)
    // A large collection's store asked for meanwhile is the one read from rows.
    const todos = workspace.store('todos')
    expect(todos).toBe(workspace.storeIfReady('todos'))
    let exported = false
    const loading = workspace.loadDoc().then(() => (exported = true))
    await pause()
    expect(workspace.hasDoc).toBe(false)
    expect(exported).toBe(false)

    release()
    await loading
    expect(workspace.hasDoc).toBe(true)
    // The same store now holds every record, from the document.
    expect(todos.isPartial).toBe(false)
    expect(todos.getAll()).toHaveLength(2)
    const note = workspace.repository('notes').create({ title: 'Typed', body: '' })
    const text = bindText(workspace, 'notes', 'body', note.id)
    expect(text.initialText).toBe('')
    text.destroy()
    await workspace.close()
  })

  it('replaces the workspace once its document is read (an import, a restored snapshot)', async () => {
    await storeWorkspace('later-3')
    bootWithLog('later-3', 'left')
    const workspace = await openWithOwner('later-3')
    await workspace.replaceAll({ todos: [] })
    expect(workspace.records('todos')).toEqual([])
    await workspace.persistence.flush()
    await workspace.close()
    const reopened = await Workspace.open('later-3')
    expect(reopened.records('todos')).toEqual([])
    expect(listTitles(reopened)).toEqual([])
    await reopened.close()
  })

  it('turns read-only, with nothing changed, when the log cannot be read', async () => {
    await storeWorkspace('later-4')
    bootWithLog('later-4', 'left')
    const workspace = await openWithOwner('later-4')
    const getAll = IDBObjectStore.prototype.getAll
    IDBObjectStore.prototype.getAll = function () {
      throw new DOMException('The disk is gone', 'UnknownError')
    }
    try {
      await expect(workspace.loadDoc()).rejects.toThrow('The disk is gone')
    } finally {
      IDBObjectStore.prototype.getAll = getAll
    }
    expect(workspace.mode).toBe('read-only')
    expect(workspace.hasDoc).toBe(false)
    expect(listTitles(workspace)).toEqual(['Errands'])
    await workspace.close()
  })

  it('keeps a note’s text typed before binding aside: the next start stores it', async () => {
    const note = await keptAside('later-5', 'Before, and typed')
    const name = workspaceDbName('later-5')
    expect(hasCommands(name)).toBe(true)

    bootFor('later-5')
    const next = await openWithOwner('later-5')
    for (let i = 0; i < 200 && hasCommands(name); i++) await pause(5)
    expect(hasCommands(name)).toBe(false)
    await next.close()
    const reopened = await Workspace.open('later-5')
    expect(reopened.store('notes').get(note.id)?.body).toBe('Before, and typed')
    await reopened.close()
  })

  it('applies a note’s text kept aside once: left behind again, it never undoes what was typed since', async () => {
    const note = await keptAside('later-6', 'Before, typed')
    const name = workspaceDbName('later-6')
    const kept = Object.entries(localStorage).filter(([key]) => key.startsWith('hearth:commands:'))
    expect(kept).toHaveLength(1)
    bootFor('later-6')
    const next = await openWithOwner('later-6')
    await until(() => !hasCommands(name), 'the text kept aside stored')
    await next.close()

    // Typed since, at the end of the note.
    const typing = await Workspace.open('later-6')
    const body = () => textMap(typing.doc, 'notes', 'body').get(note.id)!
    body().insert(body().length, ' and more')
    await typing.close()

    // The page that stored it went before it heard so: the next starts find it again, from
    // rows (sent to the owner) and decoding the document (applied to it).
    for (const fromRows of [true, false]) {
      for (const [key, value] of kept) localStorage.setItem(key, value)
      if (fromRows) bootFor('later-6')
      const again = fromRows ? await openWithOwner('later-6') : await Workspace.open('later-6')
      await until(() => !hasCommands(name), 'the text kept aside dropped')
      await again.close()
      const reopened = await Workspace.open('later-6')
      expect(reopened.store('notes').get(note.id)?.body).toBe('Before, typed and more')
      await reopened.close()
    }
  })
})
