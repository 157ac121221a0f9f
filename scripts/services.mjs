// Redis and PostgreSQL for the sync server's tests and load script: Debian's packages, installed
// when missing (as ensureChromium() does), and our own instances on 127.0.0.1 with their data in
// .cache/services/ (not Debian's service units or default cluster). They keep running after the
// process that started them, so the next run reuses them (about 0.1 s instead of 0.5 s, or 10 s
// with the first initdb). `node scripts/services.mjs [start|stop|status]`.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, chownSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = resolve(import.meta.dirname, '..')
const base = resolve(root, '.cache/services')
const HOST = '127.0.0.1'
const isRoot = process.getuid?.() === 0
const say = (line) => console.log(`services: ${line}`)
const attempt = (work, fallback) => {
  try {
    return work()
  } catch {
    return fallback
  }
}
const readJson = (path) => attempt(() => JSON.parse(readFileSync(path, 'utf8')), null)

function alive(pid) {
  try {
    return Boolean(pid) && process.kill(pid, 0)
  } catch (error) {
    return error.code === 'EPERM' // alive, someone else's
  }
}

/** True when process `pid` runs `name` (after a reboot, a recycled pid is someone else). */
const runs = (pid, name) =>
  alive(pid) && attempt(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name), true)

function sh(file, args, options = {}) {
  const result = spawnSync(file, args, { encoding: 'utf8', ...options })
  if (result.status === 0) return result.stdout ?? ''
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
  throw new Error(`"${[file, ...args].join(' ')}" failed (exit ${result.status})\n${output}`)
}

/** `preferred` if nothing listens on it, else a port the system picks. */
async function choosePort(preferred) {
  const tryListen = (port) =>
    new Promise((done) => {
      const server = net.createServer().once('error', () => done(null))
      server.listen(port, HOST, () => {
        const chosen = server.address().port
        server.close(() => done(chosen))
      })
    })
  return (await tryListen(preferred)) ?? (await tryListen(0))
}

async function waitFor(what, check, { timeoutMs = 30_000, gone = () => false } = {}) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    if (await check()) return
    if (gone()) throw new Error(`${what} exited while starting`)
  }
  throw new Error(`${what}: no answer within ${timeoutMs / 1000} s`)
}

/** Serialises set-up between processes (a test run and the load script, say). */
async function withLock(work) {
  mkdirSync(base, { recursive: true })
  const lock = join(base, 'lock')
  const deadline = Date.now() + 10 * 60_000 // an apt-get install can take minutes
  while (!attempt(() => writeFileSync(lock, String(process.pid), { flag: 'wx' }) ?? true, false)) {
    const holder = Number(attempt(() => readFileSync(lock, 'utf8'), 0))
    const young = () => attempt(() => Date.now() - statSync(lock).mtimeMs < 2000, true)
    if (!alive(holder) && !young()) rmSync(lock, { force: true })
    else if (Date.now() > deadline) throw new Error(`${lock} is held by process ${holder}`)
    else await sleep(100)
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { force: true })
  }
}

function findRedis() {
  const path = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'redis-server'))
  return [process.env.REDIS_SERVER, '/usr/bin/redis-server', ...path].find(
    (p) => p && existsSync(p),
  )
}

function findPostgres() {
  const dirs = process.env.HEARTH_PG_BIN ? [process.env.HEARTH_PG_BIN] : []
  const versions = attempt(() => readdirSync('/usr/lib/postgresql'), []).filter(Number)
  versions.sort((a, b) => b - a).forEach((v) => dirs.push(`/usr/lib/postgresql/${v}/bin`))
  return dirs.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b))))
}

