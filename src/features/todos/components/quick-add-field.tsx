import { AtSign, CalendarClock, Flag, Hash, Plus, Repeat, type LucideIcon } from 'lucide-react'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { usePreferencesStore } from '@/data/preferences-store'
import type { TodoList } from '@/data/records/todo-list'
import { cn } from '@/lib/cn'
import { afterFirstScreen } from '@/lib/first-screen'
import type { TodoActions } from '../hooks/use-todo-actions'
import type {
  QuickAddContext,
  QuickAddPart,
  QuickAddPartKind,
  QuickAddResult,
} from '../model/quick-add'
import type { TodoView } from '../model/views'
import { allTitle } from '../model/quick-add-plain'

/** Each recognised part's chip icon, highlight colour and name for screen readers. */
const PART_STYLE: Record<QuickAddPartKind, { icon: LucideIcon; mark: string; name: string }> = {
  date: { icon: CalendarClock, mark: 'bg-cat-green/25', name: 'Due' },
  repeat: { icon: Repeat, mark: 'bg-cat-cyan/25', name: 'Repeats' },
  list: { icon: Hash, mark: 'bg-cat-violet/25', name: 'List' },
  tag: { icon: AtSign, mark: 'bg-cat-blue/25', name: 'Tag' },
  priority: { icon: Flag, mark: 'bg-cat-orange/25', name: 'Priority' },
}

/** The quick-add parser's signature (`parseQuickAdd`, or `plain` until it has loaded). */
type Parse = (input: string, context: QuickAddContext) => QuickAddResult

/** The parser (with chrono-node) is its own chunk: Todos paints without waiting for it. */
const loadParser = (): Promise<Parse> => import('../model/quick-add').then((m) => m.parseQuickAdd)

/** An Enter waiting for the parser: the text it adds. */
interface Waiting {
  text: string
}

/** Until the parser is there, what is typed is all title. */
const plain: Parse = allTitle

/**
 * What a quick-add field types and parses, and adding it to `view` with `actions.add`. The field
 * shows each key at once; the parse (highlights, chips) follows in a render React may interrupt,
 * so fast typing never waits for it. Enter parses what is in the field.
 */
