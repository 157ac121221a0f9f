import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openSql, type SqlClient } from './sql.js'
import { newId, newPairingCode, newToken, normalisePairingCode, sha256 } from './secrets.js'

/**
 * Users, their devices and pairing codes: in SQLite (`accounts.sqlite` in the data directory) or
 * in PostgreSQL beside the documents. Tokens and codes are kept only as SHA-256 hashes. Every
 * call reads the database, so a device removed by another process (the CLI, another instance)
 * is gone for this one at its next check.
 */
export interface AccountsOptions {
  /** @defaultValue './server-data' */
  dataDir?: string
  /** `postgres://…`: accounts in PostgreSQL instead of SQLite. */
  databaseUrl?: string
}

export interface NewUser {
  userId: string
  userName: string
  /** Shown once; single use; expires after {@link PAIRING_CODE_LIFETIME_MS}. */
  pairingCode: string
  expiresAt: number
}

export interface PairedDevice {
  /** The device's secret: shown to the device once, stored here only as a hash. */
  token: string
  userId: string
  userName: string
  deviceId: string
}

export interface DeviceIdentity {
  deviceId: string
  userId: string
}

export interface DeviceInfo {
  deviceId: string
  deviceName: string
  userId: string
  userName: string
  pairedAt: number
  lastSeenAt: number | null
}

export interface Accounts {
  addUser(name: string): Promise<NewUser>
  /** A new pairing code for another device of an existing user. */
  addPairingCode(userName: string): Promise<string>
  /** Spends `code` (single use) on a new device; null when the code is unknown, used or expired. */
  pair(code: string, deviceName: string): Promise<PairedDevice | null>
  /** The device holding the token whose hash is `tokenHash`; null when removed or unknown. */
  findDevice(tokenHash: string): Promise<DeviceIdentity | null>
  /** Which of these token hashes still belong to a device. */
  existingTokens(tokenHashes: string[]): Promise<Set<string>>
  /** Notes that a device connected (throttled: at most one write a minute per device). */
  touchDevice(deviceId: string): Promise<void>
  /** True when a device was removed. Its open connections close within the revocation check. */
  removeDevice(deviceId: string): Promise<boolean>
  listDevices(userName?: string): Promise<DeviceInfo[]>
  close(): Promise<void>
}

