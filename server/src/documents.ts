import { createHash } from 'node:crypto'
import type { Extension, onChangePayload } from '@hocuspocus/server'
import { Database } from '@hocuspocus/extension-database'
import * as Y from 'yjs'
import { errorMessage, type Logger } from './log.js'
import type { SqlClient, SqlQuery } from './sql.js'

/**
 * Where documents live: the Hocuspocus SQLite extension's table (same layout, so its files stay
 * readable) or `hearth_documents` in PostgreSQL, through the database extension.
 *
 * Our own fetch and store replace the SQLite extension's, for three reasons:
 * - its store does not wait for the write nor handle an error (a busy database, locked by a
 *   second instance or the CLI, would end the process with an unhandled 'error' event);
 * - several instances store the same document: each merges what is stored with its own state
 *   in one transaction, so whichever writes last still keeps the other's edits;
 * - it runs before the Redis extension's store lock (priority above 1000), which skips a store
 *   when another instance holds the lock: with merging, skipping is never needed.
 */
const REDIS_ORIGIN = '__hocuspocus__redis__origin__'
/** The Hocuspocus SQLite extension's table, so files it wrote stay readable and the other way. */
const SQLITE_SCHEMA = `CREATE TABLE IF NOT EXISTS "documents" (
  "name" varchar(255) NOT NULL,
  "data" blob NOT NULL,
  UNIQUE(name)
)`
const PG_SCHEMA = `CREATE TABLE IF NOT EXISTS hearth_documents (
  name TEXT PRIMARY KEY,
  data BYTEA NOT NULL
)`

/** Of two stored states, one state holding everything both hold (deleted content collected). */
export function mergeStates(stored: Uint8Array, current: Uint8Array): Uint8Array {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, stored)
  Y.applyUpdate(doc, current)
  const merged = Y.encodeStateAsUpdate(doc)
  doc.destroy()
  return merged
}

const digest = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

export interface DocumentStore {
  schema: string
  fetch(name: string): Promise<Uint8Array | null>
  store(name: string, state: Uint8Array): Promise<void>
  /** Deletes a stored document for good. */
  remove(name: string): Promise<void>
  forget(name: string): void
}

export function createDocumentStore(sql: SqlClient): DocumentStore {
  const table = sql.dialect === 'sqlite' ? 'documents' : 'hearth_documents'
  const lock = sql.dialect === 'postgres' ? ' FOR UPDATE' : ''
  // Per document, the digest of what this instance last wrote or loaded, when its own document
  // contains all of it: if the row still holds exactly that, no other instance wrote since, and
  // the state is written without reading the row into a document first.
  const lastWritten = new Map<string, string>()

  const write = async (tx: SqlQuery, name: string, state: Uint8Array) => {
    const data = Buffer.from(state)
    const inserted = await tx.all(
      `INSERT INTO ${table} (name, data) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name`,
      [name, data],
    )
    if (inserted.length > 0) return digest(data)
    const [row] = await tx.all<{ data: Buffer }>(
      `SELECT data FROM ${table} WHERE name = $1${lock}`,
      [name],
    )
    const stored = row?.data
    if (stored && digest(stored) !== lastWritten.get(name)) {
      const merged = Buffer.from(mergeStates(stored, state))
      await tx.run(`UPDATE ${table} SET data = $2 WHERE name = $1`, [name, merged])
      // The row now holds more than this instance's document: its next store merges again.
      return undefined
    }
    await tx.run(`UPDATE ${table} SET data = $2 WHERE name = $1`, [name, data])
    return digest(data)
  }

  return {
    schema: sql.dialect === 'sqlite' ? SQLITE_SCHEMA : PG_SCHEMA,
    async fetch(name) {
      const [row] = await sql.all<{ data: Buffer }>(`SELECT data FROM ${table} WHERE name = $1`, [
        name,
      ])
      if (!row) return null
      lastWritten.set(name, digest(row.data))
      return new Uint8Array(row.data)
    },
    async store(name, state) {
      const written = await sql.transaction((tx) => write(tx, name, state))
      if (written) lastWritten.set(name, written)
      else lastWritten.delete(name)
    },
    async remove(name) {
      await sql.run(`DELETE FROM ${table} WHERE name = $1`, [name])
      lastWritten.delete(name)
    },
    forget: (name) => lastWritten.delete(name),
  }
}

/**
 * The persistence extension, plus one that stores changes arriving from other instances
 * through Redis too (Hocuspocus stores only changes from this instance's own clients): if the
 * instance that received an edit dies before storing it, a surviving instance has it stored.
 */
export async function documentExtensions(
  sql: SqlClient,
  log: Logger,
): Promise<{ extensions: Extension[]; documents: DocumentStore }> {
  const documents = createDocumentStore(sql)
  await sql.migrate([documents.schema])

  const fetch = async ({ documentName }: { documentName: string }) => {
    try {
      return await documents.fetch(documentName)
    } catch (error) {
      log.error('document.load-failed', { documentName, error: errorMessage(error) })
      throw error
    }
  }
  const store = async ({ documentName, state }: { documentName: string; state: Buffer }) => {
    try {
      await documents.store(documentName, state)
    } catch (error) {
      // The state stays in memory and the next change or the last disconnect stores it again.
      log.error('document.store-failed', { documentName, error: errorMessage(error) })
    }
  }
  const persistence: Extension = new Database({ fetch, store })
  persistence.priority = 1010

  const storeRemoteChanges: Extension = {
    extensionName: 'HearthStoreRemoteChanges',
    async onChange(payload: onChangePayload) {
      if ((payload.transactionOrigin as unknown) === REDIS_ORIGIN) {
        void payload.instance.storeDocumentHooks(payload.document, payload)
      }
    },
    async afterUnloadDocument({ documentName }) {
      documents.forget(documentName)
    },
  }
  return { extensions: [persistence, storeRemoteChanges], documents }
}
