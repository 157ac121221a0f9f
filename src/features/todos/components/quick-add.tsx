import { AtSign, CalendarClock, Flag, Hash, Plus, Repeat, type LucideIcon } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { TodoList } from '@/data/records/todo-list'
import { useShortcutHint } from '@/lib/shortcuts'
import { cn } from '@/lib/cn'
import type { TodoActions } from '../hooks/use-todo-actions'
import type {
  QuickAddContext,
  QuickAddPart,
  QuickAddPartKind,
  QuickAddResult,
} from '../model/quick-add'
import { useTodosUi } from '../model/todos-ui-store'
import type { TodoView } from '../model/views'

/** Each recognised part's chip icon, highlight colour and name for screen readers. */
export const PART_STYLE: Record<
  QuickAddPartKind,
  { icon: LucideIcon; mark: string; name: string }
> = {
  date: { icon: CalendarClock, mark: 'bg-cat-green/25', name: 'Due' },
  repeat: { icon: Repeat, mark: 'bg-cat-cyan/25', name: 'Repeats' },
  list: { icon: Hash, mark: 'bg-cat-violet/25', name: 'List' },
  tag: { icon: AtSign, mark: 'bg-cat-blue/25', name: 'Tag' },
  priority: { icon: Flag, mark: 'bg-cat-orange/25', name: 'Priority' },
}

/** The quick-add parser's signature (`parseQuickAdd`, or `plain` until it has loaded). */
export type Parse = (input: string, context: QuickAddContext) => QuickAddResult

/** The parser (with chrono-node) is its own chunk: Todos paints without waiting for it. */
export const loadParser = (): Promise<Parse> =>
  import('../model/quick-add').then((m) => m.parseQuickAdd)

/** Until the parser is there, what is typed is all title. */
export const plain: Parse = (input) => ({
  title: input.replace(/\s+/g, ' ').trim(),
  due: null,
  dueTime: null,
  list: null,
  tags: [],
  priority: null,
  repeat: null,
  parts: [],
})

/** The input with its recognised parts as highlighted runs (drawn under the input's own text). */
export function Highlight({ value, parts }: { value: string; parts: readonly QuickAddPart[] }) {
  const runs: React.ReactNode[] = []
  let at = 0
  for (const part of parts) {
    if (part.start > at) runs.push(value.slice(at, part.start))
    runs.push(
      <mark
        key={part.start}
        className={cn('rounded-sm text-transparent', PART_STYLE[part.kind].mark)}
      >
        {value.slice(part.start, part.end)}
      </mark>,
    )
    at = part.end
  }
  runs.push(value.slice(at))
  return <>{runs}</>
}

/**
 * 'Add a todo': typed in plain English ("Call mum tomorrow 5pm #Home p1 @phone"), parsed as the
 * user types, with what was recognised highlighted in the field and listed as chips. Enter adds
 * and keeps the field focused for the next one.
 */
export function QuickAdd({
  view,
  lists,
  actions,
}: {
  view: TodoView
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const [value, setValue] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const mirror = useRef<HTMLDivElement>(null)
  const request = useTodosUi((state) => state.quickAddRequest)
  const keys = useShortcutHint('todos:new')
  const titles = useMemo(() => lists.map((l) => ({ id: l.id, title: l.title })), [lists])
  // The field shows each key at once; the parse (highlights, chips) follows in a render React
  // may interrupt, so fast typing never waits for it. Enter parses what is in the field.
  const typed = useDeferredValue(value)
  const [parser, setParser] = useState<{ parse: Parse } | null>(null)
  useEffect(() => {
    let live = true
    void loadParser().then((parse) => live && setParser({ parse }))
    return () => {
      live = false
    }
  }, [])
  const parse = parser?.parse ?? plain
  const parsed = useMemo(
    () => parse(typed, { now: new Date(), lists: titles }),
    [parse, typed, titles],
  )

  useEffect(() => {
    if (!useTodosUi.getState().quickAddPending) return
    input.current?.focus()
    useTodosUi.setState({ quickAddPending: false })
  }, [request])

  const submit = async () => {
    const full = parser?.parse ?? (await loadParser())
    const current =
      typed === value && parser ? parsed : full(value, { now: new Date(), lists: titles })
    if (!current.title.trim()) return
    if (actions.add(current, view)) setValue((now) => (now === value ? '' : now))
  }

  return (
    <div className="space-y-1.5">
      <div className="relative">
        <Plus
          aria-hidden
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-fg-muted"
        />
        <div
          ref={mirror}
          aria-hidden
          className="pointer-events-none absolute inset-0 overflow-hidden border border-transparent py-2 pr-3 pl-9 text-sm whitespace-pre text-transparent"
        >
          <Highlight value={typed} parts={parsed.parts} />
        </div>
        <input
          ref={input}
          type="text"
          value={value}
          aria-label="Add a todo"
          aria-keyshortcuts={keys?.aria}
          aria-describedby="quick-add-parts"
          placeholder={`Add a todo, e.g. “Call mum tomorrow 5pm #Home p1”${keys ? ` · ${keys.label}` : ''}`}
          autoComplete="off"
          spellCheck
          maxLength={2000}
          onChange={(event) => setValue(event.target.value)}
          onScroll={(event) => {
            if (mirror.current) mirror.current.scrollLeft = event.currentTarget.scrollLeft
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void submit()
            } else if (event.key === 'Escape' && value) {
              event.preventDefault()
              event.stopPropagation()
              setValue('')
            }
          }}
          className="relative h-10 w-full rounded-md border border-border-strong bg-transparent py-2 pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      <ul id="quick-add-parts" aria-label="Recognised" className="flex min-h-6 flex-wrap gap-1.5">
        {parsed.parts.map((part) => {
          const { icon: Icon, mark, name } = PART_STYLE[part.kind]
          return (
            <li
              key={`${part.kind}-${part.start}`}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs',
                mark,
              )}
            >
              <Icon aria-hidden className="size-3" />
              <span className="sr-only">{name}: </span>
              {part.label}
            </li>
          )
        })}
        {value.trim() && (
          <li className="self-center text-xs text-fg-muted">
            {parsed.title.trim() ? 'Enter to add' : 'Type a title'}
          </li>
        )}
      </ul>
    </div>
  )
}
