// @vitest-environment happy-dom
// Two tabs in one process meet through BroadcastChannel (startTabSync), so this file runs alone.
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { RowIndex } from './persistence/row-index'
import { openTab, settle } from './persistence/test-rows'
import type { RowQuery, RowRange } from './row-query'
import { dueDays } from './row-range'
import type { Workspace } from './workspace'

let tabs: Workspace[] = []
afterEach(async () => {
  for (const tab of tabs) await tab.close()
  tabs = []
  RowIndex.bulk = 1_000
})

async function tab() {
  const opened = await openTab()
  tabs.push(opened)
  return opened
}

const openOf = (list: string): RowRange => ({
  index: 'parent',
  lower: ['todos', list, 0],
  upper: ['todos', list, 0, []],
})
const dueBy = (day: string): RowRange => dueDays('0', day)

/** Waits until the query has read the store (or given way). */
async function readOf<K extends 'todos'>(query: RowQuery<K>) {
  for (let i = 0; i < 100 && query.state === 'reading'; i++) await settle(5)
  return query
}
const titles = (query: RowQuery<'todos'>) => query.records.map((todo) => todo.title).sort()

describe('row queries', () => {
  it('read only the records in their range, without the document', async () => {
    const one = await tab()
    const list = one.repository('todoLists').create({ title: 'Groceries' })
    one.repository('todos').createMany([
      { title: 'Milk', listId: list.id },
      { title: 'Bread', listId: list.id },
      { title: 'Done already', listId: list.id, done: true },
      { title: 'Elsewhere', listId: null },
    ])
    await one.persistence.flush()
    const query = await readOf(one.reads.query('todos', openOf(list.id))!)
    expect(query.state).toBe('ready')
    expect(titles(query)).toEqual(['Bread', 'Milk'])
  })

  it('show a change made here in the same task, and let records in and out of the range', async () => {
    const one = await tab()
    const todos = one.repository('todos')
    const milk = todos.create({ title: 'Milk', due: '2026-11-28' })
    const query = await readOf(one.reads.query('todos', dueBy('2026-11-28'))!)
    let heard = 0
    query.subscribe(() => heard++)
    const bread = todos.create({ title: 'Bread', due: '2026-11-27' })
    expect(titles(query)).toEqual(['Bread', 'Milk'])
    todos.update(milk.id, { due: '2026-12-24' })
    expect(titles(query)).toEqual(['Bread'])
    todos.update(bread.id, { done: true })
    expect(titles(query)).toEqual([])
    todos.update(bread.id, { done: false, title: 'Rye bread' })
    expect(titles(query)).toEqual(['Rye bread'])
    todos.remove(bread.id)
    expect(titles(query)).toEqual([])
    // Not a todo in range: nobody is told.
    const before = heard
    todos.create({ title: 'Someday' })
    expect(heard).toBe(before)
    expect(heard).toBe(5)
  })

  it('apply changes made while the store was being read', async () => {
    const one = await tab()
    const todos = one.repository('todos')
    todos.create({ title: 'Milk', due: '2026-11-01' })
    await one.persistence.flush()
    const query = one.reads.query('todos', dueBy('2026-11-28'))!
    expect(query.state).toBe('reading')
    // Made after the read began: the read does not see it, the feed brings it.
    todos.create({ title: 'Eggs', due: '2026-11-02' })
    await readOf(query)
    expect(titles(query)).toEqual(['Eggs', 'Milk'])
  })

  it('follow changes made in another tab', async () => {
    const one = await tab()
    const two = await tab()
    const query = await readOf(one.reads.query('todos', dueBy('2026-11-28'))!)
    two.repository('todos').create({ title: 'From the other tab', due: '2026-11-03' })
    for (let i = 0; i < 100 && !query.records.length; i++) await settle(5)
    expect(titles(query)).toEqual(['From the other tab'])
  })

  it('give way while the rows of a bulk change are written, then read again', async () => {
    RowIndex.bulk = 10
    const one = await tab()
    const query = await readOf(one.reads.query('todos', dueBy('2026-11-28'))!)
    const states: string[] = []
    query.subscribe(() => states.push(query.state))
    one
      .repository('todos')
      .createMany(Array.from({ length: 50 }, (_, i) => ({ title: `Bulk ${i}`, due: '2026-11-05' })))
    expect(query.state).toBe('unusable')
    await one.persistence.rows!.settled()
    // The rows complete, the watermark is written, and then the query reads again.
    for (let i = 0; i < 100 && query.state !== 'ready'; i++) await settle(5)
    expect(query.state).toBe('ready')
    expect(query.records).toHaveLength(50)
    expect(states).toEqual(['unusable', 'ready'])
  })

  it('give way when the workspace turns read-only, and none are made for it then', async () => {
    const one = await tab()
    const query = await readOf(one.reads.query('todos', dueBy('2026-11-28'))!)
    one.outdated()
    expect(query.state).toBe('unusable')
    expect(one.reads.query('todos', dueBy('2026-11-29'))).toBeNull()
  })

  it('are shared by every reader of the same range', async () => {
    const one = await tab()
    expect(one.reads.query('todos', dueBy('2026-11-28'))).toBe(
      one.reads.query('todos', dueBy('2026-11-28')),
    )
    expect(one.reads.query('todos', dueBy('2026-11-28'))).not.toBe(
      one.reads.query('todos', dueBy('2026-11-29')),
    )
  })
})
