import { Plus } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { TodoList } from '@/data/records/todo-list'
import { cn } from '@/lib/cn'
import { Highlight, loadParser, PART_STYLE, plain, type Parse } from '../components/quick-add'
import type { TodoActions } from '../hooks/use-todo-actions'
import type { TodoView } from '../model/views'

/**
 * 'Add a todo' in the todos widget: the Todos page's parser and `actions.add`, so what is typed
 * lands in the shown list or view exactly as it would in Todos. Smaller than the page's field:
 * the recognised parts show as chips only while there are some. Enter adds and keeps the focus.
 */
export function WidgetQuickAdd({
  view,
  lists,
  actions,
}: {
  view: Exclude<TodoView, { kind: 'missing' }>
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const [value, setValue] = useState('')
  const mirror = useRef<HTMLDivElement>(null)
  const partsId = useId()
  const titles = useMemo(() => lists.map((l) => ({ id: l.id, title: l.title })), [lists])
  // As on the page: keys show at once, the parse follows in a render React may interrupt.
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

  const submit = async () => {
    const full = parser?.parse ?? (await loadParser())
    const current =
      typed === value && parser ? parsed : full(value, { now: new Date(), lists: titles })
    if (!current.title.trim()) return
    if (actions.add(current, view)) setValue((now) => (now === value ? '' : now))
  }

  const showParts = value.trim() !== '' && parsed.parts.length > 0
  return (
    <div className="shrink-0 space-y-1">
      <div className="relative">
        <Plus
          aria-hidden
          className="pointer-events-none absolute top-2 left-2.5 size-4 text-fg-muted"
        />
        <div
          ref={mirror}
          aria-hidden
          className="pointer-events-none absolute inset-0 overflow-hidden border border-transparent pr-2 pl-8 text-sm leading-[30px] whitespace-pre text-transparent"
        >
          <Highlight value={typed} parts={parsed.parts} />
        </div>
        <input
          type="text"
          value={value}
          aria-label="Add a todo"
          aria-describedby={showParts ? partsId : undefined}
          placeholder={`Add to ${view.title}`}
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
          className="relative h-8 w-full rounded-md border border-border-strong bg-transparent pr-2 pl-8 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      {showParts && (
        <ul id={partsId} aria-label="Recognised" className="flex flex-wrap gap-1">
          {parsed.parts.map((part) => {
            const { icon: Icon, mark, name } = PART_STYLE[part.kind]
            return (
              <li
                key={`${part.kind}-${part.start}`}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-xs',
                  mark,
                )}
              >
                <Icon aria-hidden className="size-3" />
                <span className="sr-only">{name}: </span>
                {part.label}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
