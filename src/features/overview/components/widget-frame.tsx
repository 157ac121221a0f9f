import { GripVertical, Settings2, Trash2 } from 'lucide-react'
import { memo, useCallback, useId, type KeyboardEvent } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { WidgetBody } from '@/components/widgets/widget-body'
import { widgetTitle, type WidgetEntry } from '@/components/widgets/use-widget-actions'
import { cn } from '@/lib/cn'
import type { Direction } from '@/lib/widget-grid'

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
}

export interface WidgetFrameProps {
  entry: WidgetEntry
  editing: boolean
  onSettings: (id: string) => void
  /** Removes the widget; `control` is the 'Remove widget' button used. */
  onRemove: (id: string, control: HTMLElement) => void
  onOptions: (id: string, patch: Record<string, unknown>) => void
  /** In edit mode: an arrow key moves the widget, Shift+arrow resizes it. */
  onStep?: (id: string, direction: Direction, resize: boolean) => void
  /** Id of the element that explains the keys (edit mode). */
  keysHintId?: string
}

/**
 * A widget on the Overview: a card with its heading, 'Widget settings' and 'Remove widget',
 * and its content. In edit mode the card is focusable and moved by the keyboard, and the
 * content is inert so a drag never clicks inside it.
 */
export const WidgetFrame = memo(function WidgetFrame({
  entry,
  editing,
  onSettings,
  onRemove,
  onOptions,
  onStep,
  keysHintId,
}: WidgetFrameProps) {
  const headingId = useId()
  const { widget, type } = entry
  const title = widgetTitle(entry)
  const setOptions = useCallback(
    (patch: Record<string, unknown>) => onOptions(widget.id, patch),
    [onOptions, widget.id],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key]
    if (!editing || !onStep || !direction || event.target !== event.currentTarget) return
    if (event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    onStep(widget.id, direction, event.shiftKey)
  }

  return (
    // In edit mode the card itself is the control a keyboard moves (as a dashboard tile is);
    // in view mode it is a plain region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby={headingId}
      aria-roledescription={editing ? 'movable widget' : undefined}
      aria-describedby={editing ? keysHintId : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={editing ? 0 : undefined}
      onKeyDown={onKeyDown}
      data-widget={widget.kind}
      className={cn(
        'group/widget flex h-full min-h-0 flex-col rounded-lg border border-border bg-surface shadow-sm',
        editing &&
          'cursor-grab ring-accent outline-none focus-visible:ring-2 active:cursor-grabbing',
      )}
    >
      <header className="flex items-center gap-1 py-1 pr-1 pl-3">
        {editing && <GripVertical aria-hidden className="-ml-1 size-4 shrink-0 text-fg-muted" />}
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-medium text-fg-muted">
          {title}
        </h2>
        <div
          className={cn(
            'flex gap-0.5',
            !editing &&
              'opacity-0 group-focus-within/widget:opacity-100 group-hover/widget:opacity-100 pointer-coarse:opacity-100',
          )}
        >
          {type && Object.keys(type.options).length > 0 && (
            <IconButton size="sm" label="Widget settings" onClick={() => onSettings(widget.id)}>
              <Settings2 />
            </IconButton>
          )}
          <IconButton
            size="sm"
            label="Remove widget"
            data-remove-widget
            onClick={(event) => onRemove(widget.id, event.currentTarget)}
          >
            <Trash2 />
          </IconButton>
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-hidden px-3 pb-3" inert={editing}>
        {type ? (
          <WidgetBody type={type} id={widget.id} config={widget.config} setOptions={setOptions} />
        ) : (
          <p className="text-sm text-fg-muted">
            This widget comes from a newer version of Hearth. It is kept as it is; update Hearth to
            see it.
          </p>
        )}
      </div>
    </section>
  )
})
