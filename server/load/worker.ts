// One load worker process (main.ts forks several, so that simulating the devices is not capped
// at one core): it connects the devices it is given, makes their edits on schedule from the
// start time it is sent, measures how late other devices' edits arrive, then waits for quiet and
// checks that every replica of its users' documents is equal, and equal to the server's.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import * as Y from 'yjs'
import { Device, type Paired } from './device.js'
import { Histogram } from './stats.js'

export interface WorkerDevice {
  paired: Paired
  user: number
  index: number
  wsUrl: string
}

export type ToWorker =
  | {
      type: 'setup'
      devices: WorkerDevice[]
      docIds: string[]
      rate: number
      seconds: number
      settleSeconds: number
      /** Where the fresh reader of each user's documents connects (the server's copy). */
      readerUrl: string
    }
  | { type: 'start'; at: number }

export interface WorkerResult {
  sent: number
  delays: [number, number][]
  /** Most edits one device had to make at once to keep to its schedule (1 when never late). */
  burst: number
  loopP50Ms: number
  loopMaxMs: number
  documents: number
  equal: number
  serverEqual: number
  drops: number
  rss: number
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'progress'; sent: number; seen: number }
  | { type: 'result'; result: WorkerResult }

const send = (message: FromWorker) => process.send!(message)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
process.on('disconnect', () => process.exit(1)) // the coordinator is gone

const setup = await new Promise<Extract<ToWorker, { type: 'setup' }>>((resolve) =>
  process.once('message', resolve),
)
const { docIds, rate, seconds } = setup
const delays = new Histogram()
let measuring = true
const sims = setup.devices.map((d) => ({ ...d, device: new Device(d.wsUrl, d.paired), seq: 0 }))
for (const sim of sims) {
  await Promise.all(docIds.map((docId) => sim.device.open(docId)))
  for (const docId of docIds) {
    const fields = sim.device.doc(docId).getMap<[number, number]>('fields')
    // Each device sets its own field: another device's field changing is its edit arriving.
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
const { at } = await new Promise<Extract<ToWorker, { type: 'start' }>>((resolve) => {
  send({ type: 'ready' })
  process.once('message', resolve)
})
await sleep(at - Date.now())

// One ticker for all devices: each makes the edits its schedule says it owes by now, so a busy
// moment delays edits but never drops them (device i's first edit is i/n of a period in).
const loop = monitorEventLoopDelay({ resolution: 10 })
loop.enable()
let sent = 0
let burst = 0
const period = 1000 / rate
const until = at + seconds * 1000
const ticker = setInterval(() => {
  const now = Math.min(Date.now(), until)
  for (const [i, sim] of sims.entries()) {
    const owed = Math.floor((now - at) / period - i / sims.length) + 1
    burst = Math.max(burst, owed - sim.seq)
    for (; sim.seq < owed; sent++) {
      const docId = docIds[sim.seq % docIds.length]!
      sim.seq += 1
      sim.device.doc(docId).getMap('fields').set(String(sim.index), [sim.seq, Date.now()])
    }
  }
}, 5)
const progress = setInterval(() => send({ type: 'progress', sent, seen: delays.count }), 5000)
await sleep(until - Date.now() + 20)
clearInterval(ticker)
clearInterval(progress)
measuring = false
loop.disable()

// Quiet, then convergence: the same state vector and content on every replica of a document.
const same = (docs: Y.Doc[]) => {
  const vectors = docs.map((doc) => Buffer.from(Y.encodeStateVector(doc)).toString('base64'))
  const contents = docs.map((doc) => JSON.stringify(doc.getMap('fields').toJSON()))
  return vectors.every((v) => v === vectors[0]) && contents.every((c) => c === contents[0])
}
const users = [...new Set(sims.map((sim) => sim.user))]
const replicas = (user: number, docId: string) =>
  sims.filter((sim) => sim.user === user).map((sim) => sim.device.doc(docId))
const equalDocs = () =>
  users.reduce((n, user) => n + docIds.filter((id) => same(replicas(user, id))).length, 0)
const settleBy = Date.now() + setup.settleSeconds * 1000
while (Date.now() < settleBy) {
  const settled = sims.every((sim) => sim.device.connected && sim.device.settled)
  if (settled && equalDocs() === users.length * docIds.length) break
  await sleep(250)
}
// What the server holds: each user's first device connects once more and reads everything.
let serverEqual = 0
for (const user of users) {
  const first = sims.find((sim) => sim.user === user)!
  const reader = new Device(setup.readerUrl, first.paired, `reader-${user}`)
  await Promise.all(docIds.map((docId) => reader.open(docId)))
  serverEqual += docIds.filter((id) => same([reader.doc(id), ...replicas(user, id)])).length
  reader.destroy()
}
await new Promise<void>((resolve) =>
  process.send!(
    {
      type: 'result',
      result: {
        sent,
        delays: delays.entries(),
        burst,
        loopP50Ms: loop.percentile(50) / 1e6,
        loopMaxMs: loop.max / 1e6,
        documents: users.length * docIds.length,
        equal: equalDocs(),
        serverEqual,
        drops: sims.reduce((n, sim) => n + sim.device.drops, 0),
        rss: process.memoryUsage().rss,
      },
    } satisfies FromWorker,
    () => resolve(),
  ),
)
for (const sim of sims) sim.device.destroy()
process.exit(0)
