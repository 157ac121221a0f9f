import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Input } from '@/components/ui/field'

export interface NameDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The dialog's title: 'New list', 'Rename workspace'. */
  title: string
  /** The field's label: 'List name'. */
  label: string
  /** The submit button's caption: 'Create list', 'Rename'. */
  submitLabel: string
  initialName?: string
  maxLength: number
  /** What the field says when submitted empty: 'Give the list a name.' */
  emptyMessage: string
  /**
   * Takes the trimmed name; not called when it is `initialName` unchanged. A thrown error's
   * message shows under the field, and the dialog stays open with what was typed; otherwise it
   * closes.
   */
  onSubmit: (name: string) => void | Promise<void>
}

/**
 * Asks for a name: one field, Cancel and a submit button (a new list, a folder, a workspace, or
 * renaming one). What was typed is dropped when the dialog closes.
 */
export function NameDialog({ open, onOpenChange, title, ...form }: NameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={title}>
          <NameForm {...form} close={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function NameForm({
  label,
  submitLabel,
  initialName = '',
  maxLength,
  emptyMessage,
  onSubmit,
  close,
}: Omit<NameDialogProps, 'open' | 'onOpenChange' | 'title'> & { close: () => void }) {
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(emptyMessage)
    // Renaming, a name left as it was is not saved: it would undo a rename made meanwhile in
    // another tab or on another device.
    if (initialName && trimmed === initialName.trim()) return close()
    setBusy(true)
    try {
      await onSubmit(trimmed)
      close()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
      setBusy(false)
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field label={label} error={error}>
        {(ids) => (
          <Input
            {...ids}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field
            autoFocus
            data-autofocus
            value={name}
            maxLength={maxLength}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        <Button look="key" type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
