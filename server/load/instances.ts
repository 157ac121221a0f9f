// Sync server instances in child processes (./instance.ts), for the scale-out test and the load
// script. Node 20 cannot run TypeScript, so Vite bundles instance.ts and the server once per
// process into .cache/sync-instance/<pid>/ (about 0.1 s; packages stay imports from node_modules).
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ServerOptions } from '../src/server.js'
import type { FromInstance, InstanceStats, ToInstance } from './instance.js'

export type InstanceOptions = Omit<ServerOptions, 'log' | 'host'> & { instanceName: string }

export interface Instance {
  name: string
  pid: number
  port: number
  httpUrl: string
  wsUrl: string
  /** process.memoryUsage() and process.cpuUsage() of the instance's process. */
  stats(): Promise<InstanceStats>
  /** Stops it the ordinary way (the server's stop(): documents stored, sockets closed). */
  stop(): Promise<void>
  /** `kill -9`: no goodbye, nothing flushed. */
  kill(): Promise<void>
}

/** The repository: the nearest folder up from here with server/load/ (this may run bundled). */
export function repositoryRoot(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'server/load/instance.ts'))) return dir
    if (dirname(dir) === dir)
      throw new Error(`no server/load/instance.ts above ${import.meta.dirname}`)
  }
}

let bundled: Promise<string> | undefined

function alive(pid: number): boolean {
  try {
    return process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function bundle(): Promise<string> {
  bundled ??= (async () => {
    const root = repositoryRoot()
    const parent = join(root, '.cache/sync-instance')
    const outDir = join(parent, String(process.pid))
    // A worker that was killed (Vitest ends its workers so) left its bundle behind.
    for (const pid of existsSync(parent) ? readdirSync(parent) : []) {
      if (!alive(Number(pid))) rmSync(join(parent, pid), { recursive: true, force: true })
    }
    const { build } = await import('vite')
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      build: {
        ssr: join(root, 'server/load/instance.ts'),
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rollupOptions: { output: { entryFileNames: 'instance.mjs' } },
      },
    })
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
    return join(outDir, 'instance.mjs')
  })()
  return bundled
}

const children = new Set<ChildProcess>()
// Whatever happens to this process, no instance outlives it.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')))

/**
 * The instance's stderr, each line prefixed with its name; a line seen 3 times is not shown
 * again (a load run can repeat one warning thousands of times), and is counted at exit.
 */
function forwardStderr(child: ChildProcess, name: string) {
  const seen = new Map<string, number>()
  let partial = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop()!
    for (const line of lines) {
      const times = (seen.get(line) ?? 0) + 1
      seen.set(line, times)
      if (times <= 3) process.stderr.write(`[${name}] ${line}\n`)
    }
  })
  child.once('exit', () => {
    const hidden = [...seen].filter(([, times]) => times > 3)
    for (const [line, times] of hidden.slice(0, 5)) {
      process.stderr.write(`[${name}] (${times - 3} more times) ${line}\n`)
    }
  })
}

export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const name = options.instanceName
  const child = fork(await bundle(), [], {
    env: { ...process.env, HEARTH_INSTANCE: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  children.add(child)
  forwardStderr(child, name)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  void exited.then(() => children.delete(child))
  const ready = await new Promise<Extract<FromInstance, { type: 'ready' }>>((resolve, reject) => {
    child.on('message', (message: FromInstance) => {
      if (message.type === 'ready') resolve(message)
      if (message.type === 'failed') reject(new Error(`${name}: ${message.message}`))
    })
    void exited.then(() => reject(new Error(`${name} exited before it was ready`)))
  })
  const send = (message: ToInstance) => child.connected && child.send(message)
  const running = () => child.exitCode === null && child.signalCode === null
  return {
    name,
    pid: child.pid!,
    port: ready.port,
    httpUrl: ready.httpUrl,
    wsUrl: ready.wsUrl,
    stats: () =>
      new Promise((resolve, reject) => {
        const answer = (message: FromInstance) => {
          if (message.type !== 'stats') return
          child.off('message', answer)
          resolve(message.stats)
        }
        child.on('message', answer)
        if (!send({ type: 'stats' })) reject(new Error(`${name} is not running`))
      }),
    async stop() {
      if (!running()) return
      send({ type: 'stop' })
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(late)
    },
    async kill() {
      if (running()) child.kill('SIGKILL')
      await exited
    },
  }
}
