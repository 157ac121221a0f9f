import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from '@/hooks/use-latest'
import {
  linkQueryBefore,
  prepareSuggestions,
  suggestItems,
  type LinkSuggestion,
} from './suggest-items'

/** How long a query after `[[` waits for the next key before it is searched. */
const SEARCH_AFTER_MS = 60

/** The `[[` being typed in a text field: where it starts, what follows it, what it finds. */
export interface LinkQuery {
  from: number
  query: string
}

/**
 * `[[` suggestions for a plain text field: follows the caret (`check` after each input, key or
 * click), asks `suggestItems` for what follows `[[` (the latest answer wins) and keeps which
 * suggestion is active.
 */
export function useLinkSuggest(exclude?: string) {
  const [at, setAt] = useState<LinkQuery | null>(null)
  const [found, setFound] = useState<{ query: string; items: readonly LinkSuggestion[] } | null>(
    null,
  )
  const [active, setActive] = useState(0)
  const asked = useRef(0)

  const shown = useLatest({ found, active })

  const query = at?.query ?? null
  useEffect(() => {
    if (query !== null) prepareSuggestions()
    if (query === null || !query.trim()) return
    const ask = ++asked.current
    // What is found, as it comes (`suggestItems`' `onSome`): the one chosen stays chosen.
    const show = (items: readonly LinkSuggestion[]) => {
      if (ask !== asked.current) return
      const before = shown()
      const chosen = before.found?.query === query ? before.found.items[before.active]?.id : null
      setFound({ query, items })
      setActive(Math.max(0, chosen ? items.findIndex((item) => item.id === chosen) : 0))
    }
    // Searched once typing pauses: a key's frame never waits for a search.
    const timer = setTimeout(
      () => void suggestItems(query, exclude, show).then(show),
      SEARCH_AFTER_MS,
    )
    return () => clearTimeout(timer)
  }, [query, exclude, shown])

  /** Looks at the text before the caret of `field`: a `[[` query opens (or moves) the list. */
  const check = (field: HTMLTextAreaElement | HTMLInputElement) => {
    const caret = field.selectionStart ?? 0
    const next = field.selectionEnd === caret ? linkQueryBefore(field.value, caret) : null
    setAt((now) => (now?.from === next?.from && now?.query === next?.query ? now : next))
  }

  const close = useCallback(() => {
    asked.current++
    setAt(null)
    setFound(null)
  }, [])

  const items = at && found && found.query === at.query ? found.items : null
  return {
    /** The `[[` being typed, or null. */
    at,
    /** What it finds: null while asked (or nothing typed after `[[` yet). */
    items,
    active: items?.length ? Math.min(active, items.length - 1) : -1,
    setActive,
    check,
    close,
  }
}
