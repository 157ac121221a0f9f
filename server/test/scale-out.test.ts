// Scale-out (issue 14): two sync server instances, each in its own process, sharing a real Redis
// and a real PostgreSQL (Debian's packages, started by scripts/services.mjs); one device on each,
// behind a TCP load balancer. Edits cross instances within a second; instance 1 killed (kill -9),
// its device fails over to instance 2 and loses nothing; both restarted, everything is stored.
import { afterAll, beforeAll, expect, test } from 'vitest'
import * as Y from 'yjs'
import { openAccounts, type Accounts } from '../src/accounts.js'
import { startBalancer, type Balancer } from '../load/balancer.js'
import { Device, pairDevice, whenDoc } from '../load/device.js'
import { startInstance, type Instance, type InstanceOptions } from '../load/instances.js'

interface ServicesModule {
  ensureServices(): Promise<{ redisUrl: string; databaseUrl: string }>
  freshDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<unknown> }>
}
const services = (await import(
  new URL('../../scripts/services.mjs', import.meta.url).href
)) as ServicesModule

const DOCS = ['personal', 'workspace:scale-out']
const text = (doc: Y.Doc) => doc.getText('body').toString()
const say = (line: string) => console.log(`scale-out: ${line}`)

let options: Omit<InstanceOptions, 'instanceName'>
let dropDatabase: () => Promise<unknown> = async () => {}
let accounts: Accounts
let userName: string
const instances: Instance[] = []
const balancers: Balancer[] = []
const devices: Device[] = []

async function instance(name: string) {
  const started = await startInstance({ ...options, instanceName: name })
  instances.push(started)
  return started
}

/** A newly paired device of the test's user, connected through `balancer`, every doc open. */
async function device(name: string, httpUrl: string, balancer: Balancer) {
  const paired = await pairDevice(httpUrl, await accounts.addPairingCode(userName), name)
  const created = new Device(balancer.url, paired, name)
  devices.push(created)
  await Promise.all(DOCS.map((docId) => created.open(docId)))
  return created
}

/** Inserts `line` on `from` and resolves with how long `to` took to show it (ms). */
async function propagate(from: Device, to: Device, docId: string, line: string) {
  const started = performance.now()
  from.doc(docId).getText('body').insert(0, `${line}\n`)
  await whenDoc(to.doc(docId), () => text(to.doc(docId)).includes(line), 5000, line)
  return performance.now() - started
}

let a: Instance, b: Instance
let device1: Device, device2: Device

beforeAll(async () => {
  const started = performance.now()
  const env = process.env
  const { redisUrl, databaseUrl } =
    env.HEARTH_TEST_REDIS_URL && env.HEARTH_TEST_DATABASE_URL
      ? { redisUrl: env.HEARTH_TEST_REDIS_URL, databaseUrl: env.HEARTH_TEST_DATABASE_URL }
      : await services.ensureServices()
  // A database of its own: runs never see each other's users or documents.
  const database = await services.freshDatabase(databaseUrl, 'hearth_scale_out')
  dropDatabase = database.drop
  options = { port: 0, redisUrl, databaseUrl: database.url }
  accounts = await openAccounts({ databaseUrl: database.url })
  userName = `scale-${Date.now().toString(36)}`
  await accounts.addUser(userName)
  ;[a, b] = await Promise.all([instance('scale-1'), instance('scale-2')])
  // As a load balancer would: device 1 on instance 1 (instance 2 when 1 is gone), device 2 on 2.
  balancers.push(await startBalancer([a.port, b.port]), await startBalancer([b.port, a.port]))
  device1 = await device('device-1', a.httpUrl, balancers[0]!)
  device2 = await device('device-2', b.httpUrl, balancers[1]!)
  say(`2 instances and 2 devices ready in ${(performance.now() - started).toFixed(0)} ms`)
}, 300_000) // a fresh machine installs Redis and PostgreSQL first

afterAll(async () => {
  for (const created of devices) created.destroy()
  await Promise.all(balancers.map((balancer) => balancer.close()))
  await Promise.all(instances.map((started) => started.stop()))
  await accounts?.close()
  await dropDatabase()
}, 30_000)

test('edits made on either instance appear on the other within a second', async () => {
  expect(balancers[0]!.routed).toEqual([a.port])
  expect(balancers[1]!.routed).toEqual([b.port])
  const delays: number[] = []
  for (let round = 0; round < 5; round++) {
    for (const docId of DOCS) {
      delays.push(await propagate(device1, device2, docId, `1→2 ${round}`))
      delays.push(await propagate(device2, device1, docId, `2→1 ${round}`))
    }
  }
  say(`${delays.length} edits, slowest ${Math.max(...delays).toFixed(1)} ms`)
  expect(Math.max(...delays)).toBeLessThan(1000)
  for (const docId of DOCS) expect(text(device2.doc(docId))).toBe(text(device1.doc(docId)))
}, 20_000)

test('instance 1 killed: its device reconnects to instance 2 and loses nothing', async () => {
  const offline = new Promise<void>((resolve) => {
    const dropped = () => {
      device1.socket.off('disconnect', dropped)
      // At the very moment the connection drops: these edits can only travel after reconnecting.
      for (const docId of DOCS) device1.doc(docId).getText('body').insert(0, 'while away\n')
      resolve()
    }
    device1.socket.on('disconnect', dropped)
  })
  const killed = performance.now()
  await a.kill()
  await offline
  for (const docId of DOCS) device2.doc(docId).getText('body').insert(0, 'meanwhile on 2\n')
  for (const docId of DOCS) {
    await whenDoc(device2.doc(docId), () => text(device2.doc(docId)).includes('while away'))
    await whenDoc(device1.doc(docId), () => text(device1.doc(docId)).includes('meanwhile on 2'))
  }
  say(`failover: edits across again ${(performance.now() - killed).toFixed(0)} ms after kill -9`)
  expect(balancers[0]!.routed.at(-1)).toBe(b.port)
  for (const docId of DOCS) expect(text(device1.doc(docId))).toBe(text(device2.doc(docId)))
  // Both devices still edit through instance 2 alone.
  expect(await propagate(device1, device2, DOCS[0]!, 'after failover')).toBeLessThan(1000)
}, 20_000)

test('both instances restarted: a new device finds every document intact', async () => {
  const expected = new Map(DOCS.map((docId) => [docId, device1.doc(docId)]))
  for (const docId of DOCS) expect(text(device2.doc(docId))).toBe(text(expected.get(docId)!))
  for (const created of devices) created.destroy()
  await b.stop()
  const [a2, b2] = await Promise.all([instance('scale-1b'), instance('scale-2b')])
  for (const restarted of [a2, b2]) {
    const balancer = await startBalancer([restarted.port])
    balancers.push(balancer)
    const fresh = await device(`fresh-${restarted.name}`, restarted.httpUrl, balancer)
    for (const [docId, doc] of expected) {
      expect(text(fresh.doc(docId))).toBe(text(doc))
      expect(text(fresh.doc(docId))).toContain('while away')
      expect(Y.decodeStateVector(Y.encodeStateVector(fresh.doc(docId)))).toEqual(
        Y.decodeStateVector(Y.encodeStateVector(doc)),
      )
    }
  }
}, 20_000)