export function useQuickAdd(view: TodoView, lists: readonly TodoList[], actions: TodoActions) {
  const [value, setState] = useState('')
  // What the field holds now, ahead of React's render: a queued Enter reads it.
  const current = useRef('')
  const setValue = useCallback((next: string | ((now: string) => string)) => {
    current.current = typeof next === 'function' ? next(current.current) : next
    setState(current.current)
  }, [])
  const titles = useMemo(() => lists.map((l) => ({ id: l.id, title: l.title })), [lists])
  const typed = useDeferredValue(value)
  const [parser, setParser] = useState<{ parse: Parse } | null>(null)
  // Fetched once the first screen is complete (the start page's todos widget has a field too,
  // and the parser, with chrono-node, must not hold back the page's largest paint), or as soon
  // as something is typed. An Enter before it is there waits for it.
  const [wanted, setWanted] = useState(false)
  if (value && !wanted) setWanted(true)
  useEffect(() => (wanted ? undefined : afterFirstScreen(() => setWanted(true))), [wanted])
  useEffect(() => {
    if (!wanted) return
    let live = true
    // A failed load leaves the field plain: Enter tries once more.
    loadParser().then(
      (parse) => live && setParser({ parse }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wanted])
  const parse = parser?.parse ?? plain
  const clock = usePreferencesStore((state) => state.clockFormat)
  const parsed = useMemo(
    () => parse(typed, { now: new Date(), lists: titles, clock }),
    [parse, typed, titles, clock],
  )
  // Enters waiting for the parser, in order, and the start of the field they have claimed.
  const queue = useRef<{ last: Promise<void>; claimed: string; waiting: Waiting[] }>({
    last: Promise.resolve(),
    claimed: '',
    waiting: [],
  })
  const add = (text: string, full: Parse) => {
    const result =
      text === typed && full === parser?.parse
        ? parsed
        : full(text, { now: new Date(), lists: titles, clock })
    if (!result.title.trim()) return
    // Keys typed since are the next todo's start: only what was added goes.
    if (actions.add(result, view))
      setValue((now) => (now.startsWith(text) ? now.slice(text.length) : now))
  }
  // The page going away first: what waits is added at once, all title, rather than lost.
  const addWaiting = useEffectEvent(() => {
    for (const entry of queue.current.waiting.splice(0)) add(entry.text, plain)
  })
  useEffect(() => {
    const onLeave = () => addWaiting()
    window.addEventListener('pagehide', onLeave)
    return () => window.removeEventListener('pagehide', onLeave)
  }, [])
  const submit = (): Promise<void> => {
    const pending = queue.current
    const whole = current.current
    // An Enter pressed while an earlier one waits adds what was typed after that one's text.
    const text =
      pending.waiting.length && whole.startsWith(pending.claimed)
        ? whole.slice(pending.claimed.length)
        : whole
    if (!pending.waiting.length && parser) {
      add(text, parser.parse)
      return Promise.resolve()
    }
    pending.claimed = whole
    const entry = { text }
    pending.waiting.push(entry)
    // Offline before the parser arrived (no service worker yet): what is typed is all title.
    pending.last = pending.last
      .then(() => loadParser().catch(() => plain))
      .then((full) => {
        // Added already if the page began to go away meanwhile (`addWaiting`).
        const at = pending.waiting.indexOf(entry)
        if (at < 0) return
        pending.waiting.splice(at, 1)
        add(text, full)
      })
      .finally(() => {
        if (!pending.waiting.length) pending.claimed = ''
      })
    return pending.last
  }
  return { value, setValue, typed, parsed, submit }
}

/** The input with its recognised parts as highlighted runs (drawn under the input's own text). */
function Highlight({ value, parts }: { value: string; parts: readonly QuickAddPart[] }) {
  const runs: ReactNode[] = []
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

const SIZES = {
  md: {
    icon: 'top-2.5 left-3',
    mirror: 'py-2 pr-3 pl-9',
    input: 'h-10 py-2 pr-3 pl-9',
  },
  sm: {
    icon: 'top-2 left-2.5',
    mirror: 'pr-2 pl-8 leading-[30px]',
    input: 'h-8 pr-2 pl-8',
  },
}

/**
 * The 'Add a todo' field: what is typed, with the parts the parser recognised highlighted under
 * the text. Enter adds; Escape clears what is typed (and only then is kept from closing things).
 */
export function QuickAddInput({
  quickAdd: { value, setValue, typed, parsed, submit },
  size = 'md',
  inputRef,
  ...props
}: {
  quickAdd: ReturnType<typeof useQuickAdd>
  size?: keyof typeof SIZES
  inputRef?: RefObject<HTMLInputElement | null>
  placeholder: string
  'aria-describedby'?: string
  'aria-keyshortcuts'?: string
}) {
  const mirror = useRef<HTMLDivElement>(null)
  const look = SIZES[size]
  return (
    <div className="relative">
      <Plus
        aria-hidden
        className={cn('pointer-events-none absolute size-4 text-fg-muted', look.icon)}
      />
      <div
        ref={mirror}
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 overflow-hidden border border-transparent text-sm whitespace-pre text-transparent',
          look.mirror,
        )}
      >
        <Highlight value={typed} parts={parsed.parts} />
      </div>
      <input
        {...props}
        ref={inputRef}
        type="text"
        value={value}
        aria-label="Add a todo"
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
        className={cn(
          'relative w-full rounded-md border border-border-strong bg-transparent text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent',
          look.input,
        )}
      />
    </div>
  )
}

/**
 * The recognised parts as chips ('Recognised'), each named for screen readers; a phrase read in
 * runs ("tomorrow p1 5pm") has one chip.
 */
export function RecognisedParts({
  id,
  parts,
  size = 'md',
  className,
  children,
}: {
  id: string
  parts: readonly QuickAddPart[]
  size?: keyof typeof SIZES
  className?: string
  children?: ReactNode
}) {
  const chips = parts.filter((part) => part.chip !== false)
  return (
    <ul id={id} aria-label="Recognised" className={cn('flex flex-wrap', className)}>
      {chips.map((part) => {
        const { icon: Icon, mark, name } = PART_STYLE[part.kind]
        return (
          <li
            key={`${part.kind}-${part.start}`}
            className={cn(
              'inline-flex items-center gap-1 rounded-full py-0.5 text-xs',
              size === 'sm' ? 'px-1.5' : 'px-2',
              mark,
            )}
          >
            <Icon aria-hidden className="size-3" />
            <span className="sr-only">{name}: </span>
            {part.label}
          </li>
        )
      })}
      {children}
    </ul>
  )
}
