import '@/testing/fresh-indexeddb'
import { describe, expect, it } from 'vitest'
import { clearStoredDoc } from '@/data/persistence/stored-document'
import { storedIndexes, storedIndexesDbName, textPrint, type StoredIndex } from './stored-indexes'

const DB = 'hearth:workspace:w1'
const STORED: StoredIndex = { format: '1.0.0/test-1', index: '{}', ids: ['a', 'b'], prints: [1, 2] }

const names = async () => (await indexedDB.databases()).map((db) => db.name)

describe('stored search indexes', () => {
  it('keeps an index per workspace and collection in a database of its own', async () => {
    expect(await storedIndexes.read(DB, 'notes')).toBeUndefined()
    await storedIndexes.write(DB, 'notes', STORED)
    expect(await storedIndexes.read(DB, 'notes')).toEqual(STORED)
    expect(await storedIndexes.read(DB, 'bookmarks')).toBeUndefined()
    expect(await storedIndexes.read('hearth:workspace:w2', 'notes')).toBeUndefined()
    expect(await names()).toContain(storedIndexesDbName(DB))
  })

  it('reads nothing from a value that is not an index', async () => {
    await storedIndexes.write(DB, 'notes', { ...STORED, prints: [1] })
    expect(await storedIndexes.read(DB, 'notes')).toBeUndefined()
    await storedIndexes.write(DB, 'bookmarks', { ...STORED, ids: [7] } as unknown as StoredIndex)
    expect(await storedIndexes.read(DB, 'bookmarks')).toBeUndefined()
  })

  it('is deleted with the workspace', async () => {
    await storedIndexes.write(DB, 'notes', STORED)
    await clearStoredDoc(DB)
    expect(await names()).not.toContain(storedIndexesDbName(DB))
    expect(await storedIndexes.read(DB, 'notes')).toBeUndefined()
  })
})

describe('textPrint', () => {
  it('is the same for the same words, and differs when any field does', () => {
    const print = textPrint({ id: 'a', title: 'Rust book', body: 'ownership' })
    expect(textPrint({ id: 'b', title: 'Rust book', body: 'ownership' })).toBe(print)
    expect(textPrint({ id: 'a', title: 'Rust books', body: 'ownership' })).not.toBe(print)
    expect(textPrint({ id: 'a', title: 'Rust book', body: 'Ownership' })).not.toBe(print)
    // A word moved from one field to the next is another text.
    expect(textPrint({ id: 'a', title: 'Rust', body: 'book ownership' })).not.toBe(print)
    expect(textPrint({ id: 'a', title: 'Rust bo', body: 'okownership' })).not.toBe(print)
  })
})
