import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useDebounced } from '@/hooks/use-debounced'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'
import type { WidgetProps } from '@/lib/widget-registry'
import { engineName, searchUrl } from '../model/search-engines'
import type { SEARCH_OPTIONS } from '../model/widget-options'

/**
 * A web search box: Enter opens the engine's results in a new tab. With 'Also search Hearth',
 * what the search palette finds shows under the field as you type (arrow keys, Enter).
 */
export default function SearchWidget({ options }: WidgetProps<typeof SEARCH_OPTIONS>) {
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<SearchResult[]>([])
  const [active, setActive] = useState(-1)
  const providers = useSearchProviders((state) => state.providers)
  const navigate = useNavigate()
  const debounced = useDebounced(query, 150)
  const listId = useId()
  const url = searchUrl(options.engine, options.custom, query)
  const name = engineName(options.engine)

  useEffect(() => {
    if (!options.hearth || !debounced.trim()) return
    let live = true
    void Promise.all(providers.map((p) => p.search(debounced).catch(() => []))).then((found) => {
      if (!live) return
      setResults(found.flat().slice(0, 8))
      setActive(-1)
    })
    return () => {
      live = false
    }
  }, [debounced, options.hearth, providers])

  const shown = options.hearth && query.trim() ? results : []
  const submit = () => {
    const chosen = shown[active]
    if (chosen) {
      chosen.run({ navigate: (to) => void navigate(to) })
      return
    }
    if (url && query.trim()) window.open(url, '_blank', 'noopener,noreferrer')
  }

  return (
    <div className="flex h-full min-h-0 flex-col gap-1">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="flex items-center gap-2 rounded-md border border-border-strong bg-surface px-3 focus-within:outline-2 focus-within:outline-accent"
      >
        <Search aria-hidden className="size-4 shrink-0 text-fg-muted" />
        <input
          type="search"
          aria-label="Search the web"
          placeholder={`Search with ${name}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (!shown.length) return
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              const step = event.key === 'ArrowDown' ? 1 : -1
              // -1 is the field itself: wrap from the last result back to it.
              setActive((i) => ((i + 1 + step + shown.length + 1) % (shown.length + 1)) - 1)
            }
          }}
          role={options.hearth ? 'combobox' : undefined}
          aria-expanded={options.hearth ? shown.length > 0 : undefined}
          aria-controls={options.hearth ? listId : undefined}
          aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
          className="h-9 min-w-0 flex-1 bg-transparent text-sm outline-none"
        />
      </form>
      {!url && options.engine === 'custom' && (
        <p className="text-xs text-error">Set a custom address with %s in Widget settings.</p>
      )}
      {options.hearth && (
        <ul
          id={listId}
          role="listbox"
          aria-label="In Hearth"
          className="min-h-0 flex-1 overflow-y-auto text-sm"
        >
          {shown.map((result, index) => (
            // Chosen with the field's arrow keys (aria-activedescendant) or a click.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${result.id}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => result.run({ navigate: (to) => void navigate(to) })}
              className="cursor-pointer truncate rounded px-2 py-1 aria-selected:bg-surface-2"
            >
              {result.title}
              {result.detail && <span className="ml-2 text-xs text-fg-muted">{result.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
