import { Download, FileUp, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { CopyLinkItem } from '@/components/copy-link'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu'
import { toast } from '@/components/ui/toast-store'
import { downloadText, fileSlug, today as todayStamp } from '@/data/download'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { plural } from '@/lib/format'
import type { TodoActions } from '../hooks/use-todo-actions'
import type { ImportPlan } from '../model/import-todos'
import { listTitle, type TodoView } from '../model/views'

/** Largest todo file read (a 10,000-line todo.txt is about 1 MB). */
const MAX_BYTES = 20 * 1024 * 1024

type Format = 'todo.txt' | 'iCalendar'

/** The view's menu: lists, and todos in and out as todo.txt and iCalendar files. */
export function TodoFilesMenu({
  view,
  lists,
  allTodos,
  onNewList,
  onRename,
  actions,
}: {
  view: Exclude<TodoView, { kind: 'missing' }>
  lists: readonly TodoList[]
  /** Every todo, read when a file is written or planned (not on every change). */
  allTodos: () => Promise<readonly Todo[]>
  onNewList: () => void
  onRename?: () => void
  actions: TodoActions
}) {
  const file = useRef<HTMLInputElement>(null)
  const [plan, setPlan] = useState<{ name: string; plan: ImportPlan } | null>(null)
  const navigate = useNavigate()

  const exportTodos = (format: Format, scope: 'list' | 'all') =>
    writeFile(format, scope).catch((error: unknown) =>
      toast({
        kind: 'error',
        title: 'Could not export the todos',
        message: error instanceof Error ? error.message : String(error),
      }),
    )

  const writeFile = async (format: Format, scope: 'list' | 'all') => {
    const names = new Map(lists.map((l) => [l.id, listTitle(l)]))
    const todos = await allTodos()
    const chosen =
      scope === 'list' && view.kind === 'list' ? todos.filter((t) => t.listId === view.id) : todos
    const items = chosen.map((todo) => ({
      todo,
      listName: todo.listId ? (names.get(todo.listId) ?? null) : null,
    }))
    const base = scope === 'list' && view.kind === 'list' ? fileSlug(view.title) : 'todos'
    if (format === 'todo.txt') {
      const { toTodoTxt } = await import('../model/todo-txt')
      downloadText(`hearth-${base}-${todayStamp()}.txt`, toTodoTxt(items), 'text/plain')
    } else {
      const { toICalendar } = await import('../model/icalendar')
      downloadText(
        `hearth-${base}-${todayStamp()}.ics`,
        toICalendar(items, new Date()),
        'text/calendar',
      )
    }
    toast({
      kind: 'success',
      title: 'Exported',
      message: `${plural(chosen.length, 'todo')} as ${format}.`,
    })
  }

  const read = async (picked: File) => {
    if (picked.size > MAX_BYTES)
      return toast({
        kind: 'error',
        title: 'The file is too large',
        message: `“${picked.name}” is over 20 MB.`,
      })
    if (!picked.size)
      return toast({
        kind: 'error',
        title: 'The file is empty',
        message: `“${picked.name}” has nothing to import.`,
      })
    const text = await picked.text()
    const { planImport, readTodoFile } = await import('../model/import-todos')
    const parsed = await readTodoFile(picked.name, text)
    setPlan({
      name: picked.name,
      plan: planImport(
        parsed,
        lists,
        view.kind === 'list' ? view.id : null,
        (await allTodos()).map((t) => t.order),
      ),
    })
  }

  return (
    <>
      <Menu
        label="Todos menu"
        // The writers load as the menu opens, so an export's download starts within the click.
        onOpenChange={(open) => {
          if (open) void Promise.all([import('../model/todo-txt'), import('../model/icalendar')])
        }}
        trigger={
          <Button look="ghost" size="sm" aria-label="More actions">
            <MoreHorizontal aria-hidden /> More
          </Button>
        }
      >
        <MenuItem onSelect={onNewList}>
          <Plus /> New list
        </MenuItem>
        {onRename && (
          <MenuItem onSelect={onRename}>
            <Pencil /> Rename list
          </MenuItem>
        )}
        {view.kind === 'list' && <CopyLinkItem id={view.id} />}
        {view.kind === 'list' && (
          <MenuItem
            destructive
            onSelect={() =>
              void actions
                .deleteList(view.list)
                .then((deleted) => deleted && void navigate('/todos'))
            }
          >
            <Trash2 /> Delete list
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem onSelect={() => file.current?.click()}>
          <FileUp /> Import todos…
        </MenuItem>
        {view.kind === 'list' && (
          <>
            <MenuItem onSelect={() => void exportTodos('todo.txt', 'list')}>
              <Download /> Export list as todo.txt
            </MenuItem>
            <MenuItem onSelect={() => void exportTodos('iCalendar', 'list')}>
              <Download /> Export list as iCalendar
            </MenuItem>
          </>
        )}
        <MenuItem onSelect={() => void exportTodos('todo.txt', 'all')}>
          <Download /> Export all as todo.txt
        </MenuItem>
        <MenuItem onSelect={() => void exportTodos('iCalendar', 'all')}>
          <Download /> Export all as iCalendar
        </MenuItem>
      </Menu>
      <input
        ref={file}
        type="file"
        accept=".txt,.ics,.ical,.ifb,.icalendar,text/plain,text/calendar"
        className="sr-only"
        tabIndex={-1}
        aria-label="Todo file to import"
        data-testid="todo-import-input"
        onChange={(event) => {
          const picked = event.target.files?.[0]
          event.target.value = ''
          if (picked)
            void read(picked).catch((error: unknown) =>
              toast({
                kind: 'error',
                title: 'The file cannot be read',
                message: error instanceof Error ? error.message : String(error),
              }),
            )
        }}
      />
      <ImportDialog plan={plan} onClose={() => setPlan(null)} actions={actions} />
    </>
  )
}

function ImportDialog({
  plan,
  onClose,
  actions,
}: {
  plan: { name: string; plan: ImportPlan } | null
  onClose: () => void
  actions: TodoActions
}) {
  const p = plan?.plan
  const count = p?.todos.length ?? 0
  return (
    <Dialog open={!!plan} onOpenChange={(open) => !open && onClose()}>
      {plan && p && (
        <DialogContent
          title="Import todos"
          description={`From “${plan.name}” (${p.format})`}
          width="max-w-lg"
        >
          <ul className="list-disc space-y-0.5 pl-5 text-sm" aria-label="What will be imported">
            <li>
              {plural(count, 'todo')}
              {p.done ? `, ${p.done} of them done` : ''}
            </li>
            {p.newLists.length > 0 && (
              <li>
                {plural(p.newLists.length, 'new list')}:{' '}
                {p.newLists.map((l) => `“${l.title}”`).join(', ')}
              </li>
            )}
            <li>
              {p.problems.length
                ? `${plural(p.problems.length, 'line')} left out (listed below)`
                : 'Nothing left out'}
            </li>
          </ul>
          {p.problems.length > 0 && (
            <div className="max-h-48 overflow-y-auto rounded-md border border-border">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">Lines left out</caption>
                <thead className="bg-surface-2">
                  <tr>
                    <th scope="col" className="px-2 py-1">
                      Line
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Reason
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Text
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.problems.slice(0, 200).map((problem, i) => (
                    <tr key={i} className="border-t border-border align-top">
                      <td className="px-2 py-1 tabular-nums">{problem.line}</td>
                      <td className="px-2 py-1">{problem.reason}</td>
                      <td className="max-w-40 truncate px-2 py-1 font-mono">{problem.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button look="ghost">Cancel</Button>
            </DialogClose>
            <Button
              look="key"
              disabled={!count}
              onClick={() => {
                if (actions.importPlan(p)) onClose()
              }}
            >
              Import
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
