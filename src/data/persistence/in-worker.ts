import type { WorkspaceRecords } from '../transfer'
import type { RebuildReport } from './row-rebuild'

export type WorkerTask = 'rows' | 'compact' | 'check' | 'snapshot' | 'records'

/** What the worker says: a rebuild's document loaded, then the task's end. */
export type WorkerAnswer =
  | { loaded: true }
  | ({ ok: true } & Partial<RebuildReport> & {
        merged?: number
        unreadable?: string
        skipped?: true
        /** Today's snapshot was taken (`check`, `snapshot`). */
        snapshot?: true
        /** ... or not: the workspace holds nothing the user made (`snapshot`). */
        nothingToKeep?: true
        /** The rows were behind the log (`check`: `rowsBehind`). */
        behind?: true
        /** ... and built again (`repairRows`). */
        repaired?: true
        /** Every record of the stored document (`records`). */
        collections?: WorkspaceRecords
      })
  | { ok: false; error: string }

/**
 * Runs a task on a workspace's database in a worker of its own (`storage.worker.ts`), so the
 * page never spends its main thread on it. Rejects if the worker fails or `signal` aborts (the
 * workspace closed); the worker is ended either way.
 */
function inWorker(
  name: string,
  task: WorkerTask,
  signal?: AbortSignal,
  /** Updates to apply over the stored log (`records`: what tabs journaled as they went). */
  journals: Uint8Array[] = [],
) {
  return new Promise<WorkerAnswer & { ok: true }>((resolve, reject) => {
    const worker = new Worker(new URL('./storage.worker.ts', import.meta.url), {
      type: 'module',
      name: `hearth-${task}`,
    })
    const end = (error?: Error, answer?: WorkerAnswer & { ok: true }) => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
      if (error) reject(error)
      else resolve(answer!)
    }
    const abort = () => end(new Error('The workspace closed'))
    signal?.addEventListener('abort', abort)
    const started = performance.now()
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      // When the document was fully loaded in the worker (`npm run bench` prints it).
      if ('loaded' in data)
        return void performance.measure('hearth:rows-worker-loaded', { start: started })
      if (!data.ok) return end(new Error(data.error))
      end(undefined, data)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      end(new Error(event.message || `The ${task} worker failed`))
    }
    worker.postMessage({ name, task, journals })
  })
}

const workers = typeof Worker === 'function'

/** Rebuilds a workspace's rows in a worker. Null without module workers (and in tests). */
export const rebuildInWorker: ((name: string, signal: AbortSignal) => Promise<unknown>) | null =
  workers ? (name, signal) => inWorker(name, 'rows', signal) : null

/** Merges a database's stored updates in a worker. Null without module workers (and in tests). */
export const compactInWorker: ((name: string) => Promise<unknown>) | null = workers
  ? (name) => inWorker(name, 'compact')
  : null

/**
 * Decodes a database's stored document in a worker, to learn whether it is readable (a start
 * from rows decodes it on the page only when something needs it). Null without module workers.
 */
export const checkInWorker:
  | ((
      name: string,
      signal: AbortSignal,
    ) => Promise<{ unreadable?: string; skipped?: true; snapshot?: true; repaired?: true }>)
  | null = workers
  ? async (name, signal) => {
      const answer = await inWorker(name, 'check', signal)
      if ('unreadable' in answer && answer.unreadable !== undefined)
        return { unreadable: answer.unreadable }
      const said = answer as { skipped?: true; snapshot?: true; repaired?: true }
      return {
        ...(said.skipped ? { skipped: true as const } : {}),
        ...(said.snapshot ? { snapshot: true as const } : {}),
        ...(said.repaired ? { repaired: true as const } : {}),
      }
    }
  : null

/**
 * Takes today's snapshot of a workspace in a worker, from its stored log, if none is taken yet
 * (the log is read only then); resolves with whether it took one, or found nothing to keep.
 * Null without module workers.
 */
export const snapshotInWorker:
  | ((name: string, signal: AbortSignal) => Promise<{ snapshot?: true; nothingToKeep?: true }>)
  | null = workers
  ? async (name, signal) => {
      const answer = await inWorker(name, 'snapshot', signal)
      if ('snapshot' in answer && answer.snapshot) return { snapshot: true as const }
      if ('nothingToKeep' in answer && answer.nothingToKeep) return { nothingToKeep: true as const }
      return {}
    }
  : null

/**
 * Every record of a stored workspace, read and decoded in a worker (an export of a workspace
 * that is not open), with what tabs journaled for it applied over its log. Rejects with why
 * when it cannot be read. Null without module workers.
 */
export const recordsInWorker:
  ((name: string, journals: Uint8Array[]) => Promise<WorkspaceRecords>) | null = workers
  ? async (name, journals) => {
      const answer = await inWorker(name, 'records', undefined, journals)
      const { unreadable, collections } = answer as {
        unreadable?: string
        collections?: WorkspaceRecords
      }
      if (unreadable !== undefined || !collections)
        throw new Error(unreadable ?? 'The workspace could not be read')
      return collections
    }
  : null
