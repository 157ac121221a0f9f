/**
 * Structured logs: one JSON object per line. Callers pass identifiers (user, device, socket,
 * document names) and reasons; never document content, tokens or pairing codes, which is why
 * nothing here accepts a free-form payload from the network.
 */
export type LogSink = (entry: Record<string, unknown>) => void
export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, string | number | boolean | undefined>

export interface Logger {
  info(event: string, fields?: LogFields): void
  warn(event: string, fields?: LogFields): void
  error(event: string, fields?: LogFields): void
}

export const stdoutSink: LogSink = (entry) => {
  process.stdout.write(`${JSON.stringify(entry)}\n`)
}

export function createLogger(instance: string, sink: LogSink = stdoutSink): Logger {
  const write = (level: LogLevel, event: string, fields: LogFields = {}) => {
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      event,
      instance,
    }
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) entry[key] = value
    try {
      sink(entry)
    } catch {
      // A failing log sink must not take the server down with it.
    }
  }
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
  }
}

/** An error's message for a log line (never its stack, which may quote SQL parameters). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
