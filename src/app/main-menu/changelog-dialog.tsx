import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { couldNotOpenChangelog, useChangelogStore } from './changelog-store'

const ChangelogDialogBody = lazyWithPreload(() => import('./changelog-dialog-body'))

/**
 * 'Changelog': the project's CHANGELOG.md. Its code loads the first time it opens, and it
 * renders once that code is here: when it cannot be downloaded, a toast says so and the next
 * opening fetches it again.
 */
export function ChangelogDialog() {
  const open = useChangelogStore((state) => state.open)
  const ready = useLoadedWhen(ChangelogDialogBody, open, couldNotOpenChangelog)
  return ready ? <ChangelogDialogBody /> : null
}
