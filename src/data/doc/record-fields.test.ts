import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { Repository } from '../repository'
import { todoType } from '../records/todo'
import { fieldsMap } from './record-fields'
import { deleteRecord, readStored, writeRecord } from './records-in-doc'

const TODO = todoType.create({ id: 'todo:1', now: 1, title: 'Buy milk', due: '2026-11-20' })

/** Two devices that start from the same document and then work apart. */
function twoDevices() {
  const phone = new Y.Doc()
  writeRecord(phone, 'todos', TODO)
  const laptop = new Y.Doc()
  Y.applyUpdate(laptop, Y.encodeStateAsUpdate(phone))
  const repo = (doc: Y.Doc) => new Repository({ doc, readOnly: false }, 'todos')
  const meet = () => {
    const fromPhone = Y.encodeStateAsUpdate(phone, Y.encodeStateVector(laptop))
    const fromLaptop = Y.encodeStateAsUpdate(laptop, Y.encodeStateVector(phone))
    Y.applyUpdate(laptop, fromPhone)
    Y.applyUpdate(phone, fromLaptop)
  }
  return { phone, laptop, repo, meet }
}

describe('edits of one record on two devices', () => {
  it('keep both when they change different fields', () => {
    const { phone, laptop, repo, meet } = twoDevices()
    repo(phone).update('todo:1', { title: 'Buy oat milk' })
    repo(laptop).update('todo:1', { due: '2026-11-24', priority: 1 })
    meet()
    for (const doc of [phone, laptop])
      expect(readStored(doc, 'todos', 'todo:1')).toMatchObject({
        title: 'Buy oat milk',
        due: '2026-11-24',
        priority: 1,
        listId: null,
      })
  })

  it('agree on one value when they change the same field', () => {
    const { phone, laptop, repo, meet } = twoDevices()
    repo(phone).update('todo:1', { title: 'From the phone' })
    repo(laptop).update('todo:1', { title: 'From the laptop' })
    meet()
    const title = readStored(phone, 'todos', 'todo:1')!.title
    expect(['From the phone', 'From the laptop']).toContain(title)
    expect(readStored(laptop, 'todos', 'todo:1')!.title).toBe(title)
  })

  it('write only the fields that changed, so an unchanged field never overwrites an edit', () => {
    const { phone, laptop, repo, meet } = twoDevices()
    // The phone saves a form holding the old title along with a new due date.
    repo(phone).update('todo:1', { title: 'Buy milk', due: '2026-12-01' })
    repo(laptop).update('todo:1', { title: 'Buy bread' })
    meet()
    expect(readStored(phone, 'todos', 'todo:1')).toMatchObject({
      title: 'Buy bread',
      due: '2026-12-01',
    })
  })

  it('a record written whole again (an import) drops its older field edits', () => {
    const { phone, repo } = twoDevices()
    repo(phone).update('todo:1', { title: 'Edited' })
    writeRecord(phone, 'todos', { ...TODO, title: 'Imported' })
    expect(readStored(phone, 'todos', 'todo:1')!.title).toBe('Imported')
    expect([...fieldsMap(phone, 'todos').keys()]).toEqual([])
  })

  it('a deleted record takes its field edits with it; a late edit from elsewhere stays hidden', () => {
    const { phone, laptop, repo, meet } = twoDevices()
    repo(phone).update('todo:1', { title: 'Edited' })
    deleteRecord(phone, 'todos', 'todo:1')
    expect([...fieldsMap(phone, 'todos').keys()]).toEqual([])
    repo(laptop).update('todo:1', { done: true })
    meet()
    expect(readStored(phone, 'todos', 'todo:1')).toBeUndefined()
    expect(readStored(laptop, 'todos', 'todo:1')).toBeUndefined()
  })

  it('undo of a field edit brings back the value before it', () => {
    const doc = new Y.Doc()
    writeRecord(doc, 'todos', TODO)
    const scope = [doc.getMap('todos'), fieldsMap(doc, 'todos')]
    const repository = new Repository({ doc, readOnly: false }, 'todos')
    repository.update('todo:1', { title: 'First' })
    const undo = new Y.UndoManager(scope, { captureTimeout: 0, trackedOrigins: new Set([null]) })
    doc.transact(() => repository.update('todo:1', { title: 'Second' }), null)
    expect(readStored(doc, 'todos', 'todo:1')!.title).toBe('Second')
    undo.undo()
    expect(readStored(doc, 'todos', 'todo:1')!.title).toBe('First')
  })
})

describe('reading records whose collection had no edited field', () => {
  it('sees a field edit that arrives from elsewhere, from the first observer on', () => {
    const { phone, laptop, repo, meet } = twoDevices()
    // The laptop reads while nothing was edited apart (it remembers the map as empty).
    expect(readStored(laptop, 'todos', 'todo:1')?.title).toBe('Buy milk')
    const seen: unknown[] = []
    laptop
      .getMap('todos.fields')
      .observe(() => seen.push(readStored(laptop, 'todos', 'todo:1')?.title))
    repo(phone).update('todo:1', { title: 'Buy oat milk' })
    meet()
    expect(seen).toEqual(['Buy oat milk'])
    expect(readStored(laptop, 'todos', 'todo:1')?.title).toBe('Buy oat milk')
  })

  it('sees its own edit within the same transaction, and after undo and redo', () => {
    const doc = new Y.Doc()
    writeRecord(doc, 'todos', TODO)
    expect(readStored(doc, 'todos', 'todo:1')?.title).toBe('Buy milk')
    const undo = new Y.UndoManager([fieldsMap(doc, 'todos')], { trackedOrigins: new Set(['me']) })
    doc.transact(() => {
      new Repository({ doc, readOnly: false }, 'todos').updateMany([
        { id: 'todo:1', patch: { title: 'Buy bread' } },
      ])
      expect(readStored(doc, 'todos', 'todo:1')?.title).toBe('Buy bread')
    }, 'me')
    undo.undo()
    expect(readStored(doc, 'todos', 'todo:1')?.title).toBe('Buy milk')
    undo.redo()
    expect(readStored(doc, 'todos', 'todo:1')?.title).toBe('Buy bread')
  })
})
