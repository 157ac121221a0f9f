import { useState } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { OptionForm } from '@/components/ui/option-form'
import { changedFields } from '@/lib/changed-fields'
import { mergeList } from '@/lib/merge-list'
import { readOptions, trimTexts } from '@/lib/widget-options'
import type { WidgetDefinition } from '@/lib/widget-registry'

type Target = { type: WidgetDefinition; config: Readonly<Record<string, unknown>> }

export interface WidgetSettingsDialogProps {
  /** The widget's type and stored options; null closes the dialog. */
  target: Target | null
  onOpenChange: (open: boolean) => void
  /**
   * Called with the options the user changed, to merge into the widget's stored ones as they
   * are then (another tab or device may have changed others meanwhile). A changed list comes
   * merged with the list in `target.config` at Save (`mergeList`).
   */
  onSave: (changes: Record<string, unknown>) => void
}

/**
 * 'Widget settings': a form generated from the widget type's option spec. Nothing is stored
 * until 'Save', and only values that fit their options.
 */
export function WidgetSettingsDialog({ target, onOpenChange, onSave }: WidgetSettingsDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target && (
        <DialogContent title="Widget settings" description={target.type.title}>
          <SettingsForm target={target} onOpenChange={onOpenChange} onSave={onSave} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function SettingsForm({
  target,
  onOpenChange,
  onSave,
}: Omit<WidgetSettingsDialogProps, 'target'> & { target: Target }) {
  const spec = target.type.options
  // The options as the dialog opened: only those changed since are saved, so options the spec
  // does not know (from a newer Hearth) and options changed elsewhere meanwhile are kept.
  const [start] = useState(() => readOptions(spec, target.config))
  return (
    <OptionForm
      spec={spec}
      values={start}
      onCancel={() => onOpenChange(false)}
      onSave={(values) => {
        const changes: Record<string, unknown> = changedFields(trimTexts(spec, start), values)
        // A list (a world clock's time zones) merges with the one stored now: entries another
        // tab or device added or removed meanwhile stay so.
        const stored = readOptions(spec, target.config)
        for (const [key, item] of Object.entries(spec))
          if (item.type === 'list' && key in changes)
            changes[key] = mergeList(
              start[key] as string[],
              values[key] as string[],
              stored[key] as string[],
            ).slice(0, item.maxItems)
        onSave(changes)
        onOpenChange(false)
      }}
    />
  )
}
