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
  const [pulling, setPulling] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const busy = pulling !== null || removing !== null

  const remove = async (id: string, name: string) => {
    const ok = await confirm({
      title: `Remove ${name} from the server?`,
      description:
        'It is deleted from the server and from the list every device shows. Devices that have it keep their copy, and one that syncs it puts it back.',
      confirmLabel: 'Remove from server',
      destructive: true,
    })
    if (!ok) return
    setRemoving(id)
    try {
      await (await pairing()).removeFromServer(id)
      toast({ kind: 'success', title: `${name} is removed from the server` })
    } catch (failure) {
      toast({
        kind: 'error',
        title: `${name} could not be removed`,
        message: failure instanceof Error ? failure.message : String(failure),
      })
    } finally {
      setRemoving(null)
    }
  }

  const pull = async (id: string, name: string) => {
    setPulling(id)
    try {
      await (await pairing()).pullWorkspace(id)
      toast({
        kind: 'success',
        title: `${name} is on this device`,
        message: 'It syncs from now on.',
      })
    } catch (failure) {
      toast({
        kind: 'error',
        title: `${name} could not be added`,
        message: failure instanceof Error ? failure.message : String(failure),
      })
    } finally {
      setPulling(null)
    }
  }

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
            <li key={workspace.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate text-sm font-medium">{workspace.name}</span>
              <span className="flex shrink-0 items-center gap-1">
                <Button
                  look="flat"
                  size="sm"
                  disabled={busy}
                  aria-label={`Add to this device: ${workspace.name}`}
                  onClick={() => void pull(workspace.id, workspace.name)}
                >
                  <CloudDownload aria-hidden />
                  {pulling === workspace.id ? 'Adding…' : 'Add to this device'}
                </Button>
                <Button
                  look="flat"
                  size="sm"
                  disabled={busy}
                  aria-label={`Remove from server: ${workspace.name}`}
                  onClick={() => void remove(workspace.id, workspace.name)}
                >
                  <Trash2 aria-hidden />
                  {removing === workspace.id ? 'Removing…' : 'Remove'}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
