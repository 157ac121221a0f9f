import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  FolderInput,
  GripVertical,
  Inbox,
  MoreHorizontal,
  PanelRightOpen,
  Trash2,
} from 'lucide-react'
import { memo, useEffect, useState, type KeyboardEvent } from 'react'
import { CopyLinkItem } from '@/components/copy-link'
import { IconButton } from '@/components/ui/icon-button'
import { Menu, MenuItem, MenuSeparator, MenuSub } from '@/components/ui/menu'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { cn } from '@/lib/cn'
import type { TodoActions } from '../hooks/use-todo-actions'
import { openDetails, setEditingTitle } from '../model/todos-ui-store'
import { listTitle } from '../model/views'
import { ListDot } from './todo-sidebar'
import {
  afterNextFrame,
  focusInRow,
  keepFocusNearTodo,
  MoveItems,
  TitleEditor,
} from './todo-row-parts'
import { useStableListeners } from '@/hooks/use-stable-listeners'
import { TodoMeta } from './todo-meta'

export interface TodoRowProps {
  todo: Todo
  /** Its list, shown in views that mix lists. */
  list: TodoList | null
  showList: boolean
  lists: readonly TodoList[]
  today: string
  /** Past its due day or time (marked in words and colour). */
  overdue: boolean
  /** Whether the user's order applies here (drag, 'Move up', 'Move down'). */
  sortable: boolean
  /**
   * The todos shown with it, in order, for 'Move up' / 'Move down'. A function, stable across
   * renders, so a change to one todo re-renders that row only.
   */
  siblingsOf: (id: string) => readonly Todo[]
  actions: TodoActions
}

const ROW_CLASS =
  'group flex items-start gap-2 rounded-md border border-transparent px-1 py-1.5 hover:bg-surface-2/60 focus-within:bg-surface-2/60'
// Rows off screen are neither laid out nor painted until scrolled to.
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 52px' } as const

/**
 * One todo: its checkbox (named after its title), title, details and actions. The sortable
 * wrapper re-renders whenever the list's order changes (dnd-kit's context); the row's content
 * is memoised apart from it, so completing one todo re-renders that row only.
 */
export const TodoRow = memo(function TodoRow(props: TodoRowProps) {
  return props.sortable ? <SortableRow {...props} /> : <FixedRow {...props} />
})

function SortableRow(props: TodoRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.todo.id, data: { todo: props.todo } })
  const handleListeners = useStableListeners(listeners)
  return (
    <li
      ref={setNodeRef}
      data-todo-id={props.todo.id}
      style={{ transform: CSS.Transform.toString(transform), transition, ...OFF_SCREEN }}
      className={cn(ROW_CLASS, isDragging && 'relative z-10 border-border bg-surface shadow-lg')}
    >
      <RowContent
        {...props}
        handle={attributes}
        handleListeners={handleListeners}
        setHandleRef={setActivatorNodeRef}
      />
    </li>
  )
}

/**
 * A row of a view sorted by date (Today, Upcoming, Completed): nothing to drag, so it stays out
 * of dnd-kit, whose context copies its map of rows for each row added or removed: n rows, n²
 * copies (Upcoming shows up to 750).
 */
function FixedRow(props: TodoRowProps) {
  return (
    <li data-todo-id={props.todo.id} style={OFF_SCREEN} className={ROW_CLASS}>
      <RowContent {...props} />
    </li>
  )
}

type RowContentProps = TodoRowProps & {
  handle?: ReturnType<typeof useSortable>['attributes']
  handleListeners?: ReturnType<typeof useSortable>['listeners']
  setHandleRef?: (element: HTMLElement | null) => void
}

