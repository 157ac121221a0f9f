import { useEffect, useState } from 'react'
import { useDebounced } from '@/hooks/use-debounced'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'

/** A result with the provider's group (its heading in the palette) and a key unique across them. */
export interface HearthResult extends SearchResult {
  key: string
  group: string
}

const PER_PROVIDER = 5
const MOST = 8

/**
 * What the registered search providers (the palette's) find for `query`, once typing has
 * paused; none for an empty query or while `enabled` is false. A provider that fails is left
 * out rather than failing the rest.
 */
export function useHearthResults(query: string, enabled: boolean, delay = 150): HearthResult[] {
  const providers = useSearchProviders((state) => state.providers)
  const wanted = enabled ? query.trim() : ''
  const settled = useDebounced(wanted, delay)
  const [found, setFound] = useState<{ query: string; results: HearthResult[] }>({
    query: '',
    results: [],
  })

  useEffect(() => {
    if (!settled) return
    let live = true
    void Promise.all(
      providers.map((provider) =>
        // From a promise, so one that throws at once is caught like one that rejects.
        Promise.resolve(settled)
          .then((q) => provider.search(q))
          .then(
            (results) =>
              results.slice(0, PER_PROVIDER).map((result) => ({
                ...result,
                key: `${provider.id}:${result.id}`,
                group: provider.group,
              })),
            () => [],
          ),
      ),
    ).then((lists) => {
      if (live) setFound({ query: settled, results: lists.flat().slice(0, MOST) })
    })
    return () => {
      live = false
    }
  }, [settled, providers])

  // While typing goes on, the results for the last settled query stay (no flicker).
  return wanted && found.query === settled ? found.results : []
}
