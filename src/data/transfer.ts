import type * as Y from 'yjs'
import { yjs, yjsLoaded } from './doc/yjs'
import * as z from 'zod/mini'
import { COLLECTIONS, RECORD_TYPES, type CollectionName } from './collections'
import { migrate, SCHEMA_VERSION } from './doc/migrations'
import {
  clearCollection,
  collectionMap,
  readStored,
  textFields,
  writeRecord,
} from './doc/records-in-doc'

/** Export file format (docs/data-format.md). */
export const WORKSPACE_FORMAT = 'hearth.workspace'
export const BACKUP_FORMAT = 'hearth.backup'
/** The raw stored updates of a workspace that cannot be read ('Export raw data'). */
export const RAW_UPDATES_FORMAT = 'hearth-raw-updates'
export const FORMAT_VERSION = 1
/** Files larger than this are refused before they are read. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024

export type WorkspaceRecords = Record<CollectionName, Record<string, unknown>[]>

export interface WorkspaceExport {
  format: typeof WORKSPACE_FORMAT
  formatVersion: number
  schemaVersion: number
  appVersion: string
  exportedAt: string
  workspace: { id: string; name: string }
  collections: WorkspaceRecords
}

export interface BackupExport {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  schemaVersion: number
  appVersion: string
  exportedAt: string
  workspaces: WorkspaceExport[]
}

/** A workspace read from a file: validated, ready to store. */
export interface ParsedWorkspace {
  name: string
  records: WorkspaceRecords
}

/** The outcome of reading an import file: what it holds, or why it is refused. */
export type ImportResult =
  { ok: true; workspaces: ParsedWorkspace[] } | { ok: false; error: string }

/** Every record of a document, by collection (plain objects; text as strings). */
export function docRecords(doc: Y.Doc): WorkspaceRecords {
  const out = {} as WorkspaceRecords
  for (const name of COLLECTIONS) {
    out[name] = []
    collectionMap(doc, name).forEach((_, id) =>
      out[name].push({ ...readStored(doc, name, id), id }),
    )
  }
  return out
}

/** Whether `from` is a document (none can be before Yjs is loaded: records given then are not). */
const isDoc = (from: Y.Doc | WorkspaceRecords): from is Y.Doc =>
  yjsLoaded() && from instanceof yjs().Doc

/** A workspace's export: its document's records, or the records themselves (`docRecords`). */
export function exportWorkspace(
  from: Y.Doc | WorkspaceRecords,
  workspace: { id: string; name: string },
  appVersion: string,
): WorkspaceExport {
  return {
    format: WORKSPACE_FORMAT,
    formatVersion: FORMAT_VERSION,
    schemaVersion: SCHEMA_VERSION,
    appVersion,
    exportedAt: new Date().toISOString(),
    workspace,
    collections: isDoc(from) ? docRecords(from) : from,
  }
}

export interface RawUpdatesExport {
  format: typeof RAW_UPDATES_FORMAT
  formatVersion: 1
  workspaceId: string
  /** Yjs updates as stored in IndexedDB, base64. */
  updates: string[]
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Everything stored for a workspace, as it is stored, for one that no longer loads. */
export function exportRawUpdates(workspaceId: string, updates: Uint8Array[]): RawUpdatesExport {
  return {
    format: RAW_UPDATES_FORMAT,
    formatVersion: 1,
    workspaceId,
    updates: updates.map(toBase64),
  }
}

export function exportBackup(workspaces: WorkspaceExport[], appVersion: string): BackupExport {
  return {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    schemaVersion: SCHEMA_VERSION,
    appVersion,
    exportedAt: new Date().toISOString(),
    workspaces,
  }
}

/** Writes records into a document (replacing what it held), then brings it to this schema. */
export function writeRecords(doc: Y.Doc, records: WorkspaceRecords, origin?: unknown) {
  doc.transact(() => {
    for (const name of COLLECTIONS) {
      clearCollection(doc, name)
      for (const record of records[name] ?? []) writeRecord(doc, name, record)
    }
    if (!doc.getMap('meta').has('schemaVersion'))
      doc.getMap('meta').set('schemaVersion', SCHEMA_VERSION)
  }, origin)
  migrate(doc)
}

/** Records of an older schema version, brought to this one by the document migrations. */
function migrateRecords(records: WorkspaceRecords, version: number): WorkspaceRecords {
  const doc = new (yjs().Doc)()
  doc.transact(() => {
    for (const name of COLLECTIONS)
      for (const record of records[name]) writeRecord(doc, name, record)
    doc.getMap('meta').set('schemaVersion', version)
  })
  migrate(doc)
  const migrated = docRecords(doc)
  doc.destroy()
  return migrated
}

const headerSchema = z.looseObject({
  format: z.string(),
  formatVersion: z.number(),
  schemaVersion: z.number(),
})

/** Each collection's text fields (a note's body): text where present. */
const TEXT_SCHEMAS = new Map(
  COLLECTIONS.map((collection) => {
    const fields = textFields(collection).map((field) => [field, z.optional(z.string())])
    return [collection, z.looseObject(Object.fromEntries(fields))] as const
  }),
)

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'is not valid'
  const field = issue.path.length ? `field ‘${issue.path.join('.')}’` : 'record'
  return `${field} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`
}

