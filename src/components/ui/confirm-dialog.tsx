import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef } from 'react'
import { Button } from './button'
import { settleConfirm, type PendingConfirm } from './confirm-store'
import { DialogContent } from './dialog'

/** The confirmation dialog itself (loaded on first use). */
export default function ConfirmDialog({ pending }: { pending: PendingConfirm }) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <DialogPrimitive.Root
      open={pending.open}
      onOpenChange={(open) => !open && settleConfirm(false)}
    >
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
          <Button ref={cancelRef} look="flat" onClick={() => settleConfirm(false)}>
            {pending.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            look={pending.destructive ? 'destructive' : 'key'}
            onClick={() => settleConfirm(true)}
          >
            {pending.confirmLabel ?? 'Confirm'}
          </Button>
        </div>
      </DialogContent>
    </DialogPrimitive.Root>
  )
}
