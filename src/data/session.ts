import * as Y from 'yjs'
import { IdbPersistence } from './persistence/idb-persistence'
import { generateSampleRecords, type SampleSize } from './sample-data'
import { deleteSnapshots, scheduleDailySnapshots, snapshotRecords } from './snapshots'
import {
  exportBackup,
  exportWorkspace,
  writeRecords,
  type BackupExport,
  type ParsedWorkspace,
  type WorkspaceExport,
} from './transfer'
import { Workspace, workspaceDbName, type WorkspaceProblem } from './workspace'
import { FIRST_WORKSPACE_NAME, WorkspaceRegistry, type WorkspaceInfo } from './workspace-registry'

export const ACTIVE_WORKSPACE_KEY = 'hearth:active-workspace'

export type PersistState = 'unknown' | 'granted' | 'denied' | 'unsupported'

export interface SessionProblem extends WorkspaceProblem {
  kind: 'error' | 'warn'
}

type Listener = () => void

function readActiveId(): string | null {
  try {
    return localStorage.getItem(ACTIVE_WORKSPACE_KEY)
  } catch {
    return null
  }
}

/**
 * The data session of this tab: the workspace registry and the active workspace, opened once
 * and switched on request. The UI reads it through hooks; problems go to `onProblem` listeners.
 */
export class DataSession {
  registry: WorkspaceRegistry | null = null
  workspace: Workspace | null = null
  persist: PersistState = 'unknown'
  private starting: Promise<void> | null = null
  private listeners = new Set<Listener>()
  private problemListeners = new Set<(problem: SessionProblem) => void>()

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private emit() {
    for (const listener of [...this.listeners]) listener()
  }

  onProblem(listener: (problem: SessionProblem) => void) {
    this.problemListeners.add(listener)
    return () => void this.problemListeners.delete(listener)
  }

  private report(problem: SessionProblem) {
    for (const listener of [...this.problemListeners]) listener(problem)
  }

  /** Opens the registry and the active workspace (once). */
  start(): Promise<void> {
    return (this.starting ??= this.doStart())
  }

