import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import type { Accounts } from './accounts.js'
import type { Limits } from './limits.js'
import { errorMessage, type Logger } from './log.js'
import { KeyedBuckets } from './rate-limit.js'
import { looksLikeToken, sha256 } from './secrets.js'
import type { RemoveOutcome } from './workspaces.js'

/**
 * The HTTP side: `GET /health` for load balancers, `POST /pair`, which turns a pairing code
 * into a device token, and `POST /unpair`, with which a device revokes its own token
 * (`Authorization: Bearer <token>`), and `POST /remove-workspace` (`{ "workspace": id }`, same
 * header), which deletes one of the device's user's workspaces from the server. CORS is open (`*`): the app calls from its own origin, and nothing here
 * relies on cookies or other ambient credentials.
 */
const MAX_BODY_BYTES = 4096

const PairRequest = z.object({
  code: z.string().min(1).max(64),
  deviceName: z.string().trim().min(1).max(80),
})

const RemoveRequest = z.object({ workspace: z.string().min(1).max(120) })

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Max-Age': '86400',
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

/** The body as text; null when it is larger than `MAX_BODY_BYTES`. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The body parsed as JSON by `schema`: null when it does not fit, 'too-large' past the limit. */
async function readJson<T>(
  request: IncomingMessage,
  schema: z.ZodType<T>,
): Promise<T | null | 'too-large'> {
  const body = await readBody(request)
  if (body === null) return 'too-large'
  try {
    const parsed = schema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The client's address. Behind a reverse proxy every request comes from the proxy, so with
 * `trustProxy` the last X-Forwarded-For entry (the one the proxy added) is used instead.
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  return request.socket.remoteAddress ?? 'unknown'
}

export interface HttpContext {
  accounts: Accounts
  limits: Limits
  log: Logger
  trustProxy: boolean
  removeWorkspace: (userId: string, workspaceId: string) => Promise<RemoveOutcome>
}

export function createRequestHandler(context: HttpContext) {
  const { accounts, limits, log, trustProxy } = context
  // Only wrong codes are counted: a right one is spent by its use, and an 80-bit code cannot be
  // guessed in any number of tries, but a bound keeps the database out of an attacker's loop.
  const failures = new KeyedBuckets(1 / limits.pairingRefillSeconds, limits.pairingFailureBurst)
  const prune = setInterval(() => failures.prune(), 60_000)
  prune.unref()

  async function pair(request: IncomingMessage, response: ServerResponse, ip: string) {
    const bucket = failures.get(ip)
    if (!bucket.canTake()) {
      log.warn('pair.rate-limited', { ip })
      const retryAfter = String(bucket.secondsUntilNext())
      send(
        response,
        429,
        { error: 'Too many attempts. Try again later.' },
        { 'Retry-After': retryAfter },
      )
      return
    }
    const asked = await readJson(request, PairRequest)
    if (asked === 'too-large') return send(response, 413, { error: 'The request is too large.' })
    if (!asked) {
      return send(response, 400, {
        error: 'Send JSON { "code": string, "deviceName": string }.',
      })
    }
    const device = await accounts.pair(asked.code, asked.deviceName)
    if (!device) {
      bucket.take()
      log.warn('pair.refused', { ip })
      return send(response, 401, { error: 'That pairing code is not valid.' })
    }
    log.info('pair.accepted', { ip, userId: device.userId, deviceId: device.deviceId })
    send(response, 200, device)
  }

  /** The device whose token the request carries; null once a refusal was sent. */
  async function authorised(request: IncomingMessage, response: ServerResponse, what: string) {
    const ip = clientIp(request, trustProxy)
    const bucket = failures.get(ip)
    if (!bucket.canTake()) {
      log.warn(`${what}.rate-limited`, { ip })
      send(response, 429, { error: 'Too many attempts. Try again later.' })
      return null
    }
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
    const device = looksLikeToken(token) ? await accounts.findDevice(sha256(token)) : null
    if (!device) {
      bucket.take()
      log.warn(`${what}.refused`, { ip })
      send(response, 401, { error: 'This device is not paired with this server.' })
    }
    return device
  }

  async function unpair(request: IncomingMessage, response: ServerResponse, ip: string) {
    const device = await authorised(request, response, 'unpair')
    if (!device) return
    await accounts.removeDevice(device.deviceId)
    log.info('unpair.done', { ip, userId: device.userId, deviceId: device.deviceId })
    send(response, 200, { removed: true })
  }

  async function removeWorkspace(request: IncomingMessage, response: ServerResponse) {
    const device = await authorised(request, response, 'remove-workspace')
    if (!device) return
    const asked = await readJson(request, RemoveRequest)
    if (asked === 'too-large') return send(response, 413, { error: 'The request is too large.' })
    const outcome = asked
      ? await context.removeWorkspace(device.userId, asked.workspace)
      : 'invalid'
    if (outcome === 'invalid')
      return send(response, 400, { error: 'Send JSON { "workspace": id }.' })
    if (outcome === 'in-use')
      return send(response, 409, {
        error: 'A device syncs this workspace right now. Turn off its sync there, then try again.',
      })
    send(response, 200, { removed: true })
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // By last segment: behind a proxy that serves the server under a path (`/sync/pair`) and
    // passes it through unchanged, the routes still match.
    const path = `/${(request.url ?? '/').split('?')[0]!.split('/').filter(Boolean).at(-1) ?? ''}`
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS)
        response.end()
      } else if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
        send(response, 200, { status: 'ok' })
      } else if (path === '/pair' && request.method === 'POST') {
        await pair(request, response, clientIp(request, trustProxy))
      } else if (path === '/unpair' && request.method === 'POST') {
        await unpair(request, response, clientIp(request, trustProxy))
      } else if (path === '/remove-workspace' && request.method === 'POST') {
        await removeWorkspace(request, response)
      } else if (['/pair', '/unpair', '/remove-workspace', '/health'].includes(path)) {
        send(response, 405, { error: 'Method not allowed.' })
      } else {
        send(response, 404, { error: 'Not found.' })
      }
    } catch (error) {
      log.error('http.failed', { path, error: errorMessage(error) })
      if (!response.headersSent) send(response, 500, { error: 'The server failed; try again.' })
      else response.destroy()
    }
  }
  return { handle, stop: () => clearInterval(prune) }
}
