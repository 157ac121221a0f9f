// The sync load test (issue 14), bounded and on 127.0.0.1 only: Redis and PostgreSQL from
// scripts/services.mjs, two server instances in their own processes sharing them, and simulated
// devices (10 per user, split over both instances, simulated by worker processes) each making
// `rate` edits a second for `seconds`. Prints propagation delay (edit timestamp → seen on another
// device of the same user), convergence once quiet, the instances' CPU and memory; it stops by
// itself. `npm run sync:load -- --devices 50 --seconds 10` (defaults: 200 devices, 60 s).
import { fork, type ChildProcess } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { openAccounts } from '../src/accounts.js'
import { pairDevice } from './device.js'
import { repositoryRoot, startInstance, type Instance } from './instances.js'
import { Histogram, MemoryPeaks, mb, parseFlags } from './stats.js'
import type { FromWorker, ToWorker, WorkerDevice, WorkerResult } from './worker.js'

const flags = parseFlags(process.argv.slice(2), {
  devices: 200,
  users: 0, // 0: one user per 10 devices
  docs: 3,
  rate: 10,
  seconds: 60,
  settleSeconds: 60,
  workers: Math.min(4, cpus().length),
})
flags.users ||= Math.max(1, Math.round(flags.devices / 10))
const perUser = Math.floor(flags.devices / flags.users)
if (perUser < 2 || flags.devices > 2000 || flags.seconds > 900 || flags.rate > 100) {
  throw new Error('Bounds: 2+ devices per user, 2,000 devices, 900 s and 100 edits/s at most.')
}
const say = (line: string) => console.log(`load: ${line}`)
const docIds = Array.from({ length: flags.docs }, (_, i) =>
  i ? `workspace:load-${i}` : 'personal',
)

// Whatever happens, the run ends; instances and workers are child processes and end with it.
const hardLimitMs = (flags.seconds + flags.settleSeconds + 180) * 1000
const hardStop = setTimeout(() => {
  console.error(`load: hard time limit (${hardLimitMs / 1000} s) reached; stopping`)
  process.exit(2)
}, hardLimitMs)

interface ServicesModule {
  ensureServices(): Promise<{ redisUrl: string; databaseUrl: string }>
  freshDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<unknown> }>
}
const servicesUrl = new URL('scripts/services.mjs', `file://${repositoryRoot()}/`).href
const services = (await import(servicesUrl)) as ServicesModule
const { redisUrl, databaseUrl } = await services.ensureServices()
const database = await services.freshDatabase(databaseUrl, 'hearth_load')
const accounts = await openAccounts({ databaseUrl: database.url })
const instances: Instance[] = await Promise.all(
  ['load-1', 'load-2'].map((instanceName) =>
    startInstance({ instanceName, port: 0, redisUrl, databaseUrl: database.url }),
  ),
)
say(`instances on ports ${instances.map((i) => i.port).join(' and ')}`)