  /** Leaving or hiding the page is the last chance to store what failed to store before. */
  private listenForHide() {
    const flush = () => this.workspace?.persistence.retry()
    window.addEventListener('pagehide', flush)
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && flush(),
    )
  }

  private async doStart() {
    performance.mark('hearth:session-start')
    this.listenForHide()
    // Open the remembered workspace while the registry loads; check it against the list after.
    const wanted = readActiveId()
    const early = wanted ? this.openWorkspace(wanted) : null
    this.registry = await WorkspaceRegistry.open()
    performance.mark('hearth:registry-loaded')
    this.registry.subscribe(() => this.onRegistryChange())
    const id = wanted && this.registry.get(wanted) ? wanted : this.registry.list()[0]!.id
    const opened = early ? await early : null
    if (opened && opened.id === id) this.adopt(opened)
    else {
      await opened?.close()
      // The remembered workspace was deleted elsewhere: drop the empty database opening it made.
      if (opened && !this.registry.get(opened.id))
        await IdbPersistence.clear(workspaceDbName(opened.id)).catch(() => {})
      this.adopt(await this.openWorkspace(id))
    }
    void this.checkPersisted()
  }

  /** If another tab deleted the open workspace, move to one that still exists. */
  private onRegistryChange() {
    const registry = this.registry!
    if (this.workspace && !registry.get(this.workspace.id))
      void this.switchTo(registry.list()[0]!.id)
    this.emit()
  }

  private async open(id: string) {
    this.adopt(await this.openWorkspace(id))
  }

  private openWorkspace(id: string): Promise<Workspace> {
    return Workspace.open(id, {
      onFirstWrite: () => void this.requestPersistence(),
      onWriteError: (error) =>
        this.report({
          kind: 'error',
          title: 'Changes could not be saved',
          message: `The browser refused to store them (${error instanceof Error ? error.name || error.message : String(error)}). They are kept in this tab for now: export your workspace from Settings > Data to keep them safe.`,
        }),
      onRecovered: () =>
        this.report({
          kind: 'warn',
          title: 'Saving works again',
          message: 'Everything in this tab is stored now.',
        }),
    })
  }

  /** Makes an opened workspace the active one. */
  private adopt(workspace: Workspace) {
    const id = workspace.id
    this.workspace = workspace
    this.stopSnapshots()
    if (workspace.mode === 'ready') {
      this.stopSnapshots = scheduleDailySnapshots(workspace.id, workspace.doc, () => this.emit())
    }
    try {
      localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
    } catch {
      /* the choice is not remembered; nothing else is affected */
    }
    if (workspace.problem)
      this.report({
        kind: workspace.mode === 'memory-only' ? 'warn' : 'error',
        ...workspace.problem,
      })
    this.emit()
  }

  private stopSnapshots = () => {}

  /** Puts a snapshot's contents back into the active workspace (one undoable step). */
  async restoreSnapshot(key: string) {
    const records = await snapshotRecords(key)
    this.workspace!.replaceAll(records)
  }

  /** Closes the active workspace (after its writes finish) and opens another. */
  async switchTo(id: string) {
    if (this.workspace?.id === id) return
    const previous = this.workspace
    this.workspace = null
    this.stopSnapshots()
    this.emit()
    await previous?.close()
    await this.open(id)
  }

  /** Asks the browser to keep Hearth's storage under pressure (once per session). */
  async requestPersistence() {
    if (!navigator.storage?.persist) {
      this.persist = 'unsupported'
    } else {
      this.persist =
        (await navigator.storage.persisted()) || (await navigator.storage.persist())
          ? 'granted'
          : 'denied'
    }
    this.emit()
  }

  private async checkPersisted() {
    if (!navigator.storage?.persisted) this.persist = 'unsupported'
    else if (await navigator.storage.persisted()) this.persist = 'granted'
    this.emit()
  }

  /** Creates a workspace; does not switch to it. */
  createWorkspace(name: string): WorkspaceInfo {
    return this.registry!.create(name)
  }

  /** Copies a workspace's whole document into a new one named `name`. */
  async duplicateWorkspace(id: string, name: string): Promise<WorkspaceInfo> {
    const registry = this.registry!
    const source =
      this.workspace?.id === id
        ? this.workspace.doc
        : await IdbPersistence.loadDoc(workspaceDbName(id))
    const info = registry.create(name)
    const copy = new Y.Doc()
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(source))
    const persistence = new IdbPersistence(workspaceDbName(info.id), copy)
    await persistence.whenLoaded
    await persistence.destroy()
    copy.destroy()
    if (source !== this.workspace?.doc) source.destroy()
    return info
  }

  /** Deletes a workspace and its stored document. Switches away first if it is open here. */
  async deleteWorkspace(id: string) {
    const registry = this.registry!
    if (registry.list().length <= 1) throw new Error('The last workspace cannot be deleted.')
    if (this.workspace?.id === id) await this.switchTo(registry.list().find((w) => w.id !== id)!.id)
    registry.remove(id)
    await IdbPersistence.clear(workspaceDbName(id))
    await deleteSnapshots(id).catch(() => {})
  }

  /** The active workspace as an export file's object. */
  exportActive(): WorkspaceExport {
    const workspace = this.workspace!
    const name = this.registry?.get(workspace.id)?.name ?? 'Workspace'
    return exportWorkspace(workspace.doc, { id: workspace.id, name }, APP_VERSION)
  }

  /** Every workspace on this device as one backup object. */
  async exportAll(): Promise<BackupExport> {
    const exports: WorkspaceExport[] = []
    for (const info of this.registry!.list()) {
      if (info.id === this.workspace?.id) exports.push(this.exportActive())
      else {
        const doc = await IdbPersistence.loadDoc(workspaceDbName(info.id))
        exports.push(exportWorkspace(doc, { id: info.id, name: info.name }, APP_VERSION))
        doc.destroy()
      }
    }
    return exportBackup(exports, APP_VERSION)
  }

  /** Stores imported workspaces as new ones; returns them. */
  async importAsNew(workspaces: ParsedWorkspace[]): Promise<WorkspaceInfo[]> {
    const created: WorkspaceInfo[] = []
    for (const parsed of workspaces) {
      const info = this.registry!.create(this.registry!.uniqueName(parsed.name))
      const doc = new Y.Doc()
      writeRecords(doc, parsed.records)
      const persistence = new IdbPersistence(workspaceDbName(info.id), doc)
      await persistence.whenLoaded
      await persistence.destroy()
      doc.destroy()
      created.push(info)
    }
    return created
  }

  /** Replaces the active workspace's contents with an imported one (one undoable step). */
  replaceActive(parsed: ParsedWorkspace) {
    this.workspace!.replaceAll(parsed.records)
  }

  /** Adds demo content to the active workspace in one undoable step. */
  async addSampleData(size: SampleSize): Promise<number> {
    const records = await generateSampleRecords(size)
    const workspace = this.workspace!
    workspace.addAll(records)
    // Report success once the browser has stored it, not merely held it in memory.
    await workspace.persistence.flush()
    return Object.values(records).reduce((sum, list) => sum + (list?.length ?? 0), 0)
  }

  /** Empties the active workspace in place (undo can bring it back in this tab). */
  resetWorkspace() {
    this.workspace?.replaceAll({})
  }

  /** Deletes the stored document of a workspace that cannot be read and starts it empty. */
  async resetBrokenWorkspace() {
    const workspace = this.workspace
    if (!workspace) return
    const id = workspace.id
    this.workspace = null
    this.emit()
    await workspace.close()
    await IdbPersistence.clear(workspaceDbName(id))
    await this.open(id)
  }
}

declare const __APP_VERSION__: string
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

export { FIRST_WORKSPACE_NAME }

/** This tab's data session. */
export const session = new DataSession()
