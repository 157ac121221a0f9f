import { Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast-store'
import { COLLECTION_LABELS } from '@/data/collections'
import { useWorkspace, useWorkspaceInfo } from '@/data/hooks'
import { countRecords, MAX_IMPORT_BYTES, parseImport, type ParsedWorkspace } from '@/data/transfer'
import { importAsNewWorkspaces, replaceActiveWorkspace } from '@/data/workspace-transfer'
import { switchWorkspace } from '@/data/workspaces'
import type { WorkspaceInfo } from '@/data/workspace-info'

const message = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught))

/** 'Import': read and check a file fully, show what it holds, then store it as asked. */
export function ImportSection() {
  const { readOnly } = useWorkspace()
  const activeName = useWorkspaceInfo()?.name ?? 'this workspace'
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  // A refusal is said once, where the user is looking: in the Import dialog while it is open,
  // below the Import button otherwise.
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<{ file: string; workspaces: ParsedWorkspace[] } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)
  const replaceNote = useId()

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    if (file.size > MAX_IMPORT_BYTES) {
      return setError(
        `The file is too large (${(file.size / 1024 / 1024).toFixed(1)} MB); Hearth imports files up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
      )
    }
    const result = parseImport(await file.text(), file.size)
    if (!result.ok) return setError(result.error)
    setPending({ file: file.name, workspaces: result.workspaces })
  }

  const close = () => {
    setPending(null)
    setError(null)
  }

  const switchTo = (workspace: WorkspaceInfo) =>
    switchWorkspace(workspace.id).catch((caught: unknown) =>
      toast({
        kind: 'error',
        title: `Could not switch to ${workspace.name}`,
        message: message(caught),
      }),
    )

  const importAsNew = async () => {
    if (!pending) return
    setBusy(true)
    setError(null)
    try {
      const created = await importAsNewWorkspaces(pending.workspaces)
      const [first] = created
      toast({
        kind: 'success',
        title: 'Imported',
        message: `Added ${created.map((w) => w.name).join(', ')}.`,
        action:
          created.length === 1 && first
            ? { label: `Switch to ${first.name}`, onClick: () => void switchTo(first) }
            : { label: 'Show workspaces', onClick: () => void navigate('/settings/workspaces') },
      })
      close()
    } catch (caught) {
      setError(message(caught))
    } finally {
      setBusy(false)
    }
  }

  const replaceCurrent = async () => {
    if (!pending || pending.workspaces.length !== 1) return
    const name = activeName
    setError(null)
    const ok = await confirm({
      title: `Replace ${name}?`,
      description: `Everything in ${name} is replaced by the contents of ${pending.file}.`,
      confirmLabel: 'Replace',
      destructive: true,
    })
    if (!ok) return
    try {
      await replaceActiveWorkspace(pending.workspaces[0]!)
    } catch (caught) {
      return setError(message(caught))
    }
    toast({
      kind: 'success',
      title: 'Imported',
      message: `${name} now holds the contents of ${pending.file}.`,
    })
    close()
  }

  const refusal = error && (
    <Alert kind="error" title="Import refused">
      {error} Nothing stored was changed.
    </Alert>
  )
  const several = (pending?.workspaces.length ?? 0) > 1

  return (
    <div className="space-y-3">
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a Hearth export to import"
        onChange={(event) => {
          void onFile(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <Button onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        Import
      </Button>
      {!pending && refusal}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
        {pending && (
          <DialogContent title="Import" description={`${pending.file} holds:`}>
            {pending.workspaces.map((workspace, index) => (
              <div key={index} className="space-y-1 text-sm">
                <p className="font-medium">{workspace.name}</p>
                <ul className="grid grid-cols-2 gap-x-4 text-fg-muted">
                  {Object.entries(countRecords(workspace.records))
                    .filter(([name]) => name in COLLECTION_LABELS)
                    .map(([name, count]) => (
                      <li key={name}>
                        {COLLECTION_LABELS[name as keyof typeof COLLECTION_LABELS]}:{' '}
                        <span className="tabular-nums">{count}</span>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
            {readOnly ? (
              <p id={replaceNote} className="text-sm">
                {activeName} is read-only, so it cannot be replaced. Import the file as a new
                workspace instead.
              </p>
            ) : (
              several && (
                <p id={replaceNote} className="text-sm">
                  Only a file of one workspace can replace {activeName}; this one holds{' '}
                  {pending.workspaces.length}.
                </p>
              )
            )}
            {refusal}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Button
                look="flat"
                disabled={busy || readOnly || several}
                aria-describedby={readOnly || several ? replaceNote : undefined}
                onClick={() => void replaceCurrent()}
              >
                Replace current workspace
              </Button>
              <Button look="key" disabled={busy} onClick={() => void importAsNew()}>
                Import as new workspace
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  )
}
