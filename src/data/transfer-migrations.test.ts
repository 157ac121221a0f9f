import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { emptyRecords, note } from '@/testing/transfer-records'
import { SCHEMA_VERSION } from './doc/migrations'
import { isTrashed } from './records/base'
import { exportWorkspace, parseImport, writeRecords } from './transfer'

/** Export files written by older builds come up to date through the document migrations. */
describe('importing an export from an older Hearth', () => {
  it('brings records from an older data version through the document migrations', () => {
    // An export from the first data version (schema 1), with a field Hearth does not know.
    const old = {
      ...exportWorkspace(new Y.Doc(), { id: 'w', name: 'Old' }, '0.0.1'),
      schemaVersion: 1,
      collections: { notes: [{ ...note('note:a'), legacy: true }], bookmarks: [] },
    }
    const result = parseImport(JSON.stringify(old))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.notes).toEqual([{ ...note('note:a'), legacy: true }])
    expect(records.todos).toEqual([])
    const doc = new Y.Doc()
    writeRecords(doc, records)
    expect(doc.getMap('meta').get('schemaVersion')).toBe(SCHEMA_VERSION)
  })

  it('imports a v1 workspace export (before todo details) through the todo-details migration', () => {
    // Exactly what Hearth 0.1 wrote (schema 1): todos had no time, tags, repeat or reminder.
    const v1 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 1,
      appVersion: '0.1.0',
      exportedAt: '2026-11-01T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [
          { id: 'list:1', title: 'Home', order: 'a0', color: null, createdAt: 1, updatedAt: 1 },
        ],
        todos: [
          {
            id: 'todo:1',
            listId: 'list:1',
            title: 'Call mum',
            done: true,
            due: '2026-10-31',
            notes: '',
            order: 'a0',
            completedAt: 5,
            createdAt: 1,
            updatedAt: 5,
          },
        ],
        notes: [],
        bookmarkFolders: [],
        bookmarks: [],
        widgets: [],
        settings: [
          { id: 'settings:workspace', defaultTodoListId: 'list:1', createdAt: 1, updatedAt: 1 },
        ],
      },
    }
    const result = parseImport(JSON.stringify(v1))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.todos).toEqual([
      {
        ...v1.collections.todos[0],
        dueTime: null,
        priority: null,
        tags: [],
        subtasks: [],
        repeat: null,
        reminder: null,
        reminderFired: false,
      },
    ])
    expect(records.todoLists).toEqual(v1.collections.todoLists)
  })

  it('imports a v2 export (before bookmark details) through the bookmark-details migration', () => {
    // What Hearth 0.2 wrote (schema 2): bookmarks had no favourite, icon or browser fields.
    const v2 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 2,
      appVersion: '0.2.0',
      exportedAt: '2026-11-20T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [],
        todos: [],
        notes: [],
        bookmarkFolders: [
          {
            id: 'folder:1',
            title: 'Reading',
            parentId: null,
            order: 'a0',
            createdAt: 1,
            updatedAt: 1,
          },
        ],
        bookmarks: [
          {
            id: 'bookmark:1',
            folderId: 'folder:1',
            title: 'MDN',
            url: 'https://developer.mozilla.org/',
            description: '',
            tags: ['docs'],
            order: 'a0',
            createdAt: 1,
            updatedAt: 1,
          },
        ],
        widgets: [],
        settings: [
          { id: 'settings:workspace', defaultTodoListId: null, createdAt: 1, updatedAt: 1 },
        ],
      },
    }
    const result = parseImport(JSON.stringify(v2))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.bookmarks).toEqual([
      {
        ...v2.collections.bookmarks[0],
        favourite: false,
        icon: null,
        iconUri: null,
        keyword: '',
        isPrivate: false,
        toRead: false,
        // From schema 10 (`bookmark-notes`).
        note: '',
      },
    ])
    expect(records.bookmarkFolders).toEqual([
      { ...v2.collections.bookmarkFolders[0], description: '', role: null },
    ])
  })
  it('imports a v3 export (before widget layouts) through the widget-layouts migration', () => {
    // What Hearth wrote at schema 3: widgets had no layouts or hidden flag, and the workspace's
    // settings no pinned links.
    const v3 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 3,
      appVersion: '0.3.0',
      exportedAt: '2026-11-22T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [],
        todos: [],
        notes: [],
        bookmarkFolders: [],
        bookmarks: [],
        widgets: [
          {
            id: 'widget:1',
            kind: 'clock',
            order: 'a0',
            config: { analog: true },
            createdAt: 1,
            updatedAt: 1,
          },
        ],
        settings: [
          { id: 'settings:workspace', defaultTodoListId: null, createdAt: 1, updatedAt: 1 },
        ],
      },
    }
    const result = parseImport(JSON.stringify(v3))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.widgets).toEqual([{ ...v3.collections.widgets[0], layouts: {}, hidden: false }])
    expect(records.settings).toEqual([{ ...v3.collections.settings[0], pinnedLinks: [] }])
  })

  it('imports a v5 export (before saved colours) with an empty colour palette', () => {
    // What Hearth wrote at schema 5: no colours collection.
    const v5 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 5,
      appVersion: '0.5.0',
      exportedAt: '2026-11-23T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [],
        todos: [],
        notes: [note('note:a')],
        bookmarkFolders: [],
        bookmarks: [],
        widgets: [],
        settings: [
          {
            id: 'settings:workspace',
            defaultTodoListId: null,
            pinnedLinks: [],
            createdAt: 1,
            updatedAt: 1,
          },
        ],
      },
    }
    const result = parseImport(JSON.stringify(v5))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.colors).toEqual([])
    expect(records.notes).toEqual([note('note:a')])
    const doc = new Y.Doc()
    writeRecords(doc, records)
    expect(doc.getMap('meta').get('schemaVersion')).toBe(SCHEMA_VERSION)
  })

  it('imports a v8 export (a note in the Trash, the one kind that could be) with the Trash as it was', () => {
    const list = {
      id: 'list:a',
      title: 'Errands',
      order: 'a0',
      color: null,
      createdAt: 1,
      updatedAt: 1,
    }
    const v8 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 8,
      appVersion: '0.9.0',
      exportedAt: '2026-11-29T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [list],
        todos: [],
        notes: [note('note:a'), { ...note('note:b'), trashedAt: 5 }],
        bookmarkFolders: [],
        bookmarks: [],
        widgets: [],
        colors: [],
        settings: [],
      },
    }
    const result = parseImport(JSON.stringify(v8))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.todoLists).toEqual([list])
    expect(records.notes.map((n) => [n.id, isTrashed(n)])).toEqual([
      ['note:a', false],
      ['note:b', true],
    ])
    const doc = new Y.Doc()
    writeRecords(doc, records)
    expect(doc.getMap('meta').get('schemaVersion')).toBe(SCHEMA_VERSION)
    // What is in the Trash is exported so marked, and comes back so.
    const again = exportWorkspace(doc, { id: 'w', name: 'Again' }, '1.0.0')
    expect(again.collections.notes.find((n) => n.id === 'note:b')).toMatchObject({ trashedAt: 5 })
  })
})
