import * as Y from 'yjs'
import { expect, it } from 'vitest'
import { collectionMap } from './records-in-doc'
import { addInSlices, slicesOf } from './add-in-slices'
import { LOCAL_ORIGIN, recordsUndoManager } from './origins'

const todo = (i: number) => ({ id: `todo:${i}`, title: `Todo ${i}`, order: `a${i}` })
const list = (i: number) => ({ id: `list:${i}`, title: `List ${i}`, order: `a${i}` })

it('cuts records into slices of a size, collections in order, nothing lost or repeated', () => {
  const records = { todoLists: [1, 2, 3].map(list), todos: [1, 2, 3, 4, 5, 6, 7].map(todo) }
  const slices = slicesOf(records, 4)
  expect(slices.map((slice) => Object.values(slice).flat().length)).toEqual([4, 4, 2])
  expect(slices[0]).toEqual({ todoLists: records.todoLists, todos: [todo(1)] })
  expect(slices.flatMap((slice) => slice.todos ?? [])).toEqual(records.todos)
  expect(slicesOf({}, 4)).toEqual([])
})

it('adds records a slice per task, as one undo step that an edit before it is not part of', async () => {
  const doc = new Y.Doc()
  const undo = recordsUndoManager(doc)
  doc.transact(() => collectionMap(doc, 'todoLists').set('list:mine', new Y.Map()), LOCAL_ORIGIN)
  const transactions: number[] = []
  doc.on('afterTransaction', (tx: Y.Transaction) => {
    if (tx.origin === LOCAL_ORIGIN) transactions.push(collectionMap(doc, 'todos').size)
  })
  // Another task runs between two slices: the page answers meanwhile.
  let between = -1
  setTimeout(() => (between = collectionMap(doc, 'todos').size), 0)
  await addInSlices(
    doc,
    { todos: Array.from({ length: 10 }, (_, i) => todo(i)) },
    { origin: LOCAL_ORIGIN, undo, writable: () => {}, size: 3 },
  )
  expect(transactions).toEqual([3, 6, 9, 10])
  expect(between).toBeGreaterThan(0)
  expect(between).toBeLessThan(10)
  // One step: undone at once, the list made before it stays.
  undo.undo()
  expect(collectionMap(doc, 'todos').size).toBe(0)
  expect(collectionMap(doc, 'todoLists').has('list:mine')).toBe(true)
  undo.redo()
  expect(collectionMap(doc, 'todos').size).toBe(10)
})

it('stops at the slice the workspace can no longer take, keeping what it added as one step', async () => {
  const doc = new Y.Doc()
  const undo = recordsUndoManager(doc)
  let slices = 0
  const adding = addInSlices(
    doc,
    { todos: Array.from({ length: 10 }, (_, i) => todo(i)) },
    {
      origin: LOCAL_ORIGIN,
      undo,
      size: 4,
      writable: () => {
        if (++slices > 2) throw new Error('This workspace is read-only.')
      },
    },
  )
  await expect(adding).rejects.toThrow('This workspace is read-only.')
  expect(collectionMap(doc, 'todos').size).toBe(8)
  undo.undo()
  expect(collectionMap(doc, 'todos').size).toBe(0)
})
