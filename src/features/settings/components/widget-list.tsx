import { arrayMove } from '@dnd-kit/sortable'
import { Blocks, Settings2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { useWidgetActions, useWidgets, widgetTitle } from '@/components/widgets/use-widget-actions'
import { WidgetSettingsDialog } from '@/components/widgets/widget-settings-dialog'
import { SortableList } from './sortable-list'

/**
 * The workspace's widgets in reading order: shown or hidden, reordered by drag or by
 * 'Move up' / 'Move down', each with its settings and 'Remove widget'.
 */
export function WidgetList({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const { all } = useWidgets()
  const actions = useWidgetActions()
  const [settingsFor, setSettingsFor] = useState<string | null>(null)
  // Several widgets of a kind are told apart by their number.
  const counts = new Map<string, number>()
  const items = all.map((entry) => {
    const title = widgetTitle(entry)
    const n = (counts.get(title) ?? 0) + 1
    counts.set(title, n)
    return { ...entry, id: entry.widget.id, title: n > 1 ? `${title} ${n}` : title }
  })
  const settingsEntry = all.find((entry) => entry.widget.id === settingsFor)

  if (!items.length)
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-fg-muted">
        This workspace’s Overview has no widgets. Add one, or reset the layout.
      </p>
    )
  return (
    <>
      <SortableList
        label="Widgets"
        items={items}
        onAnnounce={onAnnounce}
        onMove={(from, to) =>
          actions.reorder(
            arrayMove(items, from, to).map((item) => item.id),
            items[from]?.id,
          )
        }
        skipped={(item) => item.widget.hidden}
      >
        {(item) => {
          const Icon = item.type?.icon ?? Blocks
          return (
            <div className="flex min-w-0 flex-1 items-center gap-2">
              <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={!item.widget.hidden}
                  onChange={(event) => {
                    actions.setHidden(item.id, !event.target.checked)
                    onAnnounce(`${item.title} ${event.target.checked ? 'shown' : 'hidden'}.`)
                  }}
                  className="size-4 shrink-0 accent-(--accent)"
                />
                <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />
                <span className="truncate">{item.title}</span>
                {item.widget.hidden && <span className="text-xs text-fg-muted">(hidden)</span>}
              </label>
              {item.type && Object.keys(item.type.options).length > 0 && (
                <IconButton
                  size="sm"
                  label="Widget settings"
                  onClick={() => setSettingsFor(item.id)}
                >
                  <Settings2 />
                </IconButton>
              )}
              <IconButton size="sm" label="Remove widget" onClick={() => actions.remove(item.id)}>
                <Trash2 />
              </IconButton>
            </div>
          )
        }}
      </SortableList>
      <WidgetSettingsDialog
        target={
          settingsEntry?.type
            ? { type: settingsEntry.type, config: settingsEntry.widget.config }
            : null
        }
        onOpenChange={(open) => !open && setSettingsFor(null)}
        onSave={(changes) => settingsFor && actions.patchConfig(settingsFor, changes)}
      />
    </>
  )
}
