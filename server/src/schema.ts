import type { Connection, Document, Extension } from '@hocuspocus/server'
import type { Logger } from './log.js'

/**
 * Devices on an older Hearth must not write into a workspace a newer Hearth has migrated: they
 * would write records in a shape the newer one no longer reads. A client says which schema it
 * knows in its socket's address (`?schema=N`); a client that says nothing is a build from
 * before this check, which knew schema 8. Whenever a workspace document's `meta.schemaVersion`
 * is above what a connection knows (when it syncs, and as soon as the document changes), that
 * connection turns read-only here (Hocuspocus then refuses its updates) and is told once with
 * a stateless message `{"type":"schema","version":N}`; current clients then turn read-only
 * themselves and say so. Documents without a schema version (the user's directory) are left as
 * they are.
 */
export const LEGACY_CLIENT_SCHEMA = 8
export const SCHEMA_PARAMETER = 'schema'

/** The schema a client knows, from its socket's request parameters. */
export function clientSchema(parameters: URLSearchParams | undefined): number {
  const value = Number(parameters?.get(SCHEMA_PARAMETER))
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : LEGACY_CLIENT_SCHEMA
}

const documentSchema = (document: Document): number | null => {
  const version = document.getMap('meta').get('schemaVersion')
  return typeof version === 'number' ? version : null
}

export function schemaExtension(log: Logger): Extension {
  const knownBy = new WeakMap<Connection, number>()
  const check = (document: Document, connection: Connection) => {
    const version = documentSchema(document)
    if (version === null || connection.readOnly) return
    let known = knownBy.get(connection)
    if (known === undefined) {
      known = clientSchema(new URL(connection.request.url ?? '/', 'http://x').searchParams)
      knownBy.set(connection, known)
    }
    if (version <= known) return
    connection.readOnly = true
    connection.sendStateless(JSON.stringify({ type: 'schema', version }))
    log.info('sync.client-too-old', { documentName: document.name, known, version })
  }
  return {
    // Before anything a connection sends is applied (Hocuspocus waits for this hook): a client
    // that is too old writes nothing.
    beforeHandleMessage: async ({ document, connection }) => check(document, connection),
    // A newer client migrated the document just now: the older ones connected stop writing.
    onChange: async ({ document }) => {
      for (const connection of document.getConnections()) check(document, connection)
    },
  }
}
