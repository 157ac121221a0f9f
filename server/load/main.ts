// The sync load test (issue 14), bounded and on 127.0.0.1 only: Redis and PostgreSQL from
// scripts/services.mjs, two server instances in their own processes sharing them, and simulated
// devices (users × devices per user, split over both instances) each making `rate` edits a second
// for `seconds`. Prints propagation delay (edit timestamp → seen on another device of the same
// user), convergence once quiet, and the instances' memory; it stops by itself.
// `npm run sync:load -- --devices 50 --seconds 10` (defaults: 200 devices, 20 users, 60 s).
import { cpus, loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import * as Y from 'yjs'
import { openAccounts } from '../src/accounts.js'
import { Device, pairDevice } from './device.js'
import { startInstance, repositoryRoot, type Instance } from './instances.js'
import { Histogram, MemoryPeaks, mb, parseFlags } from './stats.js'

const flags = parseFlags(process.argv.slice(2), {
  devices: 200,
  users: 20,
  docs: 3,
  rate: 10,
  seconds: 60,
  settleSeconds: 60,
})
const perUser = Math.floor(flags.devices / flags.users)
if (perUser < 2 || flags.devices > 2000 || flags.seconds > 900 || flags.rate > 100) {
  throw new Error('Bounds: 2+ devices per user, 2,000 devices, 900 s and 100 edits/s at most.')
}
const say = (line: string) => console.log(`load: ${line}`)
const docIds = Array.from({ length: flags.docs }, (_, i) =>
  i ? `workspace:load-${i}` : 'personal',
)

// Whatever happens, the run ends: instances are child processes and die with this one.
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

// ─── Devices: user u's device d is on instance d % 2, so half the pairs cross instances ───
interface Simulated {
  device: Device
  user: number
  index: number
  seq: number
}
const devices: Simulated[] = []
const started = performance.now()
for (let user = 0; user < flags.users; user++) {
  const userName = `load-${Date.now().toString(36)}-${user}`
  const { pairingCode } = await accounts.addUser(userName)
  for (let d = 0; d < perUser; d++) {
    const instance = instances[d % 2]!
    const code = d === 0 ? pairingCode : await accounts.addPairingCode(userName)
    const paired = await pairDevice(instance.httpUrl, code, `device-${d}`)
    const device = new Device(instance.wsUrl, paired, `u${user}d${d}`)
    devices.push({ device, user, index: d, seq: 0 })
  }
}
const delays = new Histogram()
let measuring = true
for (const sim of devices) {
  await Promise.all(docIds.map((docId) => sim.device.open(docId)))
  for (const docId of docIds) {
    const fields = sim.device.doc(docId).getMap<[number, number]>('fields')
    // Each device sets its own field; another device's field changing is one edit arriving.
    fields.observe((event) => {
      if (!measuring) return
      const now = Date.now()
      for (const key of event.keysChanged) {
        const value = fields.get(key)
        if (key !== String(sim.index) && value) delays.add(now - value[1])
      }
    })
  }
}
say(
  `${devices.length} devices (${flags.users} users × ${perUser}), ${docIds.length} documents each, ` +
    `connected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

// ─── Edits ───
const loop = monitorEventLoopDelay({ resolution: 10 })
loop.enable()
const memory = new MemoryPeaks()
const cpuAtStart = await Promise.all(instances.map(async (i) => (await i.stats()).cpu))
const sampleMemory = async () => {
  for (const instance of instances) memory.add(instance.name, (await instance.stats()).memory)
  memory.add('load generator', process.memoryUsage())
}
const sampler = setInterval(() => void sampleMemory(), 2000)
let sent = 0
let behind = 0
// One ticker for all devices: each makes the edits its schedule says it owes by now, so a busy
// moment delays edits but never drops them (device i's schedule is offset by i/n of a period).
const period = 1000 / flags.rate
const editingFrom = performance.now()
const editingUntil = editingFrom + flags.seconds * 1000
const ticker = setInterval(() => {
  const now = Math.min(performance.now(), editingUntil)
  for (const [i, sim] of devices.entries()) {
    const owed = Math.floor((now - editingFrom) / period - i / devices.length) + 1
    behind = Math.max(behind, owed - sim.seq)
    while (sim.seq < owed) {
      const docId = docIds[sim.seq % docIds.length]!
      sim.seq += 1
      sim.device.doc(docId).getMap('fields').set(String(sim.index), [sim.seq, Date.now()])
      sent += 1
    }
  }
}, 5)
say(`editing: ${flags.rate} edits/s per device for ${flags.seconds} s…`)
const progress = setInterval(() => {
  say(`  ${sent} edits sent, ${delays.count} seen, p95 so far ${delays.percentile(95)} ms`)
}, 10_000)
await new Promise((resolve) => setTimeout(resolve, flags.seconds * 1000 + 50))
clearInterval(ticker)
clearInterval(progress)
measuring = false
loop.disable()
const editing = performance.now()
const cpuPercent = await Promise.all(
  instances.map(async (instance, i) => {
    const [before, after] = [cpuAtStart[i]!, (await instance.stats()).cpu]
    const micros = after.user - before.user + after.system - before.system
    return Math.round(micros / 10 / (editing - editingFrom))
  }),
)

// ─── Quiet, then convergence: every replica of a document equal, and equal to the server's ───
const userDocs = (user: number, docId: string) =>
  devices.filter((sim) => sim.user === user).map((sim) => sim.device.doc(docId))
const same = (docs: Y.Doc[]) => {
  const vectors = docs.map((doc) => Buffer.from(Y.encodeStateVector(doc)).toString('base64'))
  const contents = docs.map((doc) => JSON.stringify(doc.getMap('fields').toJSON()))
  return vectors.every((v) => v === vectors[0]) && contents.every((c) => c === contents[0])
}
const pairs = Array.from({ length: flags.users }, (_, user) =>
  docIds.map((docId) => ({ user, docId })),
).flat()
const converged = () => pairs.filter(({ user, docId }) => same(userDocs(user, docId))).length
const settleBy = Date.now() + flags.settleSeconds * 1000
while (Date.now() < settleBy) {
  const settled = devices.every((sim) => sim.device.connected && sim.device.settled)
  if (settled && converged() === pairs.length) break
  await new Promise((resolve) => setTimeout(resolve, 250))
}
const quiet = (performance.now() - editing) / 1000
// What the servers hold: a new connection of each user's first device, on the other instance.
let serverEqual = 0
for (let user = 0; user < flags.users; user++) {
  const first = devices.find((sim) => sim.user === user)!
  const reader = new Device(instances[1]!.wsUrl, first.device.paired, `reader-${user}`)
  await Promise.all(docIds.map((docId) => reader.open(docId)))
  for (const docId of docIds) {
    if (same([reader.doc(docId), ...userDocs(user, docId)])) serverEqual += 1
  }
  reader.destroy()
}
clearInterval(sampler)
await sampleMemory()

// ─── Report ───
const equal = converged()
const expected = sent * (perUser - 1)
console.log(`
Sync load: ${devices.length} devices (${flags.users} users × ${perUser}) on 2 instances with Redis and PostgreSQL, ${flags.docs} documents per user
  edits sent        ${sent} in ${flags.seconds} s (${Math.round(sent / flags.seconds)}/s); seen by other devices ${delays.count} of ${expected} possible (overwritten values arrive merged)
  propagation       p50 ${delays.percentile(50)} ms, p95 ${delays.percentile(95)} ms, p99 ${delays.percentile(99)} ms, max ${delays.max} ms
  convergence       ${equal === pairs.length && serverEqual === pairs.length ? 'yes' : 'NO'}: ${equal}/${pairs.length} documents equal on all devices, ${serverEqual}/${pairs.length} equal to the server's, quiet ${quiet.toFixed(1)} s after the last edit
  load generator    event loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms; up to ${behind} edits at once per device (catching up)
  machine           ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min)
  dropped sockets   ${devices.reduce((n, sim) => n + sim.device.drops, 0)} during the run
${memory
  .report()
  .map((m) => {
    const i = instances.findIndex((instance) => instance.name === m.name)
    const cpu = i >= 0 ? `CPU ${cpuPercent[i]}% of a core while editing, ` : ''
    const heap = `heap ${mb(m.last.heapUsed)} (peak ${mb(m.peak.heapUsed)})`
    return `  ${m.name.padEnd(16)}  ${cpu}rss ${mb(m.last.rss)} (peak ${mb(m.peak.rss)}), ${heap}`
  })
  .join('\n')}`)

for (const sim of devices) sim.device.destroy()
await Promise.all(instances.map((instance) => instance.stop()))
await accounts.close()
await database.drop()
clearTimeout(hardStop)
process.exit(equal === pairs.length && serverEqual === pairs.length ? 0 : 1)
