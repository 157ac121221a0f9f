import { Check, Copy, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { focusWhenGone } from '@/components/focus-when-gone'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { NameDialog } from '@/components/ui/name-dialog'
import { toast } from '@/components/ui/toast-store'
import { useWorkspaces } from '@/data/hooks'
import {
  createWorkspace,
  deleteWorkspace,
  duplicateWorkspace,
  renameWorkspace,
  switchWorkspace,
  uniqueWorkspaceName,
} from '@/data/workspaces'
import { getSyncState } from '@/data/sync/sync-state'
import { MAX_WORKSPACE_NAME, type WorkspaceInfo } from '@/data/workspace-info'

type Dialogs = { kind: 'create' } | { kind: 'rename'; workspace: WorkspaceInfo } | null

/**
 * Where the keyboard goes once a workspace is deleted or switched to, which takes its button
 * away: after a delete, the 'Delete' of the row now in its place (or 'New workspace'); after a
 * switch, the first button of the workspace now active. Kept outside the page, which mounts
 * again when another workspace opens.
 */
let focusAfter:
  { kind: 'delete'; id: string; index: number } | { kind: 'switch'; id: string } | null = null

/** Settings > Workspaces: create, rename, duplicate, switch and delete workspaces. */
export default function WorkspacesSettingsPage() {
  const { workspaces, activeId } = useWorkspaces()
  const [dialog, setDialog] = useState<Dialogs>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const only = workspaces.length <= 1
  const listRef = useRef<HTMLUListElement>(null)
  const newButton = useRef<HTMLButtonElement>(null)
  // The button an action started from: every button is disabled while it runs, which takes the
  // focus from it (Duplicate, a Delete cancelled); it gets it back once they are enabled again
  // and the dialog it opened, if any, has gone (a closing one still holds the focus).
  const startedFrom = useRef<Element | null>(null)

  useEffect(() => {
    const pending = focusAfter
    if (!pending || busy !== null) return
    const rows = [...(listRef.current?.children ?? [])]
    if (pending.kind === 'switch') {
      if (activeId !== pending.id) return
      focusAfter = null
      const row = rows[workspaces.findIndex((w) => w.id === pending.id)]
      row?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus()
      return
    }
    if (workspaces.some((w) => w.id === pending.id)) return
    focusAfter = null
    const row = rows[Math.min(pending.index, rows.length - 1)]
    const next = row?.querySelector<HTMLButtonElement>('button[data-delete]:not(:disabled)')
    ;(next ?? newButton.current)?.focus()
  }, [workspaces, busy, activeId])

  useEffect(() => {
    const control = startedFrom.current
    if (busy !== null || !control) return
    startedFrom.current = null
    focusWhenGone(document.querySelector('[role="dialog"]'), [control])
  }, [busy])

  const run = async (id: string, action: () => Promise<void>, failed = 'That did not work') => {
    startedFrom.current = document.activeElement
    setBusy(id)
    try {
      await action()
    } catch (error) {
      toast({
        kind: 'error',
        title: failed,
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setBusy(null)
    }
  }

  const remove = (workspace: WorkspaceInfo) =>
    run(workspace.id, async () => {
      const ok = await confirm({
        title: `Delete ${workspace.name}?`,
        description: getSyncState().device?.workspaces.includes(workspace.id)
          ? 'Its todos, notes, bookmarks and settings are deleted from this browser. It stays on your sync server: Settings > Data > Sync can add it back, or remove it from there.'
          : 'Its todos, notes, bookmarks and settings are deleted from this browser. Export it first to keep a copy.',
        confirmLabel: 'Delete',
        destructive: true,
      })
      if (!ok) return
      focusAfter = {
        kind: 'delete',
        id: workspace.id,
        index: workspaces.findIndex((w) => w.id === workspace.id),
      }
      await deleteWorkspace(workspace.id).catch((error: unknown) => {
        focusAfter = null
        throw error
      })
      toast({ kind: 'success', title: `Deleted ${workspace.name}` })
    })

  const duplicate = (workspace: WorkspaceInfo) =>
    run(
      workspace.id,
      async () => {
        const copy = await duplicateWorkspace(
          workspace.id,
          uniqueWorkspaceName(workspace.name, ' copy'),
        )
        toast({ kind: 'success', title: `Created ${copy.name}` })
      },
      `${workspace.name} was not duplicated`,
    )

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          Each workspace has its own todos, notes, bookmarks, widgets and settings. This browser
          remembers which one is open.
        </p>
        <Button ref={newButton} look="key" onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden />
          New workspace
        </Button>
      </div>
      <ul
        ref={listRef}
        aria-label="Workspaces"
        className="divide-y divide-border rounded-lg border border-border bg-surface"
      >
        {workspaces.map((workspace) => {
          const active = workspace.id === activeId
          return (
            <li key={workspace.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <span className="font-medium break-words">{workspace.name}</span>
                {active && (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium">
                    <Check aria-hidden className="size-3" />
                    Active
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  look="flat"
                  disabled={active || busy !== null}
                  onClick={() =>
                    void run(workspace.id, async () => {
                      focusAfter = { kind: 'switch', id: workspace.id }
                      await switchWorkspace(workspace.id).catch((error: unknown) => {
                        focusAfter = null
                        throw error
                      })
                    })
                  }
                >
                  Switch to
                </Button>
                <Button
                  size="sm"
                  look="ghost"
                  disabled={busy !== null}
                  onClick={() => setDialog({ kind: 'rename', workspace })}
                >
                  <Pencil aria-hidden />
                  Rename
                </Button>
                <Button
                  size="sm"
                  look="ghost"
                  disabled={busy !== null}
                  onClick={() => void duplicate(workspace)}
                >
                  <Copy aria-hidden />
                  Duplicate
                </Button>
                <Button
                  size="sm"
                  look="ghost"
                  disabled={only || busy !== null}
                  title={only ? 'The last workspace cannot be deleted' : undefined}
                  data-delete
                  onClick={() => void remove(workspace)}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {dialog?.kind === 'create' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="New workspace"
          label="Name"
          submitLabel="Create"
          maxLength={MAX_WORKSPACE_NAME}
          emptyMessage="Give the workspace a name."
          onSubmit={(name) => {
            const created = createWorkspace(name)
            toast({ kind: 'success', title: `Created ${created.name}` })
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Rename workspace"
          label="Name"
          submitLabel="Rename"
          maxLength={MAX_WORKSPACE_NAME}
          emptyMessage="Give the workspace a name."
          initialName={dialog.workspace.name}
          onSubmit={(name) => renameWorkspace(dialog.workspace.id, name)}
        />
      )}
    </div>
  )
}
