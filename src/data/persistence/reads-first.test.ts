// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { afterReads, reading } from './reads-first'

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
