import { lazy, Suspense } from 'react'
import { notify } from '@/features/notifications/model/notifications-store'

// Each service is its own chunk, fetched once the first screen is up and the browser is idle.
const ReminderHost = lazy(() => import('@/features/todos/reminders/reminder-host'))

/**
 * What runs in the background for the active workspace, whatever the screen: todo reminders,
 * wired to the notification centre here so the features never import each other.
 */
export default function WorkspaceServices() {
  return (
    <Suspense fallback={null}>
      <ReminderHost notify={notify} />
    </Suspense>
  )
}
