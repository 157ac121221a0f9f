import { Check, Layers } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useWorkspaces } from '@/data/hooks'
import { switchWorkspace } from '@/data/workspaces'

/** The main menu's workspace list: switch with one click (Settings > Workspaces manages them). */
export function WorkspaceSwitcher({ close }: { close: () => void }) {
  const { workspaces, activeId } = useWorkspaces()
  if (!workspaces.length) return null
  return (
    <div className="border-t border-border px-2 py-2">
      <h2 className="px-3 pb-1 text-xs font-medium text-fg-muted">Workspace</h2>
      <ul aria-label="Switch workspace">
        {workspaces.map((workspace) => {
          const active = workspace.id === activeId
          return (
            <li key={workspace.id}>
              <Button
                look="ghost"
                size="sm"
                className="w-full justify-start px-3 font-normal"
                aria-pressed={active}
                onClick={() => {
                  close()
                  if (!active) void switchWorkspace(workspace.id)
                }}
              >
                {active ? <Check aria-hidden /> : <Layers aria-hidden className="opacity-0" />}
                <span className="truncate">{workspace.name}</span>
              </Button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
