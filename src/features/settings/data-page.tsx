import { Download, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import { downloadText, fileSlug, today } from '@/data/download'
import { useWorkspace, useWorkspaceInfo } from '@/data/hooks'
import { resetWorkspace } from '@/data/workspace-content'
import { exportActiveWorkspace, exportAllWorkspaces } from '@/data/workspace-transfer'
import { ImportSection } from './components/import-section'
import { SampleDataDialog } from './components/sample-data-dialog'
import { SnapshotsSection } from './components/snapshots-section'
import { StorageSummary } from './components/storage-summary'
import { SyncSection } from './components/sync-section'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 border-t border-border pt-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** What `run` resolves with; undefined when it fails, after an error toast saying `title` and why. */
async function orSayWhy<T>(title: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    toast({ kind: 'error', title, message: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

/** Settings > Data: storage, export, import, sample data and reset. */
export default function DataSettingsPage() {
  const workspace = useWorkspace()
  const name = useWorkspaceInfo()?.name ?? 'workspace'

  const exportWorkspace = async () => {
    const exported = await orSayWhy('Workspace not exported', exportActiveWorkspace)
    if (!exported) return
    downloadText(`hearth-${fileSlug(name)}-${today()}.json`, JSON.stringify(exported, null, 2))
  }
  const exportAll = async () => {
    const exported = await orSayWhy('Workspaces not exported', exportAllWorkspaces)
    if (!exported) return
    downloadText(`hearth-backup-${today()}.json`, JSON.stringify(exported.backup, null, 2))
    const { unreadable } = exported
    if (unreadable.length)
      toast({
        kind: 'warn',
        title: `Backup saved without ${unreadable.map((name) => `‘${name}’`).join(', ')}`,
        message: `${unreadable.length === 1 ? 'That workspace' : 'Those workspaces'} could not be read. Switch to ${unreadable.length === 1 ? 'it' : 'each'} and use ‘Export raw data’ to keep what is stored.`,
      })
  }
  const reset = async () => {
    const ok = await confirm({
      title: `Reset ${name}?`,
      description:
        'Every todo, note, bookmark and widget in this workspace is deleted. Export it first to keep a copy.',
      confirmLabel: 'Reset workspace',
      destructive: true,
    })
    if (!ok) return
    try {
      await resetWorkspace()
    } catch (error) {
      toast({
        kind: 'error',
        title: `${name} was not reset`,
        message: error instanceof Error ? error.message : String(error),
      })
      return
    }
    toast({ kind: 'success', title: `${name} is empty now` })
  }

  return (
    <div className="space-y-6">
      <StorageSummary />
      <Section title="Export">
        <p className="text-sm text-fg-muted">
          Download a JSON file you can import here or in another browser.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void exportWorkspace()}>
            <Download aria-hidden />
            Export workspace
          </Button>
          <Button onClick={() => void exportAll()}>
            <Download aria-hidden />
            Export all workspaces
          </Button>
        </div>
      </Section>
      <Section title="Import">
        <p className="text-sm text-fg-muted">
          Bring in a Hearth export, as a new workspace or in place of this one. The file is checked
          completely first.
        </p>
        <ImportSection />
      </Section>
      <Section title="Sync">
        <SyncSection />
      </Section>
      <Section title="Snapshots">
        <SnapshotsSection />
      </Section>
      <Section title="Sample data">
        <p className="text-sm text-fg-muted">Try Hearth with made-up content.</p>
        <SampleDataDialog />
      </Section>
      <Section title="Reset">
        <p className="text-sm text-fg-muted">
          Empty this workspace. Other workspaces are not touched.
        </p>
        {workspace.readOnly && (
          <p className="text-sm">
            This workspace is read-only, so it cannot be emptied here. The message at the top of the
            page offers to reset it.
          </p>
        )}
        <Button look="destructive" disabled={workspace.readOnly} onClick={() => void reset()}>
          <RotateCcw aria-hidden />
          Reset workspace
        </Button>
      </Section>
    </div>
  )
}
