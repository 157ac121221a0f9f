import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { Spinner } from '@/components/ui/spinner'
import { downloadText, fileSlug, today } from './download'
import { WorkspaceContext } from './hooks'
import { session } from './session'
import type { Workspace } from './workspace'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Shown above the content while the workspace is read-only or cannot be saved. */
function ProblemAlert({ workspace }: { workspace: Workspace }) {
  const [busy, setBusy] = useState(false)
  const name = session.registry?.get(workspace.id)?.name ?? 'workspace'
  const exportRaw = async () => {
    const updates = await workspace.persistence.rawUpdates()
    downloadText(
      `hearth-raw-${fileSlug(name)}-${today()}.json`,
      JSON.stringify(
        {
          format: 'hearth-raw-updates',
          formatVersion: 1,
          workspaceId: workspace.id,
          updates: updates.map(toBase64),
        },
        null,
        2,
      ),
    )
  }
  const reset = async () => {
    const ok = await confirm({
      title: 'Reset workspace?',
      description: `Everything stored in ${name} is deleted and it starts empty. Export the raw data first if you may want it back.`,
      confirmLabel: 'Reset workspace',
      destructive: true,
    })
    if (!ok) return
    setBusy(true)
    await session.resetBrokenWorkspace()
  }
  return (
    <Alert
      kind={workspace.mode === 'read-only' ? 'error' : 'warn'}
      title={workspace.problem!.title}
      className="m-4"
    >
      <p>{workspace.problem!.message}</p>
      {workspace.mode === 'read-only' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void exportRaw()}>
            Export raw data
          </Button>
          <Button size="sm" look="destructive" disabled={busy} onClick={() => void reset()}>
            Reset workspace
          </Button>
        </div>
      )}
    </Alert>
  )
}

/** Marks the document ready once the workspace and the first screen have rendered. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
  }, [])
  return null
}

/**
 * Opens this tab's data session and provides the active workspace to the content area.
 * A spinner shows until the workspace has loaded; the shell around it is usable at once.
 */
export default function WorkspaceProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void session.start()
  }, [])
  const workspace = useSyncExternalStore(session.subscribe, () => session.workspace)
  useEffect(() => {
    if (!workspace) delete document.documentElement.dataset.ready
  }, [workspace])
  if (!workspace)
    return (
      <Spinner size="lg" label="Opening your workspace" className="flex h-full min-h-40 w-full" />
    )
  return (
    <WorkspaceContext.Provider key={workspace.id} value={workspace}>
      <div className="flex h-full flex-col">
        {workspace.problem && <ProblemAlert workspace={workspace} />}
        <div className="min-h-0 flex-1">{children}</div>
      </div>
      <ReadyMarker />
    </WorkspaceContext.Provider>
  )
}