function checkVersions(header: { formatVersion: number; schemaVersion: number }): string | null {
  if (!Number.isInteger(header.formatVersion) || header.formatVersion < 1)
    return 'Its “formatVersion” is not a version number.'
  // Exports have carried a data version from 1 up since the first build.
  if (!Number.isInteger(header.schemaVersion) || header.schemaVersion < 1)
    return `Its “schemaVersion” (${header.schemaVersion}) is not a data version: a whole number from 1.`
  if (header.formatVersion > FORMAT_VERSION)
    return `It was made by a newer version of Hearth (file format ${header.formatVersion}; this Hearth reads up to ${FORMAT_VERSION}). Update Hearth to import it.`
  if (header.schemaVersion > SCHEMA_VERSION)
    return `It holds data from a newer version of Hearth (data version ${header.schemaVersion}; this Hearth knows up to ${SCHEMA_VERSION}). Update Hearth to import it.`
  return null
}

function parseWorkspace(value: unknown, where: string): ParsedWorkspace | string {
  if (!value || typeof value !== 'object') return `${where} is not an object.`
  const data = value as Record<string, unknown>
  const header = z.safeParse(headerSchema, data)
  if (!header.success) return `${where} lacks its “format”, “formatVersion” or “schemaVersion”.`
  if (data.format !== WORKSPACE_FORMAT)
    return `${where} is not a Hearth workspace (format “${String(data.format)}”).`
  const versionProblem = checkVersions(header.data)
  if (versionProblem) return versionProblem
  const info = data.workspace as Record<string, unknown> | undefined
  const name =
    typeof info?.name === 'string' && info.name.trim()
      ? info.name.trim().slice(0, 60)
      : 'Imported workspace'
  const collections = data.collections
  if (!collections || typeof collections !== 'object' || Array.isArray(collections))
    return `${where} has no “collections” object.`
  const raw = {} as WorkspaceRecords
  const older = header.data.schemaVersion < SCHEMA_VERSION
  // Checked before migrating: migrating stores records by id, so a repeated one would vanish,
  // and text fields as text, so any value would become text ('5', '[object Object]').
  const ids = new Set<string>()
  for (const collection of COLLECTIONS) {
    const list = (collections as Record<string, unknown>)[collection] ?? []
    if (!Array.isArray(list)) return `${where}: “${collection}” is not a list.`
    for (const [index, record] of list.entries()) {
      if (!record || typeof record !== 'object' || typeof record.id !== 'string')
        return `${where}: ${collection} #${index + 1} is not a record with an “id”.`
      if (ids.has(record.id)) return `${where}: the id “${record.id}” appears twice.`
      ids.add(record.id)
      const text = older && z.safeParse(TEXT_SCHEMAS.get(collection)!, record)
      if (text && !text.success)
        return `${where}: ${collection} #${index + 1}: ${describeIssue(text.error.issues[0])}.`
    }
    raw[collection] = list as Record<string, unknown>[]
  }
  // Records from an older Hearth go through the same migrations as a stored document.
  const current = older ? migrateRecords(raw, header.data.schemaVersion) : raw
  const records = {} as WorkspaceRecords
  for (const collection of COLLECTIONS) {
    records[collection] = []
    for (const [index, record] of current[collection].entries()) {
      const parsed = z.safeParse(RECORD_TYPES[collection].schema, record)
      if (!parsed.success)
        return `${where}: ${collection} #${index + 1}: ${describeIssue(parsed.error.issues[0])}.`
      records[collection].push(parsed.data as Record<string, unknown>)
    }
  }
  return { name, records }
}

/**
 * Reads an import file completely before anything is stored. Refuses, with a message that
 * names the problem, anything that is too large, not JSON, truncated, of another shape, or
 * from a newer Hearth. Unknown fields are kept.
 */
export function parseImport(text: string, bytes = new Blob([text]).size): ImportResult {
  if (bytes > MAX_IMPORT_BYTES)
    return {
      ok: false,
      error: `The file is too large (${(bytes / 1024 / 1024).toFixed(1)} MB); Hearth imports files up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
    }
  if (!text.trim()) return { ok: false, error: 'The file is empty.' }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      error: `The file is not valid JSON, so it may be truncated or not a Hearth export (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, error: 'The file is not a Hearth export: it holds no JSON object.' }
  const header = data as Record<string, unknown>
  if (header.format === BACKUP_FORMAT) {
    const parsedHeader = z.safeParse(headerSchema, header)
    if (!parsedHeader.success)
      return { ok: false, error: 'The backup lacks its “formatVersion” or “schemaVersion”.' }
    const versionProblem = checkVersions(parsedHeader.data)
    if (versionProblem)
      return { ok: false, error: `The file cannot be imported. ${versionProblem}` }
    if (!Array.isArray(header.workspaces) || header.workspaces.length === 0)
      return { ok: false, error: 'The backup holds no workspaces.' }
    const workspaces: ParsedWorkspace[] = []
    for (const [index, entry] of header.workspaces.entries()) {
      const parsed = parseWorkspace(entry, `Workspace ${index + 1}`)
      if (typeof parsed === 'string')
        return { ok: false, error: `The file cannot be imported. ${parsed}` }
      workspaces.push(parsed)
    }
    return { ok: true, workspaces }
  }
  if (header.format !== WORKSPACE_FORMAT)
    return {
      ok: false,
      error: `The file is not a Hearth export: its “format” is ${header.format === undefined ? 'missing' : `“${String(header.format)}”`}.`,
    }
  const parsed = parseWorkspace(header, 'The workspace')
  return typeof parsed === 'string'
    ? { ok: false, error: `The file cannot be imported. ${parsed}` }
    : { ok: true, workspaces: [parsed] }
}

/** Record counts of a parsed workspace, for the import preview. */
export function countRecords(records: WorkspaceRecords): Record<CollectionName, number> {
  return Object.fromEntries(
    COLLECTIONS.map((name) => [name, records[name]?.length ?? 0]),
  ) as Record<CollectionName, number>
}
