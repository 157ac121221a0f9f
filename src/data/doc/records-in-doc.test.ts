import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { Repository } from '../repository'
import {
  collectionMap,
  deleteRecord,
  patchRecord,
  readRecord,
  readStored,
  textMap,
  touchedMap,
  touchRecord,
  writeRecord,
} from './records-in-doc'

it('reads a damaged record forgivingly, keeping valid and unknown fields', () => {
  const note = readRecord('notes', 'note:1', {
    title: 'Kept',
    body: 42,
    tags: 'nope',
    pinned: true,
    createdAt: 5,
    updatedAt: 6,
    extra: { a: 1 },
  })
  expect(note).toMatchObject({
    id: 'note:1',
    title: 'Kept',
    body: '',
    tags: [],
    pinned: true,
    createdAt: 5,
    updatedAt: 6,
  })
  expect((note as Record<string, unknown>).extra).toEqual({ a: 1 })
})

it('never throws on junk', () => {
  for (const junk of [{}, { createdAt: 'x' }, { title: null, order: 5 }]) {
    expect(() => readRecord('todos', 'todo:1', junk)).not.toThrow()
    expect(readRecord('todos', 'todo:1', junk).id).toBe('todo:1')
  }
})

describe('edit times kept apart from the record', () => {
  const NOTE = { id: 'note:1', title: 'Before', body: 'text', createdAt: 1, updatedAt: 2 }

  /** Two replicas of one document, with client ids fixed so both conflict orders are tried. */
  function replicas(first: number, second: number) {
    const a = new Y.Doc()
    a.clientID = first
    writeRecord(a, 'notes', NOTE)
    const b = new Y.Doc()
    b.clientID = second
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
    return [a, b] as const
  }

  for (const [first, second] of [
    [1, 2],
    [2, 1],
  ] as const)
    it(`a touch and a title edited elsewhere at once both survive (client ids ${first}, ${second})`, () => {
      const [a, b] = replicas(first, second)
      // At the same moment: b renames the note, a moves its edit time after typing in the body.
      new Repository({ doc: b, readOnly: false }, 'notes').update(NOTE.id, { title: 'Renamed' })
      new Repository({ doc: a, readOnly: false }, 'notes').touch(NOTE.id)
      const fromA = Y.encodeStateAsUpdate(a)
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
      Y.applyUpdate(b, fromA)
      for (const doc of [a, b]) {
        const note = readStored(doc, 'notes', NOTE.id)!
        expect(note.title).toBe('Renamed')
        expect(note.body).toBe('text')
        expect(note.updatedAt).toBeGreaterThan(NOTE.updatedAt)
        expect(touchedMap(doc, 'notes').get(NOTE.id)).toBeGreaterThan(NOTE.updatedAt)
      }
    })

  it('reads a record of a document without the map as before', () => {
    const doc = new Y.Doc()
    const { body, ...fields } = NOTE
    collectionMap(doc, 'notes').set(NOTE.id, fields)
    textMap(doc, 'notes', 'body').set(NOTE.id, new Y.Text(body))
    const older = new Y.Doc()
    Y.applyUpdate(older, Y.encodeStateAsUpdate(doc))
    expect(older.share.has('notes.touched')).toBe(false)
    expect(readStored(older, 'notes', NOTE.id)).toEqual(NOTE)
    expect(readRecord('notes', NOTE.id, readStored(older, 'notes', NOTE.id)!)).toMatchObject(NOTE)
  })

  it('takes the later of the touch and the record’s own edit time', () => {
    const doc = new Y.Doc()
    writeRecord(doc, 'notes', NOTE)
    touchRecord(doc, 'notes', NOTE.id, 10)
    expect(readStored(doc, 'notes', NOTE.id)!.updatedAt).toBe(10)
    patchRecord(doc, 'notes', NOTE.id, { title: 'Later', updatedAt: 20 })
    expect(readStored(doc, 'notes', NOTE.id)!.updatedAt).toBe(20)
    // Writing the whole record (an import, a restore) makes its own time the one again.
    writeRecord(doc, 'notes', { ...NOTE, updatedAt: 5 })
    expect(readStored(doc, 'notes', NOTE.id)!.updatedAt).toBe(5)
    deleteRecord(doc, 'notes', NOTE.id)
    expect(touchedMap(doc, 'notes').size).toBe(0)
  })
})

describe('a text field set whole', () => {
  const BODIED = { id: 'note:2', title: 'T', body: 'Hello world', createdAt: 1, updatedAt: 2 }

  it('changes only what differs: what another device typed elsewhere in it at once stays', () => {
    const doc = new Y.Doc()
    writeRecord(doc, 'notes', BODIED)
    const other = new Y.Doc()
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc))
    textMap(other, 'notes', 'body').get(BODIED.id)!.insert(6, 'big ')
    patchRecord(doc, 'notes', BODIED.id, { body: 'Hello world!' })
    expect(textMap(doc, 'notes', 'body').get(BODIED.id)!.toString()).toBe('Hello world!')
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other))
    expect(readStored(doc, 'notes', BODIED.id)!.body).toBe('Hello big world!')
    // The same text again changes nothing at all.
    const before = Y.encodeStateVector(doc)
    patchRecord(doc, 'notes', BODIED.id, { body: 'Hello big world!' })
    expect(Y.encodeStateVector(doc)).toEqual(before)
  })
})
