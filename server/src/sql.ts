/**
 * The little SQL the server needs, over SQLite (one file, the default) or PostgreSQL (several
 * hosts). Statements are written once with `$1, $2…` placeholders and portable SQL
 * (`ON CONFLICT`, `RETURNING`); the SQLite side rewrites the placeholders to `?1, ?2…`.
 */
export type SqlValue = string | number | null | Buffer

export interface SqlQuery {
  /** Rows of a SELECT (or of a statement with RETURNING). */
  all<Row>(sql: string, params?: SqlValue[]): Promise<Row[]>
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>
}

export interface SqlClient extends SqlQuery {
  readonly dialect: 'sqlite' | 'postgres'
  /**
   * Runs `work` in a transaction that holds the write lock from the start (SQLite `BEGIN
   * IMMEDIATE`; PostgreSQL rows are locked with `FOR UPDATE` where it matters), so concurrent
   * writers, in this process or another, wait instead of failing halfway.
   */
  transaction<T>(work: (tx: SqlQuery) => Promise<T>): Promise<T>
  /** Creates the schema, serialised between instances that start together. */
  migrate(statements: string[]): Promise<void>
  close(): Promise<void>
}

/** SQLite's or PostgreSQL's client, from a `postgres://` URL or a file. */
export async function openSql(target: { databaseUrl?: string; file: string }): Promise<SqlClient> {
  if (target.databaseUrl) {
    const { openPostgres } = await import('./sql-postgres.js')
    return openPostgres(target.databaseUrl)
  }
  const { openSqlite } = await import('./sql-sqlite.js')
  return openSqlite(target.file)
}
