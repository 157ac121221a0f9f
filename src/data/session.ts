import { afterFirstScreen } from '@/lib/first-screen'
import { EditHistory, yjsStack } from './edit-history'
import { releaseEarlyReads } from './persistence/early-read'
import { scheduleSnapshots } from './snapshot-schedule'
import { StoragePermission } from './storage-permission'
import { Workspace, workspaceDbName, type WorkspaceProblem } from './workspace'
import { WorkspaceRegistry } from './workspace-registry'
import { clearStoredDoc } from './persistence/stored-document'

export const ACTIVE_WORKSPACE_KEY = 'hearth:active-workspace'

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

function rememberActiveId(id: string) {
  try {
    localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
  } catch {
    /* the choice is not remembered; nothing else is affected */
  }
}

/** Runs `task` once the first screen is complete (at once where there is no page: tests). */
const later = (task: () => void) =>
  typeof document === 'undefined' ? queueMicrotask(task) : afterFirstScreen(task)

const describe = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error)

/**
 * The data session of this tab: the workspace list and the active workspace, opened once and
 * switched on request. It composes the parts with one job each: storage permission, daily
 * snapshots and the edit history. Operations on workspaces live in their own modules
 * (`workspaces.ts`, `workspace-transfer.ts`, `workspace-content.ts`); the UI reads the session
 * through hooks, and problems go to `onProblem` listeners.
 */
export class DataSession {
  registry: WorkspaceRegistry | null = null
  workspace: Workspace | null = null
  readonly storage = new StoragePermission(() => this.emit())
  readonly history = new EditHistory()
  private starting: Promise<void> | null = null
  private listeners = new Set<Listener>()
  private problemListeners = new Set<(problem: SessionProblem) => void>()
  private unheard: SessionProblem[] = []
  private stopSnapshots = () => {}
  /** How many snapshots were taken in this session: a list of them reads again when it grows. */
  snapshotsTaken = 0
  private snapshotTaken = () => {
    this.snapshotsTaken++
    this.emit()
  }
  private stopHistory = () => {}
  /** Stops following the undo steps of the active workspace's commands (`doc-commands.ts`). */
  private stopCommandHistory = () => {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  emit() {
    for (const listener of [...this.listeners]) listener()
  }

  /**
   * Hears every problem. Those reported before anyone listened (a workspace that fails to open
   * can fail before the shell has rendered) go to the first listener.
   */
  onProblem(listener: (problem: SessionProblem) => void) {
    this.problemListeners.add(listener)
    const unheard = this.unheard.splice(0)
    for (const problem of unheard) listener(problem)
    return () => void this.problemListeners.delete(listener)
  }

  report(problem: SessionProblem) {
    if (!this.problemListeners.size) this.unheard.push(problem)
    for (const listener of [...this.problemListeners]) listener(problem)
  }

  /** Opens the workspace list and the active workspace (once). */
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
    // Open the remembered workspace; unless it starts from rows, check it against the list after.
    const wanted = readActiveId()
    const early = wanted ? this.openWorkspace(wanted) : null
    // A workspace that started from its rows exists (its rows were stored, so it was made here):
    // it shows at once, and the list of workspaces (a Yjs document) is read after the first
    // screen, so that a start fetches no Yjs. Should the list not have it (deleted on another
    // device meanwhile), the session moves to one it has, as when another tab deletes it.
    const fromRows = early && (await early)
    if (fromRows && fromRows.mode === 'ready' && !fromRows.hasDoc) {
      this.adopt(fromRows)
      later(() => void this.loadRegistry().catch(() => {}))
      releaseEarlyReads()
      void this.storage.check()
      return
    }
    const registry = await this.loadRegistry()
    const id = wanted && registry.get(wanted) ? wanted : registry.list()[0]!.id
    const opened = early ? await early : null
    if (opened && opened.id === id) this.adopt(opened)
    else {
      await opened?.close()
      // The remembered workspace was deleted elsewhere: drop the empty database opening it made.
      if (opened && !registry.get(opened.id))
        await clearStoredDoc(workspaceDbName(opened.id)).catch(() => {})
      this.adopt(await this.openWorkspace(id))
    }
    // A read boot.js made for a workspace not opened would keep its database from being deleted.
    releaseEarlyReads()
    void this.storage.check()
  }

