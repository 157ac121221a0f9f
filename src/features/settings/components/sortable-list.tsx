import { closestCenter, DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useDragSensors } from '@/components/use-drag-sensors'
import { IconButton } from '@/components/ui/icon-button'
import { cn } from '@/lib/cn'

export interface SortableItem {
  id: string
  /** Names the row's buttons and announcements: 'Move “Todos” up'. */
  title: string
}

interface SortableListProps<T extends SortableItem> {
  /** The list's accessible name. */
  label: string
  items: readonly T[]
  /** Moves the item at `from` to `to`; the list then shows the new order. */
  onMove: (from: number, to: number) => void
  /** Says a finished move in the page's polite live region. */
  onAnnounce: (message: string) => void
  /** The row's content between the drag handle and the move buttons. */
  children: (item: T, index: number) => ReactNode
  /**
   * Items a 'Move up' / 'Move down' step passes without stopping (a hidden widget, which
   * shows nowhere): the step ends once it has passed one that is not skipped.
   */
  skipped?: (item: T) => boolean
}

const quoted = (title: string) => `“${title}”`

/**
 * A list reordered by dragging its handles (pointer or keyboard, through dnd-kit) or by each
 * row's 'Move up' / 'Move down' buttons; focus stays on the moved row.
 */
export function SortableList<T extends SortableItem>({
  label,
  items,
  onMove,
  onAnnounce,
  children,
  skipped,
}: SortableListProps<T>) {
  const sensors = useDragSensors()
  const listRef = useRef<HTMLUListElement>(null)
  const focusAfterMove = useRef<{ id: string; button: 'up' | 'down' } | null>(null)
  // React may move the focused row's node, which drops focus; put it back on the moved row.
  useLayoutEffect(() => {
    const focus = focusAfterMove.current
    if (!focus) return
    focusAfterMove.current = null
    const rows = [...(listRef.current?.children ?? [])] as HTMLElement[]
    const row = rows.find((element) => element.dataset.sortableId === focus.id)
    const buttons = ['up', 'down'].map((which) =>
      row?.querySelector<HTMLButtonElement>(`button[data-move="${which}"]`),
    )
    const [preferred, other] = focus.button === 'up' ? buttons : [...buttons].reverse()
    ;(preferred && !preferred.disabled ? preferred : other)?.focus()
  })

  const titleOf = (id: unknown) => items.find((item) => item.id === id)?.title ?? 'item'
  const positionOf = (id: unknown) => items.findIndex((item) => item.id === id) + 1
  const move = (from: number, to: number) => {
    const item = items[from]
    if (!item || to < 0 || to >= items.length || from === to) return
    onMove(from, to)
    onAnnounce(`${quoted(item.title)} moved to position ${to + 1} of ${items.length}.`)
  }
  /** Where one step from `index` ends: past skipped items, to the next one that is not. */
  const stepTarget = (index: number, by: -1 | 1) => {
    let to = index + by
    while (to > 0 && to < items.length - 1 && skipped?.(items[to]!)) to += by
    return to
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${quoted(titleOf(active.id))}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${quoted(titleOf(active.id))} is over position ${positionOf(over.id)} of ${items.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${quoted(titleOf(active.id))} dropped at position ${positionOf(over.id)}.`
        : 'Dropped.',
    onDragCancel: ({ active }) => `Moving ${quoted(titleOf(active.id))} was cancelled.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    move(positionOf(active.id) - 1, positionOf(over.id) - 1)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={listRef}
          aria-label={label}
          className="divide-y divide-border rounded-md border border-border"
        >
          {items.map((item, index) => (
            <Row
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              onUp={() => {
                focusAfterMove.current = { id: item.id, button: 'up' }
                move(index, stepTarget(index, -1))
              }}
              onDown={() => {
                focusAfterMove.current = { id: item.id, button: 'down' }
                move(index, stepTarget(index, 1))
              }}
            >
              {children(item, index)}
            </Row>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

interface RowProps {
  item: SortableItem
  first: boolean
  last: boolean
  onUp: () => void
  onDown: () => void
  children: ReactNode
}

function Row({ item, first, last, onUp, onDown, children }: RowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id })
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={item.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 bg-surface px-2 py-1.5',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${quoted(item.title)}`}
        title="Drag to reorder"
        className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      <IconButton
        size="sm"
        data-move="up"
        label={`Move ${quoted(item.title)} up`}
        tooltip={false}
        disabled={first}
        onClick={onUp}
      >
        <ArrowUp aria-hidden />
      </IconButton>
      <IconButton
        size="sm"
        data-move="down"
        label={`Move ${quoted(item.title)} down`}
        tooltip={false}
        disabled={last}
        onClick={onDown}
      >
        <ArrowDown aria-hidden />
      </IconButton>
    </li>
  )
}
