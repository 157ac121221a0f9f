import { snapshotInWorker } from './persistence/in-worker'
import type { Workspace } from './workspace'

/**
 * Takes an open workspace's daily snapshot (`snapshots.ts`, loaded now: no start needs it), from
 * the stored log in a worker where there are workers (once the page's writes are stored), else
 * from the page's document; a new workspace's is tried again after its next change. `onTaken`
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
      const stored = () => workspace.persistence.flush()
      const taker = snapshotTaker(workspace.id, workspace.doc, inWorker, stored)
      const { doc } = workspace
      stop = scheduleDailySnapshots(taker, onTaken, (listener) => {
        doc.on('update', listener)
        return () => doc.off('update', listener)
      })
    },
    // Not downloaded (offline): the next open schedules it again.
    (error: unknown) => console.warn('Hearth could not schedule its daily snapshot', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}
