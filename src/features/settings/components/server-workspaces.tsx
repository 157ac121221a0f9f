import { CloudDownload, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import { useSyncState } from '@/data/sync/sync-state'

const pairing = () => import('@/data/sync/pairing')

/**
 * 'Workspaces on the server': those synced from another device and not on this one, each
 * with a button that brings it down and opens it, and one that deletes it from the server.
 */
export function ServerWorkspaces() {
  const { serverWorkspaces, status } = useSyncState()
  /** The workspace an action runs on, and which action: one at a time. */
  const [running, setRunning] = useState<{ id: string; action: 'add' | 'remove' } | null>(null)

  const run = async (
    id: string,
    action: 'add' | 'remove',
    work: (sync: Awaited<ReturnType<typeof pairing>>) => Promise<void>,
    done: { title: string; message?: string },
    failed: string,
  ) => {
    setRunning({ id, action })
    try {
      await work(await pairing())
      toast({ kind: 'success', ...done })
    } catch (failure) {
      toast({
        kind: 'error',
        title: failed,
        message: failure instanceof Error ? failure.message : String(failure),
      })
    } finally {
      setRunning(null)
    }
  }

  const pull = (id: string, name: string) =>
    run(
      id,
      'add',
      (sync) => sync.pullWorkspace(id),
      { title: `${name} is on this device`, message: 'It syncs from now on.' },
      `${name} could not be added`,
    )

  const remove = async (id: string, name: string) => {
    const ok = await confirm({
      title: `Remove ${name} from the server?`,
      description:
        'It is deleted from the server and from the list every device shows. Devices that have it keep their copy, and one that syncs it puts it back.',
      confirmLabel: 'Remove from server',
      destructive: true,
    })
    if (ok)
      await run(
        id,
        'remove',
        (sync) => sync.removeFromServer(id),
        { title: `${name} is removed from the server` },
        `${name} could not be removed`,
      )
  }

  const is = (id: string, action: 'add' | 'remove') =>
    running?.id === id && running.action === action

  return (
    <section aria-labelledby="server-workspaces" className="space-y-2 pt-2">
      <h3 id="server-workspaces" className="text-base font-semibold">
        Workspaces on the server
      </h3>
      {serverWorkspaces === null ? (
        <p className="text-sm text-fg-muted">
          {status === 'offline' || status === 'error'
            ? 'Shown when the server can be reached.'
            : 'Asking the server…'}
        </p>
      ) : serverWorkspaces.length === 0 ? (
        <p className="text-sm text-fg-muted">Every synced workspace is on this device.</p>
      ) : (
        <ul className="divide-y divide-border rounded-(--radius) border border-border">
          {serverWorkspaces.map((workspace) => (
            <li
              key={workspace.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <span className="min-w-0 truncate text-sm font-medium">{workspace.name}</span>
              <span className="flex flex-wrap items-center gap-1">
                <Button
                  look="flat"
                  size="sm"
                  disabled={running !== null}
                  aria-label={`Add to this device: ${workspace.name}`}
                  onClick={() => void pull(workspace.id, workspace.name)}
                >
                  <CloudDownload aria-hidden />
                  {is(workspace.id, 'add') ? 'Adding…' : 'Add to this device'}
                </Button>
                <Button
                  look="flat"
                  size="sm"
                  disabled={running !== null}
                  aria-label={`Remove from server: ${workspace.name}`}
                  onClick={() => void remove(workspace.id, workspace.name)}
                >
                  <Trash2 aria-hidden />
                  {is(workspace.id, 'remove') ? 'Removing…' : 'Remove'}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
