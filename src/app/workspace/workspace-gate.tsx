import { useEffect, useState, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { CollectionName } from '@/data/collections'
import { useActiveWorkspace, WorkspaceContext } from '@/data/hooks'
import type { WorkspaceHandle } from '@/data/workspace'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

// Background services: the app works on without them (see workspace-services.tsx).
const WorkspaceServices = lazyWithPreload(() => import('./workspace-services'), { optional: true })
// Only a workspace with a problem shows it, and its actions bring export and reset code.
const ProblemAlert = lazyWithPreload(() => import('./problem-alert'), { optional: true })

/** Background services (reminders) start once the first screen is complete and the browser is idle. */
function useIdleAfterReady(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => afterFirstScreen(() => setIdle(true)), [])
  return idle
}

/** Collections whose records the sections list, smallest first. */
const PRELOADED: readonly CollectionName[] = [
  'todoLists',
  'bookmarkFolders',
  'todos',
  'bookmarks',
  'notes',
]

/**
 * Marks the document ready once the workspace and the first screen have rendered, then (once the
 * first screen is complete) reads the workspace's records into memory a slice at a time, in idle time, so the first visit to
 * Todos, Bookmarks or Notes finds them ready instead of reading 10,000 records then.
 */
function ReadyMarker({ workspace }: { workspace: WorkspaceHandle }) {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
    let live = true
    const cancel = afterFirstScreen(() => {
      void (async () => {
        // Not before the document (a start from rows): a screen reads its rows when it opens,
        // and the memory holds only what was shown.
        for (const name of PRELOADED)
          if (live && workspace.hasDoc) await workspace.store(name).preload()
      })()
    })
    return () => {
      live = false
      cancel()
    }
  }, [workspace])
  return null
}

/**
 * Opens this tab's data session and provides the active workspace to the content area. A
 * spinner shows until the workspace has loaded; the shell around it is usable at once.
 */
export default function WorkspaceGate({ children }: { children: ReactNode }) {
  // Changes come as transitions (see useActiveWorkspace): the page a workspace opens (the
  // Overview and its widgets) renders in slices between which the browser handles input,
  // instead of in one long task.
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
    // A workspace that turns read-only while open shows everything again, read-only.
    <WorkspaceContext.Provider key={`${workspace.id}:${workspace.mode}`} value={workspace}>
      <div className="flex h-full flex-col">
        {workspace.problem && <ProblemAlert workspace={workspace} />}
        <div className="min-h-0 flex-1">{children}</div>
      </div>
      <ReadyMarker workspace={workspace} />
      {idle && workspace.mode !== 'read-only' && <WorkspaceServices />}
    </WorkspaceContext.Provider>
  )
}
