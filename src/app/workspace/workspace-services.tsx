import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { notify } from '@/features/notifications/model/notifications-store'

// Each service is its own chunk, fetched once the first screen is up and the browser is idle.
// One that cannot be downloaded (offline before the service worker has Hearth) is left out
// until the browser is back online, when its code is fetched again.
const ReminderHost = lazyWithPreload(() => import('@/features/todos/reminders/reminder-host'), {
  optional: true,
})

const TrashKeeper = lazyWithPreload(() => import('@/features/trash/trash-keeper'), {
  optional: true,
})

/**
 * What runs in the background for the active workspace, whatever the screen: todo reminders,
 * wired to the notification centre here so the features never import each other, and the
 * Trash's 30 days.
 */
export default function WorkspaceServices() {
  return (
    <>
      <ReminderHost notify={notify} />
      <TrashKeeper />
    </>
  )
}
