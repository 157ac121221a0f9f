import { mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { Hocuspocus } from '@hocuspocus/server'
import { WebSocketServer } from 'ws'
import { openAccounts, type Accounts } from './accounts.js'
import { createAuthenticator } from './authenticate.js'
import { documentExtensions } from './documents.js'
import { clientIp, createRequestHandler } from './http.js'
import { DEFAULT_LIMITS, type Limits } from './limits.js'
import { createLogger, errorMessage, type LogSink } from './log.js'
import { KeyedBuckets } from './rate-limit.js'
import { SocketRegistry } from './sockets.js'
import { openSql, type SqlClient } from './sql.js'
import { schemaExtension } from './schema.js'
import { createWorkspaceRemover } from './workspaces.js'

export interface ServerOptions {
  /** @defaultValue '127.0.0.1' */
  host?: string
  /** 0 picks any free port. @defaultValue 1234 */
  port?: number
  /** SQLite files (`documents.sqlite`, `accounts.sqlite`) live here. @defaultValue './server-data' */
  dataDir?: string
  /** Set: the Hocuspocus Redis extension; instances sharing it serve the same documents. */
  redisUrl?: string
  /** Set (`postgres://…`): PostgreSQL for documents and accounts instead of SQLite. */
  databaseUrl?: string
  /** Bigger websocket messages close the connection. @defaultValue 4 MiB */
  maxMessageBytes?: number
  /** Appears in every log line. @defaultValue 'hearth-<pid>' */
  instanceName?: string
  /** Receives every log entry. @defaultValue JSON lines on stdout */
  log?: LogSink
  /** Use X-Forwarded-For's last entry as the client's address (behind a reverse proxy). */
  trustProxy?: boolean
  /** Any of the other bounds (see limits.ts). */
  limits?: Partial<Limits>
}

export interface RunningServer {
  port: number
  /** `http://host:port`: POST /pair, GET /health. */
  httpUrl: string
  /** `ws://host:port`: the Hocuspocus endpoint. */
  wsUrl: string
  /** Closes every connection, stores every open document, then closes the databases. */
  stop(): Promise<void>
}

/** How long stop() waits for documents to be stored before closing the databases anyway. */
const STOP_TIMEOUT_MS = 10_000
const until = async (done: () => boolean, timeoutMs: number) => {
  for (const end = Date.now() + timeoutMs; !done() && Date.now() < end;) {
    await new Promise((r) => setTimeout(r, 20))
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = resolve(options.dataDir ?? './server-data')
  const { databaseUrl, redisUrl } = options
  const limits: Limits = {
    ...DEFAULT_LIMITS,
    ...options.limits,
    ...(options.maxMessageBytes && { maxMessageBytes: options.maxMessageBytes }),
  }
  const instance = options.instanceName ?? `hearth-${process.pid}`
  const log = createLogger(instance, options.log)
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true })

  // Opened one by one; whatever opened is closed again if a later step fails.
  const opened: { close(): Promise<unknown> }[] = []
  try {
    const accounts: Accounts = await openAccounts({ dataDir, databaseUrl })
    opened.push(accounts)
    const documentsSql: SqlClient = await openSql({
      databaseUrl,
      file: join(dataDir, 'documents.sqlite'),
    })
    opened.push(documentsSql)
    const { extensions, documents } = await documentExtensions(documentsSql, log)
    extensions.push(schemaExtension(log))
    if (redisUrl) {
      const { redisExtension } = await import('./redis.js')
      const redis = await redisExtension(redisUrl, instance, log)
      extensions.push(redis)
      opened.push({ close: () => redis.onDestroy() })
    }

    const hocuspocus = new Hocuspocus({
      name: instance,
      quiet: true,
      // Stored a second after the last change (at most every 5 s while changes keep coming):
      // an instance that dies loses little, and other instances store what they received.
      debounce: 1000,
      maxDebounce: 5000,
      extensions,
      // Called only once a client connects, when `authenticate` below exists.
      onAuthenticate: (payload) => authenticate(payload),
    })
    const sockets = new SocketRegistry(hocuspocus, accounts, limits, log)
    const authenticate = createAuthenticator(accounts, sockets, log)

    const http = createRequestHandler({
      accounts,
      limits,
      log,
      trustProxy: !!options.trustProxy,
      removeWorkspace: createWorkspaceRemover(hocuspocus, documents, log),
    })
    const httpServer = createServer((request, response) => void http.handle(request, response))
    const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes })
    const upgrades = new KeyedBuckets(limits.upgradesPerSecond, limits.upgradeBurst)
    httpServer.on('upgrade', (request, socket, head) => {
      const ip = clientIp(request, !!options.trustProxy)
      socket.on('error', () => undefined)
      if (!upgrades.take(ip)) {
        log.warn('socket.rate-limited', { ip })
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n')
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) => sockets.accept(ws, request, ip))
    })

    await new Promise<void>((done, fail) => {
      httpServer.once('error', fail)
      httpServer.listen(options.port ?? 1234, host, () => {
        httpServer.off('error', fail)
        done()
      })
    })
    const sweep = setInterval(() => {
      void sockets.sweep()
      upgrades.prune()
    }, limits.revocationCheckMs)

    const { port } = httpServer.address() as AddressInfo
    const shown = host.includes(':') ? `[${host}]` : host
    log.info('server.started', {
      host,
      port,
      storage: databaseUrl ? 'postgres' : 'sqlite',
      dataDir: databaseUrl ? undefined : dataDir,
      redis: !!redisUrl,
    })

    let stopping: Promise<void> | undefined
    const stop = () =>
      (stopping ??= (async () => {
        clearInterval(sweep)
        http.stop()
        httpServer.close()
        httpServer.closeAllConnections()
        sockets.closeAll()
        // Closing the last connection of a document stores it, then unloads it.
        await until(
          () => hocuspocus.getDocumentsCount() === 0 && hocuspocus.loadingDocuments.size === 0,
          STOP_TIMEOUT_MS,
        )
        wss.close()
        for (const resource of opened.reverse()) {
          await resource.close().catch((error) => {
            log.error('server.close-failed', { error: errorMessage(error) })
          })
        }
        log.info('server.stopped', { documentsLeft: hocuspocus.getDocumentsCount() })
      })())

    return { port, httpUrl: `http://${shown}:${port}`, wsUrl: `ws://${shown}:${port}`, stop }
  } catch (error) {
    for (const resource of opened.reverse()) await resource.close().catch(() => undefined)
    throw error
  }
}
