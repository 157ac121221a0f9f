import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, type ReactNode } from 'react'
import { create } from 'zustand'
import { Button } from './button'
import { DialogContent } from './dialog'

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

interface Pending extends ConfirmOptions {
  id: number
  resolve: (confirmed: boolean) => void
  open: boolean
}

const useConfirmStore = create<{ pending: Pending | null }>(() => ({ pending: null }))
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

function settle(confirmed: boolean) {
  const { pending } = useConfirmStore.getState()
  if (!pending || !pending.open) return
  pending.resolve(confirmed)
  // Keep the content while it fades out (100 ms), then drop it.
  useConfirmStore.setState({ pending: { ...pending, open: false } })
  setTimeout(() => {
    if (useConfirmStore.getState().pending?.id === pending.id)
      useConfirmStore.setState({ pending: null })
  }, 150)
}

/** Hosts the confirmation dialog; mount once near the root. */
export function ConfirmHost() {
  const pending = useConfirmStore((state) => state.pending)
  const cancelRef = useRef<HTMLButtonElement>(null)
  if (!pending) return null
  return (
    <DialogPrimitive.Root open={pending.open} onOpenChange={(open) => !open && settle(false)}>
      <DialogContent
        title={pending.title}
        description={pending.description}
        width="max-w-sm"
        // Start on the safe choice: Enter or Space on open never confirms by accident.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          cancelRef.current?.focus()
        }}
      >
        <div className="flex justify-end gap-2 pt-2">
          <Button ref={cancelRef} look="flat" onClick={() => settle(false)}>
            {pending.cancelLabel ?? 'Cancel'}
          </Button>
          <Button look={pending.destructive ? 'destructive' : 'key'} onClick={() => settle(true)}>
            {pending.confirmLabel ?? 'Confirm'}
          </Button>
        </div>
      </DialogContent>
    </DialogPrimitive.Root>
  )
}
