import { History } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import { useSnapshotsTaken, useWorkspace, useWorkspaces } from '@/data/hooks'
import { listSnapshots, SNAPSHOTS_KEPT, type SnapshotInfo } from '@/data/snapshots'
import { restoreSnapshot } from '@/data/workspace-content'
import { plural } from '@/lib/format'

const describe = ({ counts }: SnapshotInfo) =>
  `${plural(counts.todos, 'todo')} · ${plural(counts.notes, 'note')} · ${plural(counts.bookmarks, 'bookmark')}`

/** The workspace's daily snapshots, each with 'Restore snapshot'. */
export function SnapshotsSection() {
  const workspace = useWorkspace()
  // Storage permission is asked on the first write, when today's snapshot may be taken too.
  const { persist } = useWorkspaces()
  // Today's may be taken while the list shows (in the page, or away from it): read again then.
  const taken = useSnapshotsTaken()
  const [snapshots, setSnapshots] = useState<SnapshotInfo[] | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    listSnapshots(workspace.id).then(
      (list) => live && setSnapshots(list),
      () => live && setSnapshots([]),
    )
    // Today's snapshot is taken a moment after the workspace opens: look once more then.
    const timer = tick === 0 ? setTimeout(() => setTick(1), 2500) : undefined
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [workspace.id, persist, tick, taken])

  const restore = async (snapshot: SnapshotInfo) => {
    const day = new Date(snapshot.createdAt).toLocaleString('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
    })
    const ok = await confirm({
      title: 'Restore this snapshot?',
      description: `This workspace goes back to how it was on ${day} (${describe(snapshot)}). Undo brings today's version back.`,
      confirmLabel: 'Restore',
    })
    if (!ok) return
    try {
      await restoreSnapshot(snapshot.key)
      toast({ kind: 'success', title: 'Snapshot restored', message: `Back to ${day}.` })
    } catch (error) {
      toast({
        kind: 'error',
        title: 'The snapshot could not be restored',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-fg-muted">
        Hearth keeps a snapshot of this workspace each day you use it, the last {SNAPSHOTS_KEPT}{' '}
        days, in this browser.
      </p>
      {workspace.readOnly && !!snapshots?.length && (
        <p className="text-sm">
          This workspace is read-only, so a snapshot cannot be restored into it.
        </p>
      )}
      {snapshots === null ? null : snapshots.length === 0 ? (
        <p className="text-sm">
          No snapshots yet. The first is taken when you open a workspace that has something in it.
        </p>
      ) : (
        <ul
          aria-label="Snapshots"
          className="divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {snapshots.map((snapshot) => (
            <li key={snapshot.key} className="flex flex-wrap items-center gap-3 px-4 py-2">
              <History aria-hidden className="size-4 text-fg-muted" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  <time dateTime={new Date(snapshot.createdAt).toISOString()}>
                    {new Date(snapshot.createdAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </p>
                <p className="text-fg-muted">{describe(snapshot)}</p>
              </div>
              <Button
                size="sm"
                disabled={workspace.readOnly}
                onClick={() => void restore(snapshot)}
              >
                Restore snapshot
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
