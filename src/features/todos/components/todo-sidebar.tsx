import { useDroppable } from '@dnd-kit/core'
import {
  ArrowDown,
  ArrowUp,
  CalendarDays,
  CalendarCheck,
  CheckCheck,
  Inbox,
  MoreHorizontal,
  Palette,
  Pencil,
  Plus,
  Trash2,
  type LucideIcon,
} from 'lucide-react'
import { useNavigate } from 'react-router'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { CopyLinkItem } from '@/components/copy-link'
import { Menu, MenuItem, MenuSeparator, MenuSub } from '@/components/ui/menu'
import { CATEGORY_COLORS, type TodoList } from '@/data/records/todo-list'
import { capitalise } from '@/lib/format'
import { cn } from '@/lib/cn'
import { useInSteps } from '@/lib/use-in-steps'
import type { TodoActions } from '../hooks/use-todo-actions'
import { listTitle, SMART_VIEWS, type SmartViewId } from '../model/views'

const SMART_ICONS: Record<SmartViewId, LucideIcon> = {
  inbox: Inbox,
  today: CalendarCheck,
  upcoming: CalendarDays,
  completed: CheckCheck,
}

/** The dot of a list's colour; a list without one gets the palette's default. */
export function ListDot({ color, className }: { color: string | null; className?: string }) {
  const known = (CATEGORY_COLORS as readonly string[]).includes(color ?? '')
  return (
    <span
      aria-hidden
      className={cn('size-2.5 shrink-0 rounded-full', className)}
      style={{ background: `var(--cat-${known ? color : 'default'})` }}
    />
  )
}

export interface SidebarProps {
  lists: readonly TodoList[]
  counts: ReadonlyMap<string, number>
  current: string
  actions: TodoActions
  onNewList: () => void
  onRename: (list: TodoList) => void
}

const linkClass = (active: boolean, over: boolean) =>
  cn(
    'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2.5 py-1.5 text-sm hover:bg-surface-2',
    active ? 'bg-surface-2 font-semibold text-fg' : 'text-fg-muted',
    over && 'ring-2 ring-accent',
  )

/** An open count: read after the name ('Inbox', then '3 open'). */
function Count({ count }: { count: number | undefined }) {
  if (!count) return null
  return (
    <span className="text-xs tabular-nums text-fg-muted">
      {count}
      <span className="sr-only"> open</span>
    </span>
  )
}

/** A view or list the user can drop a todo on to move it there. */
function DropTarget({
  id,
  to,
  active,
  children,
  count,
  label,
}: {
  id: string
  to: string
  active: boolean
  children: React.ReactNode
  count: number | undefined
  label: string
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `target:${id}`, data: { target: id } })
  return (
    <Link
      ref={setNodeRef}
      to={to}
      className={linkClass(active, isOver)}
      aria-current={active ? 'page' : undefined}
    >
      {children}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <Count count={count} />
    </Link>
  )
}

/** Lists the side list renders with the screen's first rows; the rest follow a render later. */
export const FIRST_LISTS = 40

/** The side list: the smart views, then the user's lists with their open counts. */
export function TodoSidebar({
  lists,
  counts,
  current,
  actions,
  onNewList,
  onRename,
}: SidebarProps) {
  const shown = useInSteps(lists, FIRST_LISTS)
  return (
    <nav aria-label="Todo lists" className="flex flex-col gap-0.5 p-3">
      <ul className="flex flex-col gap-0.5">
        {SMART_VIEWS.map(({ id, title }) => {
          const Icon = SMART_ICONS[id]
          const count = id === 'completed' || id === 'upcoming' ? undefined : counts.get(id)
          const inner = (
            <>
              <Icon aria-hidden className="size-4 shrink-0" />
            </>
          )
          return (
            <li key={id} className="flex">
              {id === 'inbox' ? (
                <DropTarget
                  id="inbox"
                  to="/todos/inbox"
                  active={current === id}
                  count={count}
                  label={title}
                >
                  {inner}
                </DropTarget>
              ) : (
                <Link
                  to={`/todos/${id}`}
                  className={linkClass(current === id, false)}
                  aria-current={current === id ? 'page' : undefined}
                >
                  {inner}
                  <span className="flex-1">{title}</span>
                  <Count count={count} />
                </Link>
              )}
            </li>
          )
        })}
      </ul>
      <div className="mt-4 mb-1 flex items-center justify-between pl-2.5">
        <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">My lists</h2>
        <IconButton label="New list" size="sm" onClick={onNewList}>
          <Plus />
        </IconButton>
      </div>
      {lists.length ? (
        <ul className="flex flex-col gap-0.5">
          {shown.map((list, index) => (
            <li key={list.id} className="group flex items-center gap-0.5">
              <DropTarget
                id={list.id}
                to={`/todos/${encodeURIComponent(list.id)}`}
                active={current === list.id}
                count={counts.get(list.id)}
                label={listTitle(list)}
              >
                <ListDot color={list.color} />
              </DropTarget>
              <ListMenu
                list={list}
                first={index === 0}
                last={index === lists.length - 1}
                onUp={() => actions.stepList(list, lists, -1)}
                onDown={() => actions.stepList(list, lists, 1)}
                onRename={() => onRename(list)}
                actions={actions}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-2.5 py-1 text-xs text-fg-muted">No lists yet.</p>
      )}
      <Button look="ghost" size="sm" className="mt-1 justify-start" onClick={onNewList}>
        <Plus aria-hidden /> New list
      </Button>
    </nav>
  )
}

function ListMenu({
  list,
  first,
  last,
  onUp,
  onDown,
  onRename,
  actions,
}: {
  list: TodoList
  first: boolean
  last: boolean
  onUp: () => void
  onDown: () => void
  onRename: () => void
  actions: TodoActions
}) {
  const navigate = useNavigate()
  return (
    <Menu
      label={`List “${listTitle(list)}”`}
      trigger={
        <IconButton label={`Actions for list “${listTitle(list)}”`} size="sm" tooltip={false}>
          <MoreHorizontal />
        </IconButton>
      }
    >
      <MenuItem onSelect={onRename}>
        <Pencil /> Rename list
      </MenuItem>
      <CopyLinkItem id={list.id} />
      <MenuSub
        label={
          <>
            <Palette aria-hidden className="size-4 text-fg-muted" /> Colour
          </>
        }
      >
        {[null, ...CATEGORY_COLORS].map((color) => (
          <MenuItem
            key={color ?? 'none'}
            onSelect={() => actions.updateList(list, { color })}
            aria-checked={list.color === color}
            role="menuitemradio"
          >
            <ListDot color={color} className="size-3" />
            {color ? capitalise(color) : 'No colour'}
          </MenuItem>
        ))}
      </MenuSub>
      <MenuItem disabled={first} onSelect={onUp}>
        <ArrowUp /> Move list up
      </MenuItem>
      <MenuItem disabled={last} onSelect={onDown}>
        <ArrowDown /> Move list down
      </MenuItem>
      <MenuSeparator />
      <MenuItem
        destructive
        onSelect={() =>
          void actions.deleteList(list).then((deleted) => {
            if (deleted && location.hash.includes(encodeURIComponent(list.id)))
              void navigate('/todos')
          })
        }
      >
        <Trash2 /> Delete list
      </MenuItem>
    </Menu>
  )
}
