import fc from 'fast-check'
import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { emptyRecords, note } from '@/testing/transfer-records'
import { COLLECTIONS } from './collections'
import {
  docRecords,
  exportBackup,
  exportWorkspace,
  parseImport,
  writeRecords,
  type WorkspaceRecords,
} from './transfer'

import { arbitraryRecords } from './transfer-arbitrary'
import { todoType } from './records/todo'

const byId = (records: WorkspaceRecords) =>
  Object.fromEntries(
    COLLECTIONS.filter((c) => c !== 'settings').map((c) => [
      c,
      [...records[c]].sort((a, b) => String(a.id).localeCompare(String(b.id))),
    ]),
  )

describe('export and import', () => {
  it('export → import yields an identical workspace', () => {
    fc.assert(
      fc.property(arbitraryRecords, (records) => {
        const source = new Y.Doc()
        writeRecords(source, records)
        const file = JSON.stringify(exportWorkspace(source, { id: 'w', name: 'Mine' }, '0.1.0'))
        const result = parseImport(file)
        expect(result.ok).toBe(true)
        if (!result.ok) return
        const target = new Y.Doc()
        writeRecords(target, result.workspaces[0]!.records)
        const again = JSON.parse(
          JSON.stringify(exportWorkspace(target, { id: 'w', name: 'Mine' }, '0.1.0')),
        )
        expect(byId(again.collections)).toEqual(byId(JSON.parse(file).collections))
        expect(result.workspaces[0]!.name).toBe('Mine')
      }),
      { numRuns: 60 },
    )
  })

  it('keeps links between items by id, as written', () => {
    const links =
      '[Weekly review](hearth:note:a), [Milk](hearth:todo:b) and [Old](hearth:list:gone)'
    const source = new Y.Doc()
    writeRecords(source, {
      ...emptyRecords(),
      notes: [{ ...note('note:a'), body: `See [Milk \\[2\\]](hearth:todo:b).` }],
      todos: [todoType.create({ id: 'todo:b', now: 1, title: 'Milk', notes: links })],
      bookmarks: [{ ...bookmark('bookmark:c'), note: '[Weekly review](hearth:note:a)' }],
    })
    const result = parseImport(JSON.stringify(exportWorkspace(source, { id: 'w', name: 'x' }, 'x')))
    if (!result.ok) throw new Error(result.error)
    const target = new Y.Doc()
    writeRecords(target, result.workspaces[0]!.records)
    const { notes, todos, bookmarks } = docRecords(target)
    expect(notes.map((n) => n.body)).toEqual(['See [Milk \\[2\\]](hearth:todo:b).'])
    expect(todos.map((t) => t.notes)).toEqual([links])
    expect(bookmarks.map((b) => (b as Record<string, unknown>).note)).toEqual([
      '[Weekly review](hearth:note:a)',
    ])
  })

  it('reads a backup of several workspaces', () => {
    const one = new Y.Doc()
    writeRecords(one, { ...emptyRecords(), notes: [note('note:a')] })
    const backup = exportBackup(
      [
        exportWorkspace(one, { id: '1', name: 'One' }, 'x'),
        exportWorkspace(new Y.Doc(), { id: '2', name: 'Two' }, 'x'),
      ],
      'x',
    )
    const result = parseImport(JSON.stringify(backup))
    expect(result.ok && result.workspaces.map((w) => w.name)).toEqual(['One', 'Two'])
  })

  it('refuses hundreds of malformed files, each with a message, and never throws', () => {
    const doc = new Y.Doc()
    writeRecords(doc, {
      ...emptyRecords(),
      notes: [note('note:a'), note('note:b')],
      bookmarks: [bookmark('bookmark:a')],
    })
    const valid = exportWorkspace(doc, { id: 'w', name: 'Valid' }, '0.1.0')
    const validText = JSON.stringify(valid)
    const corruptions: fc.Arbitrary<string>[] = [
      // Truncated anywhere.
      fc.integer({ min: 0, max: validText.length - 1 }).map((cut) => validText.slice(0, cut)),
      // Any JSON value that is not an export.
      fc
        .jsonValue()
        .map((value) => JSON.stringify(value))
        .filter((s) => !s.includes('hearth.')),
      // A required header field replaced by something else.
      fc
        .tuple(
          fc.constantFrom('format', 'formatVersion', 'schemaVersion'),
          fc.oneof(fc.constant(null), fc.string(), fc.integer({ min: 2 })),
        )
        .map(([field, value]) =>
          JSON.stringify({
            ...valid,
            [field]: field === 'schemaVersion' && typeof value === 'number' ? value + 100 : value,
          }),
        ),
      // A record field of the wrong type.
      fc
        .tuple(
          fc.constantFrom('notes', 'bookmarks'),
          fc.constantFrom('id', 'createdAt', 'title', 'tags', 'pinned', 'url', 'order'),
          fc.oneof(fc.constant(null), fc.object({ maxDepth: 1 }), fc.constant(-1)),
        )
        .map(([collection, field, value]) => {
          const copy = structuredClone(valid) as unknown as {
            collections: Record<string, Record<string, unknown>[]>
          }
          copy.collections[collection]![0]![field] = value
          return JSON.stringify(copy)
        }),
      // A collection that is not a list.
      fc.constantFrom(...COLLECTIONS).map((collection) =>
        JSON.stringify({
          ...valid,
          collections: { ...valid.collections, [collection]: { not: 'a list' } },
        }),
      ),
    ]
    let refused = 0
    fc.assert(
      fc.property(fc.oneof(...corruptions), (file) => {
        const result = parseImport(file)
        if (file === validText) return
        // A mutation may leave a file valid only if it still parses to the same export.
        if (result.ok) {
          expect(JSON.parse(file)).toMatchObject({ format: 'hearth.workspace' })
          return
        }
        refused++
        expect(result.error.length).toBeGreaterThan(10)
      }),
      { numRuns: 400 },
    )
    expect(refused).toBeGreaterThan(300)
  })

  it('names a record without an id', () => {
    const valid = exportWorkspace(new Y.Doc(), { id: 'w', name: 'x' }, 'x')
    const bad = { ...valid, collections: { ...valid.collections, notes: [{ title: 'no id' }] } }
    expect(parseImport(JSON.stringify(bad))).toEqual({
      ok: false,
      error: 'The file cannot be imported. The workspace: notes #1 is not a record with an “id”.',
    })
  })

  it('refuses duplicate ids, oversized files, and names the problem', () => {
    const valid = exportWorkspace(new Y.Doc(), { id: 'w', name: 'x' }, 'x')
    const dup = {
      ...valid,
      collections: { ...valid.collections, notes: [note('note:a'), note('note:a')] },
    }
    expect(parseImport(JSON.stringify(dup))).toEqual({
      ok: false,
      error: expect.stringContaining('appears twice'),
    })
    expect(parseImport('{}', 60 * 1024 * 1024)).toEqual({
      ok: false,
      error: expect.stringContaining('too large'),
    })
    expect(parseImport('')).toEqual({ ok: false, error: 'The file is empty.' })
  })
})

function bookmark(id: string) {
  return {
    id,
    folderId: null,
    title: 'B',
    url: 'https://example.com/',
    description: '',
    tags: [],
    order: 'a0',
    favourite: false,
    icon: null,
    iconUri: null,
    keyword: '',
    isPrivate: false,
    toRead: false,
    note: '',
    createdAt: 1,
    updatedAt: 2,
  }
}