const RowContent = memo(function RowContent({
  todo,
  list,
  showList,
  lists,
  today,
  overdue,
  sortable,
  siblingsOf,
  actions,
  handle,
  handleListeners,
  setHandleRef,
}: RowContentProps) {
  const [editing, setEditing] = useState(false)
  const [ticked, setTicked] = useState<boolean | null>(null)
  // While the title is edited, the view keeps this row even if the todo leaves it meanwhile.
  useEffect(() => {
    if (!editing) return
    setEditingTitle(todo.id, true)
    return () => setEditingTitle(todo.id, false)
  }, [editing, todo.id])
  const title = todo.title.trim() || 'Untitled'
  // A change from the menu that may take the row away (Radix returns the focus to the menu's
  // button, which goes with it): the keyboard goes on to a neighbour, as after completing.
  const thenFocusNear = (change: () => void) => {
    const refocus = keepFocusNearTodo(todo.id)
    change()
    refocus()
  }

  // Alt+↑ / Alt+↓ move the focused todo ('Move up' / 'Move down'), listed in 'Keyboard shortcuts'
  // by todos-commands.ts. No other key acts on a row: deleting is the menu's 'Delete todo'.
  const onKeyDown = (event: KeyboardEvent) => {
    if (editing || (event.target instanceof HTMLInputElement && event.target.type === 'text'))
      return
    if (sortable && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault()
      actions.step(todo, siblingsOf(todo.id), event.key === 'ArrowUp' ? -1 : 1)
      focusInRow(todo.id, 'input[type=checkbox]')
    }
  }

  return (
    <>
      {sortable ? (
        <button
          type="button"
          ref={setHandleRef}
          {...handle}
          {...handleListeners}
          aria-label={`Reorder “${title}”`}
          aria-roledescription="sortable"
          className="mt-0.5 cursor-grab touch-none rounded-sm p-0.5 text-fg-muted opacity-60 group-hover:opacity-100 focus-visible:opacity-100 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : (
        <span className="w-5 shrink-0" aria-hidden />
      )}
      <input
        type="checkbox"
        checked={ticked ?? todo.done}
        onChange={() => {
          // The tick shows in the next frame; the change (which may move the todo away or
          // re-date it) is made just after that frame, so the click never waits for it.
          setTicked(!todo.done)
          // If the todo leaves the view, the keyboard goes on to its neighbour.
          const refocus = keepFocusNearTodo(todo.id)
          afterNextFrame(() => {
            setTicked(null)
            actions.toggle(todo)
            refocus()
          })
        }}
        onKeyDown={onKeyDown}
        aria-label={title}
        className={cn(
          'mt-1 size-4 shrink-0 cursor-pointer rounded-full accent-(--accent)',
          todo.priority && 'outline-2 outline-offset-1',
          todo.priority === 1 && 'outline-error',
          todo.priority === 2 && 'outline-warn',
          todo.priority === 3 && 'outline-info',
        )}
      />
      <div className="min-w-0 flex-1">
        {editing ? (
          <TitleEditor
            todo={todo}
            onDone={(next, byKey) => {
              // The row may go with the edit: the todo was taken out of the view meanwhile.
              const refocus = byKey ? keepFocusNearTodo(todo.id) : undefined
              setEditing(false)
              if (next !== null && next.trim() && next !== todo.title)
                actions.update(todo, { title: next.trim() })
              // Enter or Esc: keep the keyboard where it was, on the title (or near, if it went).
              if (byKey) focusInRow(todo.id, '[data-todo-title]')
              refocus?.()
            }}
            onKeep={(next) => {
              if (next.trim() && next.trim() !== todo.title)
                actions.update(todo, { title: next.trim() })
            }}
          />
        ) : (
          <button
            type="button"
            data-todo-title
            onKeyDown={onKeyDown}
            onClick={() => setEditing(true)}
            onDoubleClick={() => setEditing(true)}
            aria-label={`Edit title: ${title}`}
            className={cn(
              'block w-full cursor-text text-left text-sm break-words',
              todo.done && 'text-fg-muted line-through',
            )}
          >
            {title}
          </button>
        )}
        <TodoMeta todo={todo} list={list} showList={showList} today={today} overdue={overdue} />
      </div>
      <IconButton
        label={`Details of “${title}”`}
        size="sm"
        tooltip={false}
        data-details
        onClick={() => openDetails(todo.id)}
        className="opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
      >
        <PanelRightOpen />
      </IconButton>
      <Menu
        label={`Todo “${title}”`}
        trigger={
          <IconButton label={`Actions for “${title}”`} size="sm" tooltip={false}>
            <MoreHorizontal />
          </IconButton>
        }
      >
        {sortable && <MoveItems todo={todo} siblingsOf={siblingsOf} actions={actions} />}
        <MenuSub
          label={
            <>
              <FolderInput aria-hidden className="size-4 text-fg-muted" /> Move to list…
            </>
          }
        >
          <MenuItem
            disabled={todo.listId === null}
            onSelect={() => thenFocusNear(() => actions.moveTo(todo, null))}
          >
            <Inbox /> Inbox
          </MenuItem>
          {lists.map((l) => (
            <MenuItem
              key={l.id}
              disabled={todo.listId === l.id}
              onSelect={() => thenFocusNear(() => actions.moveTo(todo, l))}
            >
              <ListDot color={l.color} /> {listTitle(l)}
            </MenuItem>
          ))}
        </MenuSub>
        <MenuItem onSelect={() => openDetails(todo.id)}>
          <PanelRightOpen /> Edit details
        </MenuItem>
        <CopyLinkItem id={todo.id} />
        <MenuSeparator />
        <MenuItem destructive onSelect={() => thenFocusNear(() => actions.remove(todo))}>
          <Trash2 /> Delete todo
        </MenuItem>
      </Menu>
    </>
  )
})