export const PAIRING_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000
const TOUCH_INTERVAL_MS = 60_000

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS hearth_users (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS hearth_pairing_codes (
    code_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES hearth_users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS hearth_devices (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES hearth_users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT
  )`,
]

/** Letters, digits and `. _ @ -`; what a person types on the command line without quoting. */
const USER_NAME = /^[\p{L}\p{N}._@-]{1,64}$/u

export async function openAccounts(options: AccountsOptions = {}): Promise<Accounts> {
  const dataDir = resolve(options.dataDir ?? './server-data')
  if (!options.databaseUrl) mkdirSync(dataDir, { recursive: true })
  const sql = await openSql({
    databaseUrl: options.databaseUrl,
    file: join(dataDir, 'accounts.sqlite'),
  })
  try {
    await sql.migrate(SCHEMA)
  } catch (error) {
    await sql.close()
    throw error
  }
  return createAccounts(sql)
}

function createAccounts(sql: SqlClient): Accounts {
  const lastTouched = new Map<string, number>()

  const userByName = async (name: string) =>
    (await sql.all<{ id: string }>('SELECT id FROM hearth_users WHERE name = $1', [name]))[0]

  const insertCode = async (userId: string, now: number) => {
    const code = newPairingCode()
    // Expired codes go whenever a new one is made: the table stays as small as its live codes.
    await sql.run('DELETE FROM hearth_pairing_codes WHERE expires_at <= $1', [now])
    await sql.run(
      'INSERT INTO hearth_pairing_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [sha256(normalisePairingCode(code)!), userId, now + PAIRING_CODE_LIFETIME_MS],
    )
    return code
  }

  return {
    async addUser(rawName) {
      const userName = rawName.trim()
      if (!USER_NAME.test(userName)) {
        throw new Error('A user name is 1 to 64 letters, digits, dots, underscores, @ or dashes.')
      }
      if (await userByName(userName)) throw new Error(`A user named "${userName}" already exists.`)
      const userId = newId('u')
      const now = Date.now()
      await sql.run('INSERT INTO hearth_users (id, name, created_at) VALUES ($1, $2, $3)', [
        userId,
        userName,
        now,
      ])
      const pairingCode = await insertCode(userId, now)
      return { userId, userName, pairingCode, expiresAt: now + PAIRING_CODE_LIFETIME_MS }
    },

    async addPairingCode(userName) {
      const user = await userByName(userName.trim())
      if (!user) throw new Error(`There is no user named "${userName.trim()}".`)
      return insertCode(user.id, Date.now())
    },

    async pair(code, rawDeviceName) {
      const normalised = normalisePairingCode(code)
      if (!normalised) return null
      const deviceName = rawDeviceName.trim().slice(0, 80) || 'Device'
      return sql.transaction(async (tx) => {
        const now = Date.now()
        // DELETE … RETURNING spends the code atomically: of two devices racing with one code,
        // exactly one gets a row back.
        const [spent] = await tx.all<{ user_id: string }>(
          'DELETE FROM hearth_pairing_codes WHERE code_hash = $1 AND expires_at > $2 RETURNING user_id',
          [sha256(normalised), now],
        )
        if (!spent) return null
        const [user] = await tx.all<{ name: string }>(
          'SELECT name FROM hearth_users WHERE id = $1',
          [spent.user_id],
        )
        if (!user) return null
        const token = newToken()
        const deviceId = newId('d')
        await tx.run(
          `INSERT INTO hearth_devices (id, user_id, name, token_hash, created_at, last_seen_at)
           VALUES ($1, $2, $3, $4, $5, $5)`,
          [deviceId, spent.user_id, deviceName, sha256(token), now],
        )
        return { token, userId: spent.user_id, userName: user.name, deviceId }
      })
    },

    async findDevice(tokenHash) {
      const [row] = await sql.all<{ id: string; user_id: string }>(
        'SELECT id, user_id FROM hearth_devices WHERE token_hash = $1',
        [tokenHash],
      )
      return row ? { deviceId: row.id, userId: row.user_id } : null
    },

    async existingTokens(tokenHashes) {
      if (tokenHashes.length === 0) return new Set()
      const found = new Set<string>()
      // In slices: SQLite allows 32,766 parameters per statement, PostgreSQL 65,535.
      for (let start = 0; start < tokenHashes.length; start += 500) {
        const slice = tokenHashes.slice(start, start + 500)
        const placeholders = slice.map((_, i) => `$${i + 1}`).join(', ')
        const rows = await sql.all<{ token_hash: string }>(
          `SELECT token_hash FROM hearth_devices WHERE token_hash IN (${placeholders})`,
          slice,
        )
        for (const row of rows) found.add(row.token_hash)
      }
      return found
    },

    async touchDevice(deviceId) {
      const now = Date.now()
      if (now - (lastTouched.get(deviceId) ?? 0) < TOUCH_INTERVAL_MS) return
      lastTouched.set(deviceId, now)
      await sql.run('UPDATE hearth_devices SET last_seen_at = $1 WHERE id = $2', [now, deviceId])
    },

    async removeDevice(deviceId) {
      return (await sql.run('DELETE FROM hearth_devices WHERE id = $1', [deviceId])) > 0
    },

    async listDevices(userName) {
      const rows = await sql.all<{
        id: string
        name: string
        user_id: string
        user_name: string
        created_at: number
        last_seen_at: number | null
      }>(
        `SELECT d.id, d.name, d.user_id, u.name AS user_name, d.created_at, d.last_seen_at
         FROM hearth_devices d JOIN hearth_users u ON u.id = d.user_id
         WHERE $1 = '' OR u.name = $1
         ORDER BY u.name, d.created_at`,
        [userName?.trim() ?? ''],
      )
      return rows.map((row) => ({
        deviceId: row.id,
        deviceName: row.name,
        userId: row.user_id,
        userName: row.user_name,
        pairedAt: Number(row.created_at),
        lastSeenAt: row.last_seen_at === null ? null : Number(row.last_seen_at),
      }))
    },

    close: () => sql.close(),
  }
}
