import { Search } from 'lucide-react'
import { startTransition, useState } from 'react'
import { wantSearch } from '../model/bookmarks-ui-store'

/**
 * 'Search bookmarks': the field shows each key at once; the search runs in a transition, so a
 * search over 10,000 bookmarks never delays the next key. Focusing it starts reading every
 * bookmark for the search (a folder shown alone reads only its own).
 */
export function SearchField({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('')
  const change = (text: string) => {
    setValue(text)
    startTransition(() => onSearch(text))
  }
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
      />
      <input
        type="search"
        data-bookmark-search
        aria-label="Search bookmarks"
        placeholder="Search bookmarks (tag:name, folder:name)"
        value={value}
        onFocus={wantSearch}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault()
            change('')
          }
        }}
        className="h-9 w-full rounded-md border border-border-strong bg-surface pr-3 pl-9 text-sm placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
    </div>
  )
}
