import { snapshotInWorker } from './persistence/in-worker'
import type { Workspace } from './workspace'

/**
 * Takes an open workspace's daily snapshot (`snapshots.ts`, loaded now: no start needs it), from
 * the stored log in a worker where there are workers, else from the page's document; `onTaken`
 * hears each one taken. Returns what stops it (the workspace closes, or another opens).
 */
export function scheduleSnapshots(workspace: Workspace, onTaken: () => void): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  import('./snapshots').then(
    ({ scheduleDailySnapshots, snapshotTaker }) => {
      if (stopped) return
      const name = workspace.persistence.name
      const take = snapshotInWorker
      const inWorker = take && ((signal: AbortSignal) => take(name, signal))
      stop = scheduleDailySnapshots(snapshotTaker(workspace.id, workspace.doc, inWorker), onTaken)
    },
    // Not downloaded (offline): the next open schedules it again.
    (error: unknown) => console.warn('Hearth could not schedule its daily snapshot', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}
