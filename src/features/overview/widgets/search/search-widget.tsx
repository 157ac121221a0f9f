import { Search } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import type { CommandContext } from '@/lib/command-registry'
import { cn } from '@/lib/cn'
import type { WidgetProps } from '@/lib/widget-registry'
import { engineOf, resultsUrl } from '../../model/search-engines'
import type { SEARCH_OPTIONS } from '../../model/widget-options'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { optionId } from './result-ids'
import { useHearthResults, type HearthResult } from './use-hearth-results'

/**
 * What Hearth found, floating under the field: its code (and the positioning library's) is
 * fetched as the field takes focus, off the start page's first load.
 */
const ResultsList = lazyWithPreload(() => import('./results-list'), { placeholder: () => null })
const fetchResultsList = () => void ResultsList.preload().catch(() => {})

/**
 * A web search box: Enter opens the engine's results in a new tab (no opener, no referrer).
 * With 'Also search Hearth', what the search palette's providers find floats under the field
 * as you type: arrow keys move through it, Enter opens the one chosen, Esc closes the list.
 */
export default function SearchWidget({ options }: WidgetProps<typeof SEARCH_OPTIONS>) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  // A ref, not state: a state setter as the ref would update the page synchronously in the
  // commit that mounts the widget (React then runs every effect of the page in that same task).
  const field = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const engine = engineOf(options.engine, options.custom)
  const results = useHearthResults(query, options.hearth)
  const listId = useId()
  const engineId = useId()
  const problemId = useId()
  const shown = open && query.trim() ? results : []
  const active = shown.findIndex((result) => result.key === activeKey)

  const context: CommandContext = { navigate: (to) => void navigate(to) }
  const choose = (result: HearthResult) => {
    setOpen(false)
    result.run(context)
  }
  const searchTheWeb = () => {
    if (!engine.template || !query.trim()) return
    window.open(resultsUrl(engine.template, query), '_blank', 'noopener,noreferrer')
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && shown.length) {
      // Closes the list; a second Esc clears the field, as a search field does.
      event.preventDefault()
      setOpen(false)
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.hearth) {
      event.preventDefault()
      if (!shown.length) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the field itself: from the last result on to it, and from it to the first.
      const next = ((active + 1 + step + shown.length + 1) % (shown.length + 1)) - 1
      setActiveKey(shown[next]?.key ?? null)
    } else if (event.key === 'Enter' && shown[active] && !event.nativeEvent.isComposing) {
      event.preventDefault()
      choose(shown[active])
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col justify-center-safe gap-1 overflow-y-auto">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          searchTheWeb()
        }}
        ref={field}
        className="flex h-9 shrink-0 items-center gap-2 rounded-md border border-border-strong bg-surface px-3 focus-within:outline-2 focus-within:outline-accent"
      >
        <Search aria-hidden className="size-4 shrink-0 text-fg-muted" />
        <input
          type="search"
          aria-label="Search the web"
          aria-describedby={engine.template ? engineId : `${engineId} ${problemId}`}
          placeholder={
            !engine.template
              ? 'No address set'
              : options.hearth
                ? 'Search the web and Hearth'
                : 'Search the web'
          }
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActiveKey(null)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onFocus={fetchResultsList}
          onBlur={() => setOpen(false)}
          role={options.hearth ? 'combobox' : undefined}
          aria-autocomplete={options.hearth ? 'list' : undefined}
          aria-expanded={options.hearth ? shown.length > 0 : undefined}
          aria-controls={shown.length ? listId : undefined}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-muted"
        />
        {/* Which engine Enter goes to; the field's name stays 'Search the web'. */}
        <span
          id={engineId}
          className={cn(
            'max-w-[40%] shrink-0 truncate text-xs',
            engine.template ? 'text-fg-muted' : 'text-error',
          )}
        >
          {engine.name}
        </span>
      </form>
      {!engine.template && (
        <p id={problemId} className="text-xs text-error">
          Set a custom address (http or https, with %s for the search) in Widget settings.
        </p>
      )}
      {shown.length > 0 && (
        <ResultsList id={listId} anchor={field} results={shown} active={active} onChoose={choose} />
      )}
    </div>
  )
}
