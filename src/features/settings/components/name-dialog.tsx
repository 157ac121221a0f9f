import { useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Field, Input } from '@/components/ui/field'
import { workspaceNameSchema } from '@/data/workspace-info'

export interface NameDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The submit button's caption. */
  submitLabel: string
  initialName?: string
  onSubmit: (name: string) => void | Promise<void>
}

/** Asks for a workspace name, validated as the registry validates it. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initialName = '',
  onSubmit,
}: NameDialogProps) {
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = z.safeParse(workspaceNameSchema, name)
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? 'That name cannot be used.')
    setBusy(true)
    try {
      await onSubmit(parsed.data)
      onOpenChange(false)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title}>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <Field label="Name" error={error}>
            {(ids) => (
              <Input
                {...ids}
                value={name}
                maxLength={60}
                autoComplete="off"
                onChange={(event) => {
                  setName(event.target.value)
                  setError(null)
                }}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button look="flat" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" look="key" disabled={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
