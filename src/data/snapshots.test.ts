import * as Y from 'yjs'
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { addDefaultWidgets } from './doc/default-widgets'
import { writeRecords } from './transfer'
import { listSnapshots, snapshotRecords, SNAPSHOTS_KEPT, takeDailySnapshot } from './snapshots'

function docWithNotes(n: number) {
  const doc = new Y.Doc()
  writeRecords(doc, {
    todoLists: [],
    todos: [],
    bookmarkFolders: [],
    bookmarks: [],
    widgets: [],
    colors: [],
    settings: [],
    notes: Array.from({ length: n }, (_, i) => ({
      id: `note:${i}`,
      title: `N${i}`,
      body: '',
      tags: [],
      pinned: false,
      trashedAt: null,
      createdAt: 1,
      updatedAt: 1,
    })),
  })
  return doc
}

it('takes one snapshot a day, skips empty workspaces and keeps the newest seven', async () => {
  expect(await takeDailySnapshot('w', new Y.Doc(), new Date(2026, 0, 1))).toBeNull()
  for (let day = 1; day <= 10; day++) {
    const taken = await takeDailySnapshot('w', docWithNotes(day), new Date(2026, 0, day, 9))
    expect(taken?.counts.notes).toBe(day)
    expect(await takeDailySnapshot('w', docWithNotes(99), new Date(2026, 0, day, 18))).toBeNull()
  }
  const list = await listSnapshots('w')
  expect(list).toHaveLength(SNAPSHOTS_KEPT)
  expect(list.map((s) => s.day)).toEqual([
    '2026-01-10',
    '2026-01-09',
    '2026-01-08',
    '2026-01-07',
    '2026-01-06',
    '2026-01-05',
    '2026-01-04',
  ])
  expect(await listSnapshots('other')).toEqual([])
})

it('gives back the records a snapshot holds', async () => {
  const taken = await takeDailySnapshot('w', docWithNotes(3), new Date(2026, 5, 1))
  const records = await snapshotRecords(taken!.key)
  expect(records.notes.map((n) => n.title).sort()).toEqual(['N0', 'N1', 'N2'])
})

it('takes none of a new workspace that holds only its default Overview, and one once a widget is the user’s own', async () => {
  const doc = new Y.Doc()
  addDefaultWidgets(doc)
  expect(doc.getMap('widgets').size).toBeGreaterThan(0)
  expect(await takeDailySnapshot('fresh', doc, new Date(2026, 2, 1))).toBeNull()
  doc.getMap('widgets').set('widget:mine', { id: 'widget:mine', kind: 'timer' })
  expect((await takeDailySnapshot('fresh', doc, new Date(2026, 2, 1)))?.counts.widgets).toBe(
    doc.getMap('widgets').size,
  )
})
