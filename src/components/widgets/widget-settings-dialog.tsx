import { Dialog, DialogContent } from '@/components/ui/dialog'
import { OptionForm } from '@/components/ui/option-form'
import { readOptions } from '@/lib/widget-options'
import type { WidgetDefinition } from '@/lib/widget-registry'

export interface WidgetSettingsDialogProps {
  /** The widget's type and stored options; null closes the dialog. */
  target: { type: WidgetDefinition; config: Readonly<Record<string, unknown>> } | null
  onOpenChange: (open: boolean) => void
  onSave: (config: Record<string, unknown>) => void
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
          <OptionForm
            spec={target.type.options}
            values={readOptions(target.type.options, target.config)}
            onCancel={() => onOpenChange(false)}
            onSave={(values) => {
              // Options the spec does not know (from a newer Hearth) are kept.
              onSave({ ...target.config, ...values })
              onOpenChange(false)
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}
