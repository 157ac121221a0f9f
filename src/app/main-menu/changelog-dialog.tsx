import { lazy, Suspense } from 'react'
import { useChangelogStore } from './changelog-store'

const ChangelogDialogBody = lazy(() => import('./changelog-dialog-body'))

/** 'Changelog': the project's CHANGELOG.md; its code loads the first time it opens. */
export function ChangelogDialog() {
  const wanted = useChangelogStore((state) => state.wanted)
  return wanted ? (
    <Suspense fallback={null}>
      <ChangelogDialogBody />
    </Suspense>
  ) : null
}
