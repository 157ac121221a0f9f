import sqlite3 from 'sqlite3'
import type { SqlClient, SqlQuery, SqlValue } from './sql.js'

/**
 * Another process (the `remove-device` command, a second instance on this host) may hold the
 * write lock for a moment: wait for it rather than fail with SQLITE_BUSY.
 */
const BUSY_TIMEOUT_MS = 5000

const numbered = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

export async function openSqlite(file: string): Promise<SqlClient> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(file, (error) =>
      error ? reject(error) : resolve(opened),
    )
  })
  db.configure('busyTimeout', BUSY_TIMEOUT_MS)

  const raw: SqlQuery = {
    all: <Row>(sql: string, params: SqlValue[] = []) =>
      new Promise<Row[]>((resolve, reject) =>
        db.all(numbered(sql), params, (error, rows) =>
          error ? reject(error) : resolve(rows as Row[]),
        ),
      ),
    run: (sql, params = []) =>
      new Promise<number>((resolve, reject) =>
        db.run(numbered(sql), params, function (this: sqlite3.RunResult, error: Error | null) {
          if (error) reject(error)
          else resolve(this.changes)
        }),
      ),
  }

  // One connection: a statement issued while another caller's transaction is open would run
  // inside it (and roll back with it), so every use of the connection takes its turn.
  let tail: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work)
    tail = result.catch(() => undefined)
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
  await raw.all('PRAGMA journal_mode = WAL')
  // In WAL mode NORMAL still survives the process crashing; only a power cut may lose the last
  // commits, and clients hold their own copy of every change to send again.
  await raw.run('PRAGMA synchronous = NORMAL')
  await raw.run('PRAGMA foreign_keys = ON')

  return {
    dialect: 'sqlite',
    all: (sql, params) => exclusive(() => raw.all(sql, params)),
    run: (sql, params) => exclusive(() => raw.run(sql, params)),
    transaction,
    migrate: (statements) =>
      transaction(async (tx) => {
        for (const statement of statements) await tx.run(statement)
      }),
    close: () =>
      exclusive(
        () => new Promise<void>((resolve, reject) => db.close((e) => (e ? reject(e) : resolve()))),
      ),
  }
}
