import { Link2, Unplug } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast-store'
import { useWorkspaceInfo } from '@/data/hooks'
import {
  pageReaches,
  pairAfterReload,
  peekPendingPairing,
  takePendingPairing,
} from '@/data/sync/pending-pairing'
import { parseServerAddress } from '@/data/sync/server-address'
import { setWorkspaceSync, SYNC_STATUS_TEXT, useSyncState } from '@/data/sync/sync-state'
import { ServerWorkspaces } from './server-workspaces'

/** The sync code loads only when the user pairs a device or changes what is synced. */
const pairing = () => import('@/data/sync/pairing')

/**
 * Settings > Data > Sync: pairs this device with a self-hosted sync server (a pairing code
 * from `npm run server -- add-user NAME`), then turns sync on or off per workspace.
 */
export function SyncSection() {
  const { device, status, error } = useSyncState()
  return device ? <Paired status={status} error={error} /> : <PairForm />
}

/** The reload did not let the page reach the server (this browser keeps no session storage). */
const NOT_ALLOWED =
  'Hearth could not allow connections to this server. Reload the page and try again.'

function PairForm() {
  const [address, setAddress] = useState(() => peekPendingPairing()?.address ?? '')
  const [code, setCode] = useState(() => peekPendingPairing()?.code ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const pair = async (address: string, code: string, { reloaded = false } = {}) => {
    setBusy(true)
    setProblem(null)
    try {
      const server = parseServerAddress(address)
      // A server the page may not reach yet: the page reloads allowing it, and pairs then.
      if (!('error' in server) && !pageReaches(server)) {
        if (reloaded) throw new Error(NOT_ALLOWED)
        return pairAfterReload(server, address, code)
      }
      await (await pairing()).connectDevice(address, code)
      toast({
        kind: 'success',
        title: 'This device is paired',
        message: 'This workspace syncs now.',
      })
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void pair(address, code)
  }
  // Back from the reload that lets the page reach the server: pairs with what was typed.
  useEffect(() => {
    const pending = takePendingPairing()
    // After this commit: the form shows what it pairs with, busy meanwhile.
    if (pending) queueMicrotask(() => void pair(pending.address, pending.code, { reloaded: true }))
  }, [])

  return (
    <form className="max-w-md space-y-3" onSubmit={submit}>
      <p className="text-sm text-fg-muted">
        Keep your workspaces the same on every device through a sync server you run yourself. Edits
        made offline are kept here and merged when the connection returns.
      </p>
      <Field label="Server address" hint="For example https://sync.example.com">
        {(ids) => (
          <Input
            {...ids}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            autoComplete="url"
            inputMode="url"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        label="Pairing code"
        hint="The server prints one: npm run server -- add-user NAME"
        error={problem}
      >
        {(ids) => (
          <Input
            {...ids}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        <Link2 aria-hidden />
        Connect
      </Button>
    </form>
  )
}

function Paired({
  status,
  error,
}: {
  status: keyof typeof SYNC_STATUS_TEXT
  error: string | null
}) {
  const { device } = useSyncState()
  const workspace = useWorkspaceInfo()
  // Turning sync on may first fetch the server's copy: the box shows the choice meanwhile.
  const [turningOn, setTurningOn] = useState(false)
  if (!device) return null
  const on = turningOn || (!!workspace && device.workspaces.includes(workspace.id))

  const toggle = async (id: string, checked: boolean) => {
    if (!checked) return setWorkspaceSync(id, false)
    setTurningOn(true)
    try {
      await (await pairing()).syncWorkspace(id)
    } catch {
      // The sync code could not be loaded: sync it as it is.
      setWorkspaceSync(id, true)
    } finally {
      setTurningOn(false)
    }
  }

  const disconnect = async () => {
    const ok = await confirm({
      title: 'Disconnect this device?',
      description:
        'Sync stops on this device. Everything stays here and on the server; pair again with a new code to sync again.',
      confirmLabel: 'Disconnect this device',
      destructive: true,
    })
    if (!ok) return
    const { deviceId } = device
    const told = await (await pairing()).disconnectDevice()
    if (told) toast({ kind: 'success', title: 'This device is disconnected' })
    else
      toast({
        kind: 'warn',
        title: 'This device is disconnected here only',
        message: `The server could not be reached to forget it. Remove it there: npm run server -- remove-device ${deviceId}`,
      })
  }

  return (
    <div className="max-w-md space-y-3">
      <p className="text-sm">
        Paired with <span className="font-medium">{device.serverUrl}</span> as{' '}
        <span className="font-medium">{device.userName || device.userId}</span>.
      </p>
      <p role="status" className="text-sm text-fg-muted">
        {on ? SYNC_STATUS_TEXT[status] : 'This workspace is not synced.'}
      </p>
      {on && status === 'error' && error && <p className="text-sm text-error">{error}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={on}
          disabled={!workspace || turningOn}
          onChange={(event) => workspace && void toggle(workspace.id, event.target.checked)}
          className="size-4 accent-(--accent)"
        />
        Sync this workspace
      </label>
      <Button look="destructive" onClick={() => void disconnect()}>
        <Unplug aria-hidden />
        Disconnect this device
      </Button>
      <ServerWorkspaces />
    </div>
  )
}
