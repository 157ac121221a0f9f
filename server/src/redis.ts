import { randomUUID } from 'node:crypto'
import { Redis } from '@hocuspocus/extension-redis'
import { errorMessage, type Logger } from './log.js'

/**
 * The Hocuspocus Redis extension from a `redis://` or `rediss://` URL: instances that share a
 * Redis pass each other every document change and awareness update.
 */
export async function redisExtension(
  url: string,
  instanceName: string,
  log: Logger,
): Promise<Redis> {
  const parsed = new URL(url)
  const tls = parsed.protocol === 'rediss:'
  const redis = new Redis({
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 6379),
    options: {
      username: decodeURIComponent(parsed.username) || undefined,
      password: decodeURIComponent(parsed.password) || undefined,
      db: Number(parsed.pathname.slice(1) || 0),
      ...(tls && { tls: {} }),
    },
    prefix: 'hearth',
    // Unique per process: an instance ignores its own messages by this name.
    identifier: `${instanceName.slice(0, 60)}-${randomUUID()}`,
  })

  let lastReported = 0
  for (const client of [redis.pub, redis.sub]) {
    client.on('error', (error: unknown) => {
      // ioredis retries on its own; one line every 10 s is enough while Redis is away.
      if (Date.now() - lastReported < 10_000) return
      lastReported = Date.now()
      log.error('redis.error', { error: errorMessage(error) })
    })
  }

  // Serving documents without Redis would let instances drift apart: fail at start instead.
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`Redis at ${parsed.host} did not answer in 10 s`)),
      10_000,
    ).unref(),
  )
  try {
    await Promise.race([Promise.all([redis.pub.ping(), redis.sub.ping()]), timeout])
  } catch (error) {
    redis.pub.disconnect()
    redis.sub.disconnect()
    throw error
  }
  return redis
}
