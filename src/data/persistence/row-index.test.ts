// @vitest-environment happy-dom
// Two tabs in one process meet through BroadcastChannel (startTabSync), so this file runs alone.
import * as Y from 'yjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { OLD_NOTE } from '@/testing/old-records'
import { writeOldRecord } from '../doc/old-records'
import { todo } from '@/testing/transfer-records'
import type { RecordRow } from '../doc/record-rows'
import { textMap } from '../doc/records-in-doc'
import type { Workspace } from '../workspace'
import { RowIndex } from './row-index'
import { readAllRows } from './row-store-reads'
import {
  completeRows,
  expectRowsMatch,
  open,
  openTab,
  settle,
  storeAsPreviousBuild,
} from './test-rows'

let tabs: Workspace[] = []
afterEach(async () => {
  for (const tab of tabs) await tab.close()
  tabs = []
})

describe('the row store', () => {
  it('backfills a workspace stored by the previous build, migrating it, and shows every record', async () => {
    const old = new Y.Doc()
    old.getMap('meta').set('schemaVersion', 7)
    writeOldRecord(old, 'notes', OLD_NOTE)
    writeOldRecord(old, 'todos', {
      id: 'todo:old',
      listId: null,
      title: 'Water the plants',
      done: false,
      due: '2026-11-20',
      notes: '',
      order: 'a0',
      completedAt: null,
      createdAt: 1,
      updatedAt: 2,
    })
    await storeAsPreviousBuild(old)

    const tab = await openTab()
    tabs.push(tab)
    expect(tab.mode).toBe('ready')
    await expectRowsMatch(tabs)
    const db = await open()
    const rows = await readAllRows(db)
    db.close()
    expect(rows.find((row) => row.id === 'todo:old')?.r).toMatchObject({
      title: 'Water the plants',
      // Filled in by the migration that added todo details.
      priority: null,
      tags: [],
    })
    expect(rows.find((row) => row.id === 'note:old')?.r).toMatchObject({ body: 'text' })
  })

  it('a new workspace has complete rows at once, and its first records get theirs with them', async () => {
    const tab = await openTab()
    tabs.push(tab)
    // No rebuild waits: the document held nothing, so neither do the rows.
    expect(tab.persistence.rows!.isComplete).toBe(true)
    expect(tab.persistence.rows!.isStale).toBe(false)
    tab.repository('todos').create({ title: 'First' })
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('a rebuild left halfway (the tab closed) is done again on the next open', async () => {
    const first = await openTab()
    const lists = first.repository('todoLists')
    const list = lists.create({ title: 'Groceries' })
    first
      .repository('todos')
      .createMany(Array.from({ length: 300 }, (_, i) => ({ title: `Item ${i}`, listId: list.id })))
    await first.persistence.flush()
    // What the previous build leaves: no watermark, some rows.
    const db = await open()
    await new Promise<void>((resolve) => {
      const tx = db.transaction('custom', 'readwrite')
      tx.objectStore('custom').clear()
      tx.oncomplete = () => resolve()
    })
    db.close()
    await first.close()

    const second = await openTab()
    tabs.push(second)
    await expectRowsMatch(tabs)
  })
})

describe('two tabs', () => {
  it('a note deleted in one tab while the other, not told yet, types in it keeps no row, however the other goes on', async () => {
    // Imports of more than 5 records get their rows after them (`owed`).
    RowIndex.bulk = 5
    const bulk = (from: number) =>
      Array.from({ length: 12 }, (_, i) => todo(`todo:bulk-${from + i}`, { title: `Bulk ${i}` }))
    try {
      let first = await openTab()
      const second = await openTab()
      tabs.push(first, second)
      const note = first.repository('notes').create({ title: 'Doomed', body: 'Some text' })
      await settle()
      await completeRows(tabs)
      second.repository('notes').remove(note.id)
      // The first tab has not heard: its typing writes the note's row after the delete removed
      // it; the second hears the typing with an import, as one bulk change.
      first.addAll({ todos: bulk(0) })
      textMap(first.doc, 'notes', 'body').get(note.id)!.insert(0, 'More ')
      second.repository('notes').create({ title: 'Another' })
      // Closed before it hears of the delete, it forgets what it wrote; the second tab hears
      // nothing but bulk changes from it.
      await first.close()
      first = await openTab()
      tabs = [first, second]
      first.addAll({ todos: bulk(100) })
      await expectRowsMatch(tabs)
      const db = await open()
      expect((await readAllRows(db)).some((row) => row.id === note.id)).toBe(false)
      db.close()
    } finally {
      RowIndex.bulk = 1_000
    }
  })
})

describe('a row the store refuses', () => {
  it('never costs the update it goes with: the change is stored, the rows count as incomplete', async () => {
    const put = IDBObjectStore.prototype.put
    const refuse = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if (this.name === 'records' && (value as RecordRow).r?.title === 'Cannot be indexed')
        throw new DOMException('refused', 'DataCloneError')
      return put.call(this, value, key)
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const first = await openTab()
      const rows = first.persistence.rows!
      void rows.rebuild()
      await rows.whenComplete
      first.repository('todos').create({ title: 'Cannot be indexed' })
      await first.persistence.flush()
      expect(first.persistence.state).toBe('saved')
      expect(rows.isComplete).toBe(false)
      await first.close()

      const second = await openTab()
      tabs.push(second)
      expect(second.records('todos').map((todo) => todo.title)).toEqual(['Cannot be indexed'])
      // Its watermark was not stored: this open rebuilds.
      expect(second.persistence.rows!.isComplete).toBe(false)
    } finally {
      refuse.mockRestore()
      warn.mockRestore()
    }
    await expectRowsMatch(tabs)
  })
})
