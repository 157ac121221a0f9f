import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useActiveWorkspace, WorkspaceContext } from '@/data/hooks'
import { whenIdle } from '@/lib/idle'
import { ProblemAlert } from './problem-alert'

const WorkspaceServices = lazy(() => import('./workspace-services'))

/** Background services (reminders) start once the first screen is up and the browser is idle. */
function useIdleAfterReady(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), { timeout: 2000, fallbackDelay: 300 }), [])
  return idle
}

/** Marks the document ready once the workspace and the first screen have rendered. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
  }, [])
  return null
}

/**
 * Opens this tab's data session and provides the active workspace to the content area. A
 * spinner shows until the workspace has loaded; the shell around it is usable at once.
 */
export default function WorkspaceGate({ children }: { children: ReactNode }) {
  const workspace = useActiveWorkspace()
  const idle = useIdleAfterReady()
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
      {idle && workspace.mode !== 'read-only' && (
        <Suspense fallback={null}>
          <WorkspaceServices />
        </Suspense>
      )}
    </WorkspaceContext.Provider>
  )
}
