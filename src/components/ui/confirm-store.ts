import type { ReactNode } from 'react'
import { create } from 'zustand'

export interface ConfirmOptions {
  title: string
  description?: ReactNode
  /** @defaultValue 'Confirm' */
  confirmLabel?: string
  /** @defaultValue 'Cancel' */
  cancelLabel?: string
  /** Use the destructive look for the confirm button. */
  destructive?: boolean
}

export interface PendingConfirm extends ConfirmOptions {
  id: number
  resolve: (confirmed: boolean) => void
  open: boolean
}

export const useConfirmStore = create<{ pending: PendingConfirm | null }>(() => ({ pending: null }))
let nextId = 0

/**
 * Asks the user to confirm. Resolves true on confirm, false on cancel, Esc or 'Close'.
 * A second request while one is open cancels the first.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().pending?.resolve(false)
    useConfirmStore.setState({ pending: { ...options, id: nextId++, resolve, open: true } })
  })
}

/** Answers the open confirmation; the dialog fades out (100 ms) before it is dropped. */
export function settleConfirm(confirmed: boolean) {
  const { pending } = useConfirmStore.getState()
  if (!pending || !pending.open) return
  pending.resolve(confirmed)
  useConfirmStore.setState({ pending: { ...pending, open: false } })
  setTimeout(() => {
    if (useConfirmStore.getState().pending?.id === pending.id)
      useConfirmStore.setState({ pending: null })
  }, 150)
}
