import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { emptyRecords } from '@/testing/transfer-records'
import { SCHEMA_VERSION } from './doc/migrations'
import { patchRecord } from './doc/records-in-doc'
import { exportWorkspace, parseImport, writeRecords } from './transfer'

// An export from before bookmark notes (schema 10) imported, and exported again.

describe('importing an export from before bookmark notes', () => {
  it('imports a v9 export (before bookmark notes) with an empty note on each bookmark, kept by the next export', () => {
    const v9Bookmark = {
      id: 'bookmark:a',
      folderId: null,
      title: 'MDN',
      url: 'https://developer.mozilla.org/',
      description: 'Docs',
      tags: ['web'],
      order: 'a0',
      favourite: false,
      icon: null,
      iconUri: null,
      keyword: '',
      isPrivate: false,
      toRead: true,
      createdAt: 1,
      updatedAt: 1,
    }
    const v9 = {
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion: 9,
      appVersion: '0.10.0',
      exportedAt: '2026-12-01T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: {
        todoLists: [],
        todos: [],
        notes: [],
        bookmarkFolders: [],
        bookmarks: [v9Bookmark, { ...v9Bookmark, id: 'bookmark:b', trashedAt: 5 }],
        widgets: [],
        colors: [],
        settings: [],
      },
    }
    const result = parseImport(JSON.stringify(v9))
    expect(result.ok).toBe(true)
    const records = result.ok ? result.workspaces[0]!.records : emptyRecords()
    expect(records.bookmarks).toEqual([
      { ...v9Bookmark, note: '' },
      { ...v9Bookmark, id: 'bookmark:b', trashedAt: 5, note: '' },
    ])
    const doc = new Y.Doc()
    writeRecords(doc, records)
    expect(doc.getMap('meta').get('schemaVersion')).toBe(SCHEMA_VERSION)
    // A note written since goes out with the next export, and comes back.
    patchRecord(doc, 'bookmarks', 'bookmark:a', { note: '**Read** the CSS guide' })
    const again = exportWorkspace(doc, { id: 'w', name: 'Again' }, '1.0.0')
    expect(again.schemaVersion).toBe(SCHEMA_VERSION)
    const back = parseImport(JSON.stringify(again))
    expect(back.ok && back.workspaces[0]!.records.bookmarks[0]).toMatchObject({
      id: 'bookmark:a',
      note: '**Read** the CSS guide',
    })
  })
})
