import { openAccounts, type AccountsOptions } from './accounts.js'
import { startServer } from './server.js'

/**
 * `node server/dist/main.js [serve]` runs the sync server; the other commands manage accounts in
 * the same store (DATA_DIR's SQLite files, or DATABASE_URL), and work while the server runs.
 */
const USAGE = `Usage: npm run server -- [command]

  serve                   start the sync server (the default)
  add-user NAME           add a user; prints a pairing code for their first device
  add-device NAME         print a new pairing code for another device of user NAME
  list-devices [NAME]     list paired devices (of user NAME)
  remove-device DEVICE_ID unpair a device; its open connections close within 2 s

Environment: HOST (127.0.0.1), PORT (1234), DATA_DIR (./server-data), REDIS_URL,
DATABASE_URL (postgres://…), MAX_MESSAGE_BYTES (4194304), INSTANCE_NAME, TRUST_PROXY (1 behind
a reverse proxy that sets X-Forwarded-For).`

const env = process.env
const store: AccountsOptions = { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL || undefined }
const when = (ms: number | null) =>
  ms === null ? 'never' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ')

function number(name: string): number | undefined {
  const value = env[name]
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number.`)
  return parsed
}

async function serve(): Promise<void> {
  const server = await startServer({
    host: env.HOST || undefined,
    port: number('PORT'),
    dataDir: env.DATA_DIR || undefined,
    redisUrl: env.REDIS_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    maxMessageBytes: number('MAX_MESSAGE_BYTES'),
    instanceName: env.INSTANCE_NAME || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  })
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

async function withAccounts(
  work: (accounts: Awaited<ReturnType<typeof openAccounts>>) => Promise<void>,
) {
  const accounts = await openAccounts(store)
  try {
    await work(accounts)
  } finally {
    await accounts.close()
  }
}

const printCode = (code: string) => {
  console.log(`Pairing code (works once, for 24 hours): ${code}`)
  console.log("On the device: Settings > Data > Sync, enter the 'Server address' and this")
  console.log("'Pairing code', then 'Connect'. It is not shown again.")
}

async function main(argv: string[]): Promise<number> {
  const [command = 'serve', argument, ...rest] = argv
  const needs = (what: string) => {
    if (!argument || rest.length > 0) throw new Error(`Usage: ${command} ${what}`)
    return argument
  }
  switch (command) {
    case 'serve':
      await serve()
      return -1 // keeps running
    case 'add-user': {
      const name = needs('NAME')
      await withAccounts(async (accounts) => {
        const user = await accounts.addUser(name)
        console.log(`Added user ${user.userName} (${user.userId}).`)
        printCode(user.pairingCode)
      })
      return 0
    }
    case 'add-device': {
      const name = needs('NAME')
      await withAccounts(async (accounts) => printCode(await accounts.addPairingCode(name)))
      return 0
    }
    case 'list-devices':
      if (rest.length > 0) throw new Error('Usage: list-devices [NAME]')
      await withAccounts(async (accounts) => {
        const devices = await accounts.listDevices(argument)
        if (devices.length === 0) console.log('No paired devices.')
        for (const d of devices) {
          console.log(
            `${d.deviceId}  ${d.userName}  "${d.deviceName}"  paired ${when(d.pairedAt)}  last seen ${when(d.lastSeenAt)}`,
          )
        }
      })
      return 0
    case 'remove-device': {
      const id = needs('DEVICE_ID')
      let removed = false
      await withAccounts(async (accounts) => {
        removed = await accounts.removeDevice(id)
      })
      console.log(
        removed ? `Removed ${id}; its connections close within 2 seconds.` : `No device ${id}.`,
      )
      return removed ? 0 : 1
    }
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE)
      return 0
    default:
      console.error(USAGE)
      return 2
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  },
)
