import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { settleConfirm, useConfirmStore } from './confirm-store'
import { toastCouldNotOpen } from './toast-store'

export { confirm, type ConfirmOptions } from './confirm-store'

const ConfirmDialog = lazyWithPreload(() => import('./confirm-dialog'))

/** The dialog's code could not be downloaded: nothing is confirmed, and a toast says why. */
function couldNotAsk() {
  settleConfirm(false)
  toastCouldNotOpen('the confirmation')
}

/**
 * Hosts the confirmation dialog; mount once near the root. Its code loads on first use, and the
 * dialog renders once it is here: when it cannot be downloaded, the question is answered 'no'
 * (nothing is done) with a toast, and the next question fetches it again.
 */
export function ConfirmHost() {
  const pending = useConfirmStore((state) => state.pending)
  const ready = useLoadedWhen(ConfirmDialog, !!pending?.open, couldNotAsk)
  if (!pending || !ready) return null
  return <ConfirmDialog pending={pending} />
}