/** Installs what is missing, in one apt-get run, when root on Debian; else says what to do. */
function ensurePackages() {
  const missing = [!findRedis() && 'redis-server', !findPostgres() && 'postgresql'].filter(Boolean)
  if (!missing.length) return
  const names = missing.join(' and ')
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${names} not found (Debian: apt-get install ${missing.join(' ')})`)
  }
  say(`${names} not found: installing Debian's package${missing.length > 1 ? 's' : ''}…`)
  const started = Date.now()
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`
  sh('sh', ['-c', `apt-get update -qq && ${install}`], { stdio: ['ignore', 'inherit', 'inherit'] })
  say(`installed ${names} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function redisPing(port) {
  return new Promise((done) => {
    const socket = net.connect({ host: HOST, port }, () => socket.write('PING\r\n'))
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')) || socket.destroy())
    socket.once('error', () => done(false)).once('close', () => done(false))
  })
}

const redisDir = join(base, 'redis')
const redisState = join(redisDir, 'state.json')
const redisRunning = () => {
  const state = readJson(redisState)
  return state && runs(state.pid, 'redis-server') ? state : null
}

async function startRedis() {
  const state = redisRunning()
  if (state && (await redisPing(state.port))) return { port: state.port, reused: true }
  if (state) process.kill(state.pid, 'SIGKILL') // alive but deaf
  mkdirSync(redisDir, { recursive: true })
  const port = await choosePort(6390)
  const log = openSync(join(redisDir, 'redis.log'), 'a')
  const args = ['--port', String(port), '--bind', HOST, '--protected-mode', 'yes', '--save', '']
  args.push('--appendonly', 'no', '--daemonize', 'no', '--dir', redisDir)
  const child = spawn(findRedis(), args, { detached: true, stdio: ['ignore', log, log] })
  child.unref()
  writeFileSync(redisState, JSON.stringify({ pid: child.pid, port }))
  await waitFor('redis-server', () => redisPing(port), { gone: () => !alive(child.pid) })
  return { port, reused: false }
}

async function stopRedis() {
  const state = redisRunning()
  if (!state) return
  process.kill(state.pid, 'SIGTERM')
  await waitFor('redis-server to stop', () => !alive(state.pid), { timeoutMs: 10_000 })
  rmSync(redisState, { force: true })
}

/** The cluster's directory: in .cache/services unless the postgres user cannot reach it. */
function pgDir() {
  if (!isRoot || spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', base]).status === 0) {
    return join(base, 'pg')
  }
  return `/var/tmp/hearth-services-${createHash('sha1').update(root).digest('hex').slice(0, 8)}/pg`
}

/** Runs a PostgreSQL program as the postgres user (PostgreSQL refuses to run as root). */
const asPostgres = (file, args) =>
  isRoot ? sh('runuser', ['-u', 'postgres', '--', file, ...args]) : sh(file, args)

async function pgQuery(url, query) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return (await client.query(query)).rows
  } finally {
    await client.end().catch(() => {})
  }
}

const pgUrl = (port, database = 'postgres') => `postgres://postgres@${HOST}:${port}/${database}`
const pgAnswers = (port) => pgQuery(pgUrl(port), 'SELECT 1').then(Boolean, () => false)

