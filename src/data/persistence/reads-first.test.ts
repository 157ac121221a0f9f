// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { afterReads, beforeCounting, countsAfter, reading } from './reads-first'

const db = {} as IDBDatabase

/** A read that ends when `end` is called. */
function read() {
  let end!: () => void
  const done = reading(db, () => new Promise<void>((resolve) => (end = resolve)))
  return { done, end }
}

it('lets a count go only once no read of rows is under way', async () => {
  const order: string[] = []
  const first = read()
  const second = read()
  void afterReads(db).then(() => order.push('count'))
  first.end()
  await first.done
  await Promise.resolve()
  expect(order).toEqual([])
  second.end()
  await second.done
  await new Promise((resolve) => setTimeout(resolve))
  expect(order).toEqual(['count'])
})

it('lets a count go at once when nothing is read, and after a read that failed', async () => {
  await afterReads(db)
  const failing = reading(db, () => Promise.reject(new Error('The read failed')))
  const counted = afterReads(db)
  await expect(failing).rejects.toThrow('The read failed')
  await counted
  const throwing = reading(db, () => {
    throw new Error('No transaction')
  })
  await expect(throwing).rejects.toThrow('No transaction')
  await afterReads(db)
})

it('holds counts until what the app makes them wait for (the first screen shown)', async () => {
  let shown!: () => void
  countsAfter(new Promise<void>((resolve) => (shown = resolve)))
  const order: string[] = []
  void beforeCounting(db).then(() => order.push('count'))
  await new Promise((resolve) => setTimeout(resolve))
  expect(order).toEqual([])
  shown()
  await vi.waitFor(() => expect(order).toEqual(['count']))
  // Once shown, counts go as before: after the reads under way.
  const first = read()
  void beforeCounting(db).then(() => order.push('after the read'))
  await new Promise((resolve) => setTimeout(resolve))
  expect(order).toEqual(['count'])
  first.end()
  await vi.waitFor(() => expect(order).toEqual(['count', 'after the read']))
})