// Device d of every user on instance d % 2: half of each user's pairs cross instances.
const started = performance.now()
const shares: WorkerDevice[][] = Array.from({ length: flags.workers }, () => [])
for (let user = 0; user < flags.users; user++) {
  const userName = `load-${Date.now().toString(36)}-${user}`
  const { pairingCode } = await accounts.addUser(userName)
  for (let index = 0; index < perUser; index++) {
    const { httpUrl, wsUrl } = instances[index % 2]!
    const code = index === 0 ? pairingCode : await accounts.addPairingCode(userName)
    const paired = await pairDevice(httpUrl, code, `device-${index}`)
    shares[user % flags.workers]!.push({ paired, user, index, wsUrl })
  }
}
const workers: ChildProcess[] = []
const results: WorkerResult[] = []
const progress = new Map<ChildProcess, { sent: number; seen: number }>()
await Promise.all(
  shares
    .filter((share) => share.length > 0)
    .map(async (share) => {
      // Next to this file once bundled (run.mjs builds both).
      const worker = fork(new URL('./worker.mjs', import.meta.url), { stdio: 'inherit' })
      workers.push(worker)
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'progress') progress.set(worker, message)
        if (message.type === 'result') results.push(message.result)
      })
      const ready = new Promise((resolve) => worker.once('message', resolve))
      const { rate, seconds, settleSeconds } = flags
      const readerUrl = instances[1]!.wsUrl
      const setup: ToWorker = {
        type: 'setup',
        devices: share,
        docIds,
        rate,
        seconds,
        settleSeconds,
        readerUrl,
      }
      worker.send(setup)
      await ready
    }),
)
const deviceCount = shares.flat().length
say(
  `${deviceCount} devices (${flags.users} users × ${perUser}, ${docIds.length} documents each) ` +
    `in ${workers.length} workers, paired and connected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

const memory = new MemoryPeaks()
const loops = instances.map(() => ({ p99: 0, max: 0 })) // the worst of the 2 s windows
const sampleMemory = async () => {
  for (const [i, instance] of instances.entries()) {
    const { memory: usage, loop } = await instance.stats()
    memory.add(instance.name, usage)
    loops[i] = { p99: Math.max(loops[i]!.p99, loop.p99), max: Math.max(loops[i]!.max, loop.max) }
  }
}
const cpuAtStart = await Promise.all(instances.map(async (i) => (await i.stats()).cpu))
const at = Date.now() + 200
for (const worker of workers) worker.send({ type: 'start', at } satisfies ToWorker)
const sampler = setInterval(() => void sampleMemory(), 2000)
say(`editing: ${flags.rate} edits/s per device for ${flags.seconds} s…`)
const ticker = setInterval(() => {
  const total = { sent: 0, seen: 0 }
  for (const p of progress.values())
    [total.sent, total.seen] = [total.sent + p.sent, total.seen + p.seen]
  say(`  ${total.sent} edits made, ${total.seen} seen by other devices`)
}, 10_000)
await new Promise((resolve) => setTimeout(resolve, at + flags.seconds * 1000 - Date.now()))
clearInterval(ticker)
const cpuPercent = await Promise.all(
  instances.map(async (instance, i) => {
    const [before, after] = [cpuAtStart[i]!, (await instance.stats()).cpu]
    return Math.round(
      (after.user - before.user + after.system - before.system) / 10 / (Date.now() - at),
    )
  }),
)
const editingEnded = performance.now()
while (results.length < workers.length) await new Promise((resolve) => setTimeout(resolve, 100))
const quiet = (performance.now() - editingEnded) / 1000
clearInterval(sampler)
await sampleMemory()

const delays = new Histogram()
for (const result of results) delays.addEntries(result.delays)
const sum = (pick: (r: WorkerResult) => number) => results.reduce((n, r) => n + pick(r), 0)
const max = (pick: (r: WorkerResult) => number) => Math.max(...results.map(pick))
const [sent, documents, equal, serverEqual] = [
  sum((r) => r.sent),
  sum((r) => r.documents),
  sum((r) => r.equal),
  sum((r) => r.serverEqual),
]
const converged = equal === documents && serverEqual === documents
console.log(`
Sync load: ${deviceCount} devices (${flags.users} users × ${perUser}) on 2 instances with Redis and PostgreSQL, ${flags.docs} documents per user
  edits             ${sent} in ${flags.seconds} s (${Math.round(sent / flags.seconds)}/s), seen by other devices ${delays.count} times (of ${sent * (perUser - 1)}: overwrites may arrive merged)
  propagation       p50 ${delays.percentile(50)} ms, p95 ${delays.percentile(95)} ms, p99 ${delays.percentile(99)} ms, max ${delays.max} ms
  convergence       ${converged ? 'yes' : 'NO'}: ${equal}/${documents} documents equal on all their devices, ${serverEqual}/${documents} equal to the server's; ${quiet.toFixed(1)} s from the last edit to the check
  workers           ${workers.length}: event loop delay p50 ${max((r) => r.loopP50Ms).toFixed(0)} ms, max ${max((r) => r.loopMaxMs).toFixed(0)} ms; up to ${max((r) => r.burst)} edits at once per device (catching up); rss ${mb(max((r) => r.rss))} each at most; ${sum((r) => r.drops)} dropped sockets
  machine           ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min)
${memory
  .report()
  .map((m, i) => {
    const heap = `heap ${mb(m.last.heapUsed)} (peak ${mb(m.peak.heapUsed)})`
    const loop = `event loop delay p99 ${loops[i]!.p99} ms, max ${loops[i]!.max} ms`
    return `  ${m.name.padEnd(16)}  CPU ${cpuPercent[i]}% of a core while editing, ${loop}; rss ${mb(m.last.rss)} (peak ${mb(m.peak.rss)}), ${heap}`
  })
  .join('\n')}`)

await Promise.all(instances.map((instance) => instance.stop()))
await accounts.close()
await database.drop()
clearTimeout(hardStop)
process.exit(converged ? 0 : 1)