  private registryOpening: Promise<WorkspaceRegistry> | null = null

  /**
   * Reads the list of workspaces (once): at the start, or after the first screen of a start from
   * rows (sooner when a screen asks for it: `useWorkspaces`).
   */
  loadRegistry(): Promise<WorkspaceRegistry> {
    if (this.registryOpening) return this.registryOpening
    this.registryOpening = WorkspaceRegistry.open({
      onSyncError: this.onSyncError,
    }).then((registry) => {
      this.registry = registry
      performance.mark('hearth:registry-loaded')
      registry.subscribe(() => this.onRegistryChange())
      this.history.attach(yjsStack(registry.undoManager))
      this.onRegistryChange()
      return registry
    })
    // Not read (its code not downloaded, offline): asked again, it is read again.
    this.registryOpening.catch(() => (this.registryOpening = null))
    return this.registryOpening
  }

  /** If another tab deleted the open workspace, move to one that still exists. */
  private onRegistryChange() {
    const registry = this.registry
    if (!registry) return
    if (this.workspace && !registry.get(this.workspace.id))
      void this.switchTo(registry.list()[0]!.id)
    this.emit()
  }

  private onSyncError = (error: unknown) =>
    this.report({
      kind: 'error',
      title: 'A change from another tab was refused',
      message: `${describe(error)} Nothing stored here was changed. Reload this tab to see the latest version.`,
    })

  private openWorkspace(id: string): Promise<Workspace> {
    return Workspace.open(id, {
      onFirstWrite: () => void this.storage.request(),
      onSyncError: this.onSyncError,
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
      onBlocked: () =>
        this.report({
          kind: 'warn',
          title: 'Close Hearth’s other tabs to finish updating',
          message:
            'Another tab still runs the previous version of Hearth, and your workspace opens once it is closed or reloaded. Nothing is lost meanwhile.',
        }),
      // A newer Hearth migrated the workspace (another device), or took its database over
      // (another tab): read-only until reloaded.
      onSnapshotTaken: this.snapshotTaken,
      onCommandHistory: (stack) => {
        this.stopCommandHistory()
        this.stopCommandHistory = this.history.attach(stack)
      },
      onOutdated: (problem) => {
        this.stopHistory()
        this.stopHistory = () => {}
        this.stopCommandHistory()
        this.stopCommandHistory = () => {}
        this.report({ kind: 'error', ...problem })
        this.emit()
      },
    })
  }

  /** Makes an opened workspace the active one. */
  private adopt(workspace: Workspace) {
    this.workspace = workspace
    // Snapshots and undo need the document: a start from rows decodes it after the first screen,
    // or for a write, whose undo step the history must hear (so: in the decoding's own task).
    let stopScheduled = () => {}
    const stopWaiting = workspace.whenDoc(
      () => {
        if (this.workspace !== workspace) return
        if (workspace.mode === 'ready')
          stopScheduled = scheduleSnapshots(workspace, this.snapshotTaken)
        this.stopHistory = this.history.attach(yjsStack(workspace.undoManager))
      },
      { now: true },
    )
    this.stopSnapshots = () => {
      stopWaiting()
      stopScheduled()
    }
    rememberActiveId(workspace.id)
    if (workspace.problem)
      this.report({
        kind: workspace.mode === 'memory-only' ? 'warn' : 'error',
        ...workspace.problem,
      })
    this.emit()
  }

  /** Closes the active workspace (after its writes finish); nothing is active until `open`. */
  async closeActive(): Promise<string | null> {
    const previous = this.workspace
    this.workspace = null
    this.stopSnapshots()
    this.stopHistory()
    this.stopCommandHistory()
    this.stopCommandHistory = () => {}
    this.emit()
    await previous?.close()
    return previous?.id ?? null
  }

  /** Opens a workspace and makes it the active one. */
  async open(id: string) {
    this.adopt(await this.openWorkspace(id))
  }

  /** Closes the active workspace and opens another. */
  async switchTo(id: string) {
    if (this.workspace?.id === id) return
    await this.closeActive()
    await this.open(id)
  }
}

/** This tab's data session. */
export const session = new DataSession()
