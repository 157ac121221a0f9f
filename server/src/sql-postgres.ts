import pg from 'pg'
import type { SqlClient, SqlQuery, SqlValue } from './sql.js'

/** Any fixed number: instances creating the schema at the same moment take turns on it. */
const SCHEMA_LOCK = 0x4865_6172 // "Hear"

// BIGINT columns hold millisecond timestamps, well inside Number's exact range. Set per pool,
// not with pg.types.setTypeParser, which would change every other pg user in the process.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

const on = (client: pg.Pool | pg.PoolClient): SqlQuery => ({
  all: async <Row>(sql: string, params: SqlValue[] = []) =>
    (await client.query(sql, params)).rows as Row[],
  run: async (sql, params = []) => (await client.query(sql, params)).rowCount ?? 0,
})

export async function openPostgres(url: string): Promise<SqlClient> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    types,
  })
  // An idle client's error (the database restarting) would otherwise crash the process; the
  // pool replaces the client and the next query reports any lasting problem.
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')

  const transaction = async <T>(work: (tx: SqlQuery) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(on(client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  return {
    dialect: 'postgres',
    ...on(pool),
    transaction,
    migrate: (statements) =>
      transaction(async (tx) => {
        await tx.run('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK])
        for (const statement of statements) await tx.run(statement)
      }),
    close: () => pool.end(),
  }
}
