import { lazy, Suspense, useEffect } from 'react'
import type { CollectionName } from '@/data/collections'
import { useWorkspace } from '@/data/hooks'
import { notify } from '@/features/notifications/model/notifications-store'

// Each service is its own chunk, fetched once the first screen is up and the browser is idle.
const ReminderHost = lazy(() => import('@/features/todos/reminders/reminder-host'))

/** Collections whose records the sections list, smallest first. */
const PRELOADED: readonly CollectionName[] = [
  'todoLists',
  'bookmarkFolders',
  'todos',
  'bookmarks',
  'notes',
]

/**
 * Reads the workspace's records into memory a slice at a time, in idle time, so the first
 * visit to Todos, Bookmarks or Notes finds them ready instead of reading 10,000 records then.
 */
function PreloadRecords() {
  const workspace = useWorkspace()
  useEffect(() => {
    let live = true
    void (async () => {
      for (const name of PRELOADED) {
        if (!live) return
        await workspace.store(name).preload()
      }
    })()
    return () => {
      live = false
    }
  }, [workspace])
  return null
}

/**
 * What runs in the background for the active workspace, whatever the screen: todo reminders,
 * wired to the notification centre here so the features never import each other, and the
 * records read ahead.
 */
export default function WorkspaceServices() {
  return (
    <>
      <PreloadRecords />
      <Suspense fallback={null}>
        <ReminderHost notify={notify} />
      </Suspense>
    </>
  )
}
