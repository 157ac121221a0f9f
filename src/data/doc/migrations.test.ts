import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { bookmarkSchema } from '../records/bookmark'
import { bookmarkFolderSchema } from '../records/bookmark-folder'
import { savedColorSchema } from '../records/saved-color'
import { todoSchema } from '../records/todo'
import { widgetSchema } from '../records/widget'
import { WORKSPACE_SETTINGS_ID, workspaceSettingsSchema } from '../records/workspace-settings'
import { addDefaultWidgets, DEFAULT_WIDGETS, defaultWidgetId } from './default-widgets'
import { ensureDefaultRecords } from './defaults'
import { migrate, MIGRATIONS, readSchemaVersion, SCHEMA_VERSION } from './migrations'
import { collectionMap, decodeStored, readStored, writeRecord } from './records-in-doc'
import { writeOldRecord } from './old-records'
import { OLD_NOTE } from '@/testing/old-records'

/** A document as written before versioning: records but no meta and no settings. */
function unversionedFixture() {
  const doc = new Y.Doc()
  writeOldRecord(doc, 'notes', OLD_NOTE)
  return doc
}

describe('migrations', () => {
  it('are numbered 1, 2, 3… with unique names', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length)
  })

  it('1 adopt-unversioned-documents: adds the version, keeps everything else', () => {
    const doc = unversionedFixture()
    expect(migrate(doc)).toEqual({ status: 'migrated', from: 0, to: SCHEMA_VERSION })
    expect(readSchemaVersion(doc)).toBe(SCHEMA_VERSION)
    expect(readStored(doc, 'notes', 'note:old')).toMatchObject({ legacyField: 42, body: 'text' })
  })

  it('leave seeding to ensureDefaultRecords, which adds the settings record once', () => {
    const doc = unversionedFixture()
    migrate(doc)
    expect(collectionMap(doc, 'settings').has(WORKSPACE_SETTINGS_ID)).toBe(false)
    ensureDefaultRecords(doc)
    const settings = readStored(doc, 'settings', WORKSPACE_SETTINGS_ID)
    expect(settings).toMatchObject({ id: WORKSPACE_SETTINGS_ID, defaultTodoListId: null })
    let transactions = 0
    doc.on('afterTransaction', () => transactions++)
    ensureDefaultRecords(doc)
    expect(transactions).toBe(0)
    expect(readStored(doc, 'settings', WORKSPACE_SETTINGS_ID)).toEqual(settings)
  })

  it('run once, in one transaction', () => {
    const doc = unversionedFixture()
    let transactions = 0
    doc.on('afterTransaction', () => transactions++)
    migrate(doc)
    expect(transactions).toBe(1)
    expect(migrate(doc).status).toBe('current')
    expect(transactions).toBe(1)
  })

  it('2 todo-details: gives every todo of a v1 document the new fields, keeping the rest', () => {
    // A document as schema 1 wrote it: a todo of the first shape, with a field this build does
    // not know, and one another tab already brought up to date.
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 1)
    const v1Todo = {
      id: 'todo:old',
      listId: 'list:a',
      title: 'Water the plants',
      done: false,
      due: '2026-11-20',
      notes: 'the *big* ones',
      order: 'a0',
      completedAt: null,
      createdAt: 1,
      updatedAt: 2,
      legacyField: 'kept',
    }
    writeOldRecord(doc, 'todos', v1Todo)
    writeOldRecord(doc, 'todos', { ...v1Todo, id: 'todo:new', tags: ['home'], priority: 1 })
    expect(migrate(doc)).toEqual({ status: 'migrated', from: 1, to: SCHEMA_VERSION })
    expect(readStored(doc, 'todos', 'todo:old')).toEqual({
      ...v1Todo,
      dueTime: null,
      priority: null,
      tags: [],
      subtasks: [],
      repeat: null,
      reminder: null,
      reminderFired: false,
    })
    expect(readStored(doc, 'todos', 'todo:new')).toMatchObject({ tags: ['home'], priority: 1 })
    expect(z.safeParse(todoSchema, readStored(doc, 'todos', 'todo:old')).success).toBe(true)
  })

  it('3 bookmark-details: gives bookmarks and folders of a v2 document the new fields', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 2)
    const v2Folder = {
      id: 'folder:a',
      title: 'Work',
      parentId: null,
      order: 'a0',
      createdAt: 1,
      updatedAt: 1,
    }
    const v2Bookmark = {
      id: 'bookmark:a',
      folderId: 'folder:a',
      title: 'Hearth',
      url: 'https://example.com/',
      description: 'start page',
      tags: ['home'],
      order: 'a0',
      createdAt: 1,
      updatedAt: 2,
      legacyField: 'kept',
    }
    writeOldRecord(doc, 'bookmarkFolders', v2Folder)
    writeOldRecord(doc, 'bookmarks', v2Bookmark)
    writeOldRecord(doc, 'bookmarks', { ...v2Bookmark, id: 'bookmark:b', favourite: true })
    expect(migrate(doc)).toEqual({ status: 'migrated', from: 2, to: SCHEMA_VERSION })
    expect(readStored(doc, 'bookmarks', 'bookmark:a')).toEqual({
      ...v2Bookmark,
      favourite: false,
      icon: null,
      iconUri: null,
      keyword: '',
      isPrivate: false,
      toRead: false,
      // From schema 10 (`bookmark-notes`).
      note: '',
    })
    expect(readStored(doc, 'bookmarks', 'bookmark:b')).toMatchObject({ favourite: true })
    expect(readStored(doc, 'bookmarkFolders', 'folder:a')).toEqual({
      ...v2Folder,
      description: '',
      role: null,
    })
    expect(z.safeParse(bookmarkSchema, readStored(doc, 'bookmarks', 'bookmark:a')).success).toBe(
      true,
    )
    expect(
      z.safeParse(bookmarkFolderSchema, readStored(doc, 'bookmarkFolders', 'folder:a')).success,
    ).toBe(true)
  })

  it('4 widget-layouts: gives widgets a layout and a hidden flag, and settings pinned links', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 3)
    const v3Widget = {
      id: 'widget:a',
      kind: 'clock',
      order: 'a0',
      config: { seconds: true },
      createdAt: 1,
      updatedAt: 1,
    }
    const v3Settings = {
      id: 'settings:workspace',
      defaultTodoListId: 'list:a',
      createdAt: 1,
      updatedAt: 1,
    }
    writeOldRecord(doc, 'widgets', v3Widget)
    writeOldRecord(doc, 'widgets', { ...v3Widget, id: 'widget:b', hidden: true })
    writeOldRecord(doc, 'settings', v3Settings)
    expect(migrate(doc)).toEqual({ status: 'migrated', from: 3, to: SCHEMA_VERSION })
    expect(readStored(doc, 'widgets', 'widget:a')).toEqual({
      ...v3Widget,
      layouts: {},
      hidden: false,
    })
    expect(readStored(doc, 'widgets', 'widget:b')).toMatchObject({ hidden: true })
    expect(readStored(doc, 'settings', 'settings:workspace')).toEqual({
      ...v3Settings,
      pinnedLinks: [],
    })
    expect(z.safeParse(widgetSchema, readStored(doc, 'widgets', 'widget:a')).success).toBe(true)
    expect(
      z.safeParse(workspaceSettingsSchema, readStored(doc, 'settings', 'settings:workspace'))
        .success,
    ).toBe(true)
  })

  it('5 overview-default-layout: lays out the default Overview in a v4 document without widgets', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 4)
    writeOldRecord(doc, 'settings', {
      id: WORKSPACE_SETTINGS_ID,
      defaultTodoListId: null,
      pinnedLinks: [],
      createdAt: 1,
      updatedAt: 1,
    })
    expect(migrate(doc)).toEqual({ status: 'migrated', from: 4, to: SCHEMA_VERSION })
    const widgets = [...collectionMap(doc, 'widgets').values()].map((w) => decodeStored(w)!)
    expect(widgets.map((w) => w.kind).sort()).toEqual(
      ['bookmarks', 'calendar', 'clock', 'notes', 'search', 'todos'].sort(),
    )
    for (const widget of widgets) {
      expect(z.safeParse(widgetSchema, widget).success).toBe(true)
      expect(widget.id).toBe(defaultWidgetId(String(widget.kind)))
    }
    // Two tabs that migrate the same document at once write the same records.
    const other = new Y.Doc()
    other.getMap('meta').set('schemaVersion', 4)
    migrate(other)
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other))
    expect(collectionMap(doc, 'widgets').size).toBe(DEFAULT_WIDGETS.length)
  })

  it('5 overview-default-layout: keeps the widgets of a v4 document that has some', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 4)
    const mine = {
      id: 'widget:mine',
      kind: 'clock',
      order: 'a0',
      config: {},
      layouts: { lg: { x: 2, y: 0, w: 3, h: 2 } },
      hidden: false,
      createdAt: 1,
      updatedAt: 1,
    }
    writeOldRecord(doc, 'widgets', mine)
    migrate(doc)
    expect([...collectionMap(doc, 'widgets').keys()]).toEqual(['widget:mine'])
    expect(readStored(doc, 'widgets', 'widget:mine')).toEqual(mine)
  })

  it('6 saved-colours: opens a v5 document, adds an empty colours collection, keeps the rest', () => {
    // A v5 document as stored (its bytes), with a note and the default Overview.
    const old = new Y.Doc()
    old.getMap('meta').set('schemaVersion', 5)
    addDefaultWidgets(old)
    writeOldRecord(old, 'notes', OLD_NOTE)
    const doc = new Y.Doc()
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(old))
    expect(doc.share.has('colors')).toBe(false)

    expect(migrate(doc)).toEqual({ status: 'migrated', from: 5, to: SCHEMA_VERSION })
    expect(doc.share.has('colors')).toBe(true)
    expect(collectionMap(doc, 'colors').size).toBe(0)
    expect(readStored(doc, 'notes', 'note:old')).toMatchObject({ title: 'Old', legacyField: 42 })
    expect(collectionMap(doc, 'widgets').size).toBe(DEFAULT_WIDGETS.length)
    const saved = {
      id: 'color:1',
      name: 'Sky',
      value: '#38bdf8',
      order: 'a0',
      createdAt: 1,
      updatedAt: 1,
    }
    writeRecord(doc, 'colors', saved)
    expect(savedColorSchema.parse(readStored(doc, 'colors', 'color:1'))).toEqual(saved)
  })

  it('give a new or reset workspace the default Overview with its settings', () => {
    const doc = new Y.Doc()
    migrate(doc)
    collectionMap(doc, 'widgets').clear()
    // 'Reset workspace' empties the collections, the version stays.
    ensureDefaultRecords(doc)
    expect(collectionMap(doc, 'widgets').size).toBe(DEFAULT_WIDGETS.length)
  })

  it('leave a document from a newer version untouched', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', SCHEMA_VERSION + 1)
    const before = Y.encodeStateAsUpdate(doc)
    expect(migrate(doc).status).toBe('newer')
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before)
  })
})