/** From postmaster.pid (pid on line 1, port on line 4); a stale file is removed. */
function pgRunning(data) {
  const lines = attempt(() => readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n'), null)
  if (!lines) return null
  if (runs(Number(lines[0]), 'postgres')) return { pid: Number(lines[0]), port: Number(lines[3]) }
  rmSync(join(data, 'postmaster.pid'), { force: true }) // left by a reboot or a kill -9
  return null
}

function initCluster(bin, dir, data) {
  mkdirSync(dir, { recursive: true })
  const id = (flag) => Number(sh('id', [flag, 'postgres']))
  if (isRoot) chownSync(dir, id('-u'), id('-g'))
  say(`creating a PostgreSQL cluster in ${data}`)
  const options = ['-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']
  asPostgres(join(bin, 'initdb'), ['-D', data, ...options])
  // TCP from 127.0.0.1 only, without a password; no Unix socket, so no other way in. root may
  // write in the postgres user's directory; the files keep their owner.
  const hba = '# Hearth test cluster: TCP from 127.0.0.1 only\nhost all all 127.0.0.1/32 trust\n'
  writeFileSync(join(data, 'pg_hba.conf'), hba)
  const conf = ["listen_addresses = '127.0.0.1'", "unix_socket_directories = ''"]
  conf.push('max_connections = 200')
  // Test data: durability across a power cut is not needed, speed is.
  conf.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off')
  appendFileSync(join(data, 'postgresql.conf'), `\n${conf.join('\n')}\n`)
}

async function startPostgres() {
  const [bin, dir] = [findPostgres(), pgDir()]
  const data = join(dir, 'data')
  const running = pgRunning(data)
  if (running && (await pgAnswers(running.port))) return { port: running.port, reused: true }
  if (running) asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
  const version = attempt(() => readFileSync(join(data, 'PG_VERSION'), 'utf8').trim(), null)
  if (version && bin.startsWith('/usr/lib/postgresql/') && version !== bin.split('/').at(-2)) {
    say(`the cluster is from PostgreSQL ${version}, not ${bin}: creating it again`)
    rmSync(data, { recursive: true, force: true })
  }
  if (!existsSync(join(data, 'PG_VERSION'))) initCluster(bin, dir, data)
  const port = await choosePort(5433)
  const log = join(dir, 'postgres.log')
  asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', `-p ${port}`, '-w', 'start'])
  await waitFor('postgres', () => pgAnswers(port))
  return { port, reused: false }
}

function stopPostgres() {
  const [bin, data] = [findPostgres(), join(pgDir(), 'data')]
  if (bin && pgRunning(data)) asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'])
}

export const TEST_DATABASE = 'hearth_test'
let running = null

/**
 * Makes sure Redis and PostgreSQL run on 127.0.0.1 (installing them when missing) and gives their
 * URLs (`databaseUrl` names the database hearth_test). The same process gets the same promise.
 */
export function ensureServices() {
  running ??= withLock(async () => {
    const started = Date.now()
    ensurePackages()
    const [redis, postgres] = await Promise.all([startRedis(), startPostgres()])
    const exists = `SELECT 1 FROM pg_database WHERE datname = '${TEST_DATABASE}'`
    if (!(await pgQuery(pgUrl(postgres.port), exists)).length) {
      await pgQuery(pgUrl(postgres.port), `CREATE DATABASE ${TEST_DATABASE}`)
    }
    const how = (s, port) => `${s.reused ? 'running' : 'started'} on ${HOST}:${port}`
    say(
      `Redis ${how(redis, redis.port)}, PostgreSQL ${how(postgres, postgres.port)} (${Date.now() - started} ms)`,
    )
    return {
      redisUrl: `redis://${HOST}:${redis.port}`,
      databaseUrl: pgUrl(postgres.port, TEST_DATABASE),
      stop: stopServices,
    }
  }).catch((error) => {
    running = null
    throw error
  })
  return running
}

/** Stops the instances that ensureServices() started, in this process or an earlier one. */
export async function stopServices() {
  running = null
  await withLock(() => Promise.all([stopRedis(), stopPostgres()]))
  say('Redis and PostgreSQL stopped')
}

/**
 * A new, empty database next to `databaseUrl`'s, so that runs do not see each other's rows;
 * drop() removes it, closing the connections still open to it.
 */
export async function freshDatabase(databaseUrl, prefix = 'hearth_run') {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  const at = (database) => Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).href
  await pgQuery(at('postgres'), `CREATE DATABASE ${name}`)
  const drop = () => pgQuery(at('postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  return { url: at(name), drop }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'start'
  if (command === 'stop') await stopServices()
  else if (command === 'start') await ensureServices()
  else if (command === 'status') {
    const [redis, pg] = [redisRunning(), pgRunning(join(pgDir(), 'data'))]
    const show = (s) => (s ? `pid ${s.pid}, port ${s.port}` : 'not running')
    say(`Redis: ${show(redis)}; PostgreSQL: ${show(pg)}`)
  } else {
    console.error('usage: node scripts/services.mjs [start|stop|status]')
    process.exit(2)
  }
}
