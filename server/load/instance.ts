// One sync server instance in a process of its own, for the scale-out test and the load script
// (server/load/instances.ts starts it): a real `kill -9` and a memory figure per instance. Options
// come as JSON in HEARTH_INSTANCE; it reports its address to the parent over IPC, answers
// 'stats' (memory, CPU time), stops on 'stop', and exits when the parent goes away.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { startServer, type ServerOptions } from '../src/server.js'

export type ToInstance = { type: 'stats' } | { type: 'stop' }
export type FromInstance =
  | { type: 'ready'; port: number; httpUrl: string; wsUrl: string }
  | { type: 'stats'; stats: InstanceStats }
  | { type: 'stopped' }
  | { type: 'failed'; message: string }

export interface InstanceStats {
  memory: NodeJS.MemoryUsage
  cpu: NodeJS.CpuUsage
  /** Event loop delay since the previous stats, in ms. */
  loop: { p50: number; p99: number; max: number }
}

const send = (message: FromInstance) => process.send?.(message)
const options = JSON.parse(process.env.HEARTH_INSTANCE ?? '{}') as ServerOptions
const verbose = process.env.HEARTH_INSTANCE_LOG === '1'
const loop = monitorEventLoopDelay({ resolution: 10 })
loop.enable()
const stats = (): InstanceStats => {
  const ms = (ns: number) => Math.round(ns / 1e6)
  const delay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) }
  loop.reset()
  return { memory: process.memoryUsage(), cpu: process.cpuUsage(), loop: delay }
}

try {
  const server = await startServer({
    ...options,
    host: '127.0.0.1',
    // Warnings and errors only (on stderr, which the parent shows), unless asked for everything.
    log: (entry) => {
      if (verbose || entry.level !== 'info') process.stderr.write(`${JSON.stringify(entry)}\n`)
    },
  })
  const stop = async () => {
    await server.stop()
    send({ type: 'stopped' })
    process.exit(0)
  }
  process.on('message', (message: ToInstance) => {
    if (message.type === 'stats') {
      send({ type: 'stats', stats: stats() })
    }
    if (message.type === 'stop') void stop()
  })
  process.on('disconnect', () => {
    setTimeout(() => process.exit(1), 5000).unref()
    void stop()
  })
  send({ type: 'ready', port: server.port, httpUrl: server.httpUrl, wsUrl: server.wsUrl })
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
