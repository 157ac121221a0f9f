import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { downloadText, fileSlug, today } from '@/data/download'
import { useWorkspaceInfo } from '@/data/hooks'
import type { WorkspaceHandle } from '@/data/workspace'
import { resetBrokenWorkspace } from '@/data/workspace-content'
import { exportRawData } from '@/data/workspace-transfer'

/** Shown above the content while the workspace is read-only or cannot be saved. */
export default function ProblemAlert({ workspace }: { workspace: WorkspaceHandle }) {
  const [busy, setBusy] = useState(false)
  const name = useWorkspaceInfo()?.name ?? 'workspace'
  const exportRaw = async () => {
    downloadText(
      `hearth-raw-${fileSlug(name)}-${today()}.json`,
      JSON.stringify(await exportRawData(), null, 2),
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
    await resetBrokenWorkspace()
  }
  return (
    <Alert
      kind={workspace.mode === 'read-only' ? 'error' : 'warn'}
      title={workspace.problem!.title}
      className="m-4"
    >
      <p>{workspace.problem!.message}</p>
      {workspace.problem!.reload ? (
        // A newer Hearth elsewhere: nothing here is broken, and a reset would throw its data away.
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      ) : (
        workspace.mode === 'read-only' && (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void exportRaw()}>
              Export raw data
            </Button>
            <Button size="sm" look="destructive" disabled={busy} onClick={() => void reset()}>
              Reset workspace
            </Button>
          </div>
        )
      )}
    </Alert>
  )
}
