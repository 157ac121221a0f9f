import { useMemo, useState } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { useWidgetTypes, type WidgetDefinition } from '@/lib/widget-registry'
import { WidgetBody } from './widget-body'

export interface AddWidgetDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the chosen type; the dialog closes. */
  onAdd: (type: WidgetDefinition) => void
}

const noOptions = () => {}
const noConfig = {}

/**
 * 'Add widget': every registered type with a live preview (its default settings, not
 * interactive). Choosing one adds it; several of a type are allowed.
 */
export function AddWidgetDialog({ open, onOpenChange, onAdd }: AddWidgetDialogProps) {
  const types = useWidgetTypes((state) => state.types)
  // Sorted once it first opens (and kept while it closes): the first localeCompare sets up
  // collation, about 20 ms on a slow machine, which the Overview's first screen should not pay.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const sorted = useMemo(
    () => (opened ? [...types].sort((a, b) => a.title.localeCompare(b.title)) : []),
    [opened, types],
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add widget"
        description="Choose a widget for your Overview. You can add several of one kind."
        width="max-w-4xl"
      >
        <ul
          aria-label="Widget types"
          className="grid max-h-[65vh] gap-3 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3"
        >
          {sorted.map((type) => (
            <li
              key={type.kind}
              className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface"
            >
              <div
                aria-hidden
                inert
                className="pointer-events-none h-36 overflow-hidden border-b border-border bg-bg p-3 select-none"
              >
                <WidgetBody
                  type={type}
                  id={`preview:${type.kind}`}
                  config={noConfig}
                  setOptions={noOptions}
                />
              </div>
              <button
                type="button"
                aria-describedby={`widget-type-${type.kind}`}
                onClick={() => {
                  onOpenChange(false)
                  onAdd(type)
                }}
                className="flex items-center gap-2 px-3 pt-3 text-left font-medium hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                <type.icon aria-hidden className="size-4 shrink-0" />
                {type.title}
              </button>
              <p id={`widget-type-${type.kind}`} className="px-3 pb-3 text-sm text-fg-muted">
                {type.description}
              </p>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
