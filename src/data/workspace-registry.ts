import type * as Y from 'yjs'
import { loadYjs } from './doc/load-yjs'
import { yjs } from './doc/yjs'
import * as z from 'zod/mini'
import { newId } from './ids'
import {
  fitName,
  MAX_WORKSPACE_NAME,
  workspaceNameSchema,
  type WorkspaceInfo,
} from './workspace-info'
import { IdbPersistence } from './persistence/idb-persistence'
import { startTabSync } from './persistence/tab-sync'
import { LOCAL_ORIGIN } from './repository'
import { StepFollower, undoSteps } from './undo-steps'

export const REGISTRY_DB = 'hearth:registry'
/** The first workspace has a fixed id, so two tabs starting at once create one, not two. */
export const FIRST_WORKSPACE_ID = 'workspace:personal'
export const FIRST_WORKSPACE_NAME = 'Personal'

const infoSchema = z.object({ name: z.string(), createdAt: z.number(), updatedAt: z.number() })

/** The list of workspaces on this device, shared by every tab. */
export class WorkspaceRegistry {
  readonly doc = new (yjs().Doc)()
  readonly persistence: IdbPersistence
  private readonly map = this.doc.getMap<Y.Map<unknown>>('workspaces')
  private cached: WorkspaceInfo[] | null = null
  private listeners = new Set<() => void>()
  private stopSync: () => void = () => {}
  /** False when IndexedDB could not be used: the list lives in memory only. */
  persisted = true
  /**
   * Undo of renames (the edit history follows it); adding and removing are not undoable. One
   * item per undo step (`undo-steps.ts`), begun by `rename`.
   */
  readonly undoManager = new (yjs().UndoManager)(this.map, {
    trackedOrigins: new Set([LOCAL_ORIGIN]),
    captureTimeout: Number.POSITIVE_INFINITY,
  })
  private readonly steps = new StepFollower()

  private constructor() {
    this.persistence = new IdbPersistence(REGISTRY_DB, this.doc)
    this.map.observeDeep(() => {
      this.cached = null
      for (const listener of [...this.listeners]) listener()
    })
  }

  static async open(
    options: { onSyncError?: (error: unknown) => void } = {},
  ): Promise<WorkspaceRegistry> {
    await loadYjs()
    const registry = new WorkspaceRegistry()
    try {
      await registry.persistence.whenLoaded
    } catch {
      registry.persisted = false
    }
    registry.stopSync = startTabSync(registry.doc, REGISTRY_DB, options.onSyncError)
    if (registry.map.size === 0) registry.add(FIRST_WORKSPACE_ID, FIRST_WORKSPACE_NAME)
    return registry
  }

  /** Workspaces, oldest first. */
  list = (): WorkspaceInfo[] => {
    if (this.cached) return this.cached
    const out: WorkspaceInfo[] = []
    this.map.forEach((value, id) => {
      const parsed = z.safeParse(infoSchema, value instanceof yjs().Map ? value.toJSON() : null)
      if (parsed.success) out.push({ id, ...parsed.data })
    })
    return (this.cached = out.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)))
  }

  get = (id: string) => this.list().find((w) => w.id === id)

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private add(id: string, name: string, updatedAt = Date.now()): WorkspaceInfo {
    const now = Date.now()
    const entry = new (yjs().Map)<unknown>()
    entry.set('name', name)
    entry.set('createdAt', now)
    entry.set('updatedAt', updatedAt)
    this.map.set(id, entry)
    return { id, name, createdAt: now, updatedAt }
  }

  /** Adds a workspace with a validated name that no other workspace has. */
  create(name: string): WorkspaceInfo {
    return this.add(newId('workspace'), this.freeName(name))
  }

  /**
   * `name` validated, and refused when another workspace than `id` has it (ignoring case): the
   * switcher and the list would show two alike. A name given on another device is taken as it
   * is (`adopt`, `applyName`), as two devices may pick one name while apart.
   */
  private freeName(name: string, id?: string): string {
    const parsed = z.parse(workspaceNameSchema, name)
    const key = nameKey(parsed)
    if (this.list().some((w) => w.id !== id && nameKey(w.name) === key))
      throw new Error(`A workspace named “${parsed}” already exists. Choose another name.`)
    return parsed
  }

  /**
   * Adds a workspace that already exists elsewhere (pulled from the sync server) under its own
   * id; does nothing when this device has it.
   */
  adopt(id: string, name: string, updatedAt: number): WorkspaceInfo {
    return this.get(id) ?? this.add(id, z.parse(workspaceNameSchema, name), updatedAt)
  }

  /**
   * Takes a name given on another device (through the sync server) when it is newer than this
   * device's; not undoable here, as the user did not make it here.
   */
  applyName(id: string, name: string, updatedAt: number) {
    const entry = this.map.get(id)
    const parsed = z.safeParse(workspaceNameSchema, name)
    if (!entry || !parsed.success || Number(entry.get('updatedAt')) >= updatedAt) return
    this.doc.transact(() => {
      entry.set('name', parsed.data)
      entry.set('updatedAt', updatedAt)
    })
  }

  rename(id: string, name: string) {
    const entry = this.map.get(id)
    if (!entry) return
    const free = this.freeName(name, id)
    if (this.steps.starts(undoSteps.step('Rename workspace'))) this.undoManager.stopCapturing()
    this.doc.transact(() => {
      entry.set('name', free)
      entry.set('updatedAt', Date.now())
    }, LOCAL_ORIGIN)
  }

  /** Removes a workspace from the list (the caller deletes its stored document). */
  remove(id: string) {
    if (this.map.size <= 1) throw new Error('The last workspace cannot be deleted.')
    this.map.delete(id)
  }

  /**
   * A name not yet used: `base` with `suffix` ('Personal copy'), then numbered ('Personal copy 2',
   * …). The base is shortened where the name would be too long (a copy of a 60-character name).
   */
  uniqueName(base: string, suffix = ''): string {
    const names = new Set(this.list().map((w) => nameKey(w.name)))
    const trimmed = base.trim() || 'Workspace'
    const candidate = (number: string) =>
      `${fitName(trimmed, MAX_WORKSPACE_NAME - suffix.length - number.length)}${suffix}${number}`
    if (!names.has(nameKey(candidate('')))) return candidate('')
    for (let i = 2; ; i++) if (!names.has(nameKey(candidate(` ${i}`)))) return candidate(` ${i}`)
  }

  async close() {
    this.stopSync()
    this.undoManager.destroy()
    await this.persistence.destroy()
    this.doc.destroy()
  }
}

/** Two names are one when they differ only in case. */
const nameKey = (name: string) => name.toLocaleLowerCase()
