import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast-store'
import { COLLECTION_LABELS } from '@/data/collections'
import { useWorkspace, useWorkspaceInfo } from '@/data/hooks'
import { countRecords, MAX_IMPORT_BYTES, parseImport, type ParsedWorkspace } from '@/data/transfer'
import { importAsNewWorkspaces, replaceActiveWorkspace } from '@/data/workspace-transfer'

function refuse(message: string, setError: (error: string) => void) {
  setError(message)
  toast({ kind: 'error', title: 'Import refused', message })
}

/** 'Import': read and check a file fully, show what it holds, then store it as asked. */
export function ImportSection() {
  const { readOnly } = useWorkspace()
  const activeName = useWorkspaceInfo()?.name ?? 'this workspace'
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<{ file: string; workspaces: ParsedWorkspace[] } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    if (file.size > MAX_IMPORT_BYTES) {
      return refuse(
        `The file is too large (${(file.size / 1024 / 1024).toFixed(1)} MB); Hearth imports files up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
        setError,
      )
    }
    const result = parseImport(await file.text(), file.size)
    if (!result.ok) return refuse(result.error, setError)
    setPending({ file: file.name, workspaces: result.workspaces })
  }

  const importAsNew = async () => {
    if (!pending) return
    setBusy(true)
    try {
      const created = await importAsNewWorkspaces(pending.workspaces)
      toast({
        kind: 'success',
        title: 'Imported',
        message: `Added ${created.map((w) => w.name).join(', ')}. Switch to it in Settings > Workspaces.`,
      })
      setPending(null)
    } catch (caught) {
      refuse(caught instanceof Error ? caught.message : String(caught), setError)
    } finally {
      setBusy(false)
    }
  }

  const replaceCurrent = async () => {
    if (!pending || pending.workspaces.length !== 1) return
    const name = activeName
    const ok = await confirm({
      title: `Replace ${name}?`,
      description: `Everything in ${name} is replaced by the contents of ${pending.file}.`,
      confirmLabel: 'Replace',
      destructive: true,
    })
    if (!ok) return
    try {
      replaceActiveWorkspace(pending.workspaces[0]!)
    } catch (caught) {
      return refuse(caught instanceof Error ? caught.message : String(caught), setError)
    }
    toast({
      kind: 'success',
      title: 'Imported',
      message: `${name} now holds the contents of ${pending.file}.`,
    })
    setPending(null)
  }

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
      {error && (
        <Alert kind="error" title="Import refused">
          {error} Nothing stored was changed.
        </Alert>
      )}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
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
            {readOnly && (
              <p className="text-sm">
                {activeName} is read-only, so it cannot be replaced. Import the file as a new
                workspace instead.
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Button
                look="flat"
                disabled={busy || readOnly || pending.workspaces.length !== 1}
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
