import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach } from 'vitest'

/** Gives every test an empty IndexedDB. */
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})
