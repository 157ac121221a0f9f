import { lazy, Suspense } from 'react'
import { useConfirmStore } from './confirm-store'

export { confirm, type ConfirmOptions } from './confirm-store'

const ConfirmDialog = lazy(() => import('./confirm-dialog'))

/** Hosts the confirmation dialog; mount once near the root. Its code loads on first use. */
export function ConfirmHost() {
  const pending = useConfirmStore((state) => state.pending)
  if (!pending) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog pending={pending} />
    </Suspense>
  )
}
