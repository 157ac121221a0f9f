import { resolve } from 'node:path'
import Database from 'libsql'
import type { SqlClient, SqlQuery, SqlValue } from './sql.js'

/**
 * SQLite through libsql's Node binding (a fork of SQLite with the same file format and locking,
 * shipped as prebuilt binaries on npm: nothing to compile on install). Its calls are
 * synchronous and short; the async interface is the one PostgreSQL needs.
 *
 * Another process (the `remove-device` command, a second instance on this host) may hold the
 * write lock for a moment: wait for it rather than fail with SQLITE_BUSY.
 */
const BUSY_TIMEOUT_MS = 5000

/** Per database file, the end of the queue of its users in this process. */
const turns = new Map<string, Promise<unknown>>()

const numbered = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

/** Blobs come back as ArrayBuffers; the rest of the server reads Buffers. */
function withBuffers<Row>(row: Record<string, unknown>): Row {
  for (const key of Object.keys(row)) {
    const value = row[key]
    if (value instanceof ArrayBuffer) row[key] = Buffer.from(value)
  }
  return row as Row
}

export async function openSqlite(file: string): Promise<SqlClient> {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS })

  const raw: SqlQuery = {
    all: async <Row>(sql: string, params: SqlValue[] = []) =>
      (db.prepare(numbered(sql)).all(params) as Record<string, unknown>[]).map((row) =>
        withBuffers<Row>(row),
      ),
    run: async (sql, params = []) => db.prepare(numbered(sql)).run(params).changes,
  }

  // Every use of the file takes its turn in this process: on one connection, a statement issued
  // while another caller's transaction is open would run inside it (and roll back with it); on
  // two connections to one file, the second's BEGIN would wait for a lock the first cannot
  // release, as the wait blocks the thread. Other processes wait on SQLite's own lock.
  const key = resolve(file)
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = (turns.get(key) ?? Promise.resolve()).then(work, work)
    turns.set(
      key,
      result.catch(() => undefined),
    )
    return result
  }

  const transaction = <T>(work: (tx: SqlQuery) => Promise<T>) =>
    exclusive(async () => {
      await raw.run('BEGIN IMMEDIATE')
      try {
        const result = await work(raw)
        await raw.run('COMMIT')
        return result
      } catch (error) {
        await raw.run('ROLLBACK').catch(() => undefined)
        throw error
      }
    })

  // WAL: readers (the server) and a writer (the CLI) do not block each other.
  db.pragma('journal_mode = WAL')
  // In WAL mode NORMAL still survives the process crashing; only a power cut may lose the last
  // commits, and clients hold their own copy of every change to send again.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')

  return {
    dialect: 'sqlite',
    all: (sql, params) => exclusive(() => raw.all(sql, params)),
    run: (sql, params) => exclusive(() => raw.run(sql, params)),
    transaction,
    migrate: (statements) =>
      transaction(async (tx) => {
        for (const statement of statements) await tx.run(statement)
      }),
    close: () => exclusive(async () => void db.close()),
  }
}
