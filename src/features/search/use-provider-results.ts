import { useEffect, useState } from 'react'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'

/** The providers get ready for a first query while it is typed (`prepare`), as the palette opens. */
export function usePreparedProviders(open: boolean) {
  const providers = useSearchProviders((state) => state.providers)
  useEffect(() => {
    if (open) for (const provider of providers) void provider.prepare?.()
  }, [providers, open])
}

/**
 * Results of every registered provider for the query, by group (the latest query wins), each
 * provider's shown as soon as it answers (one that reads thousands of records does not hold
 * back the others'), and whether all of them have answered for it.
 */
export function useProviderResults(query: string): [[string, SearchResult[]][], boolean] {
  const providers = useSearchProviders((state) => state.providers)
  const [found, setFound] = useState<{
    query: string
    groups: [string, SearchResult[]][]
    all: boolean
  }>({ query: '', groups: [], all: true })
  useEffect(() => {
    if (!query.trim()) return
    let current = true
    const answers: (SearchResult[] | undefined)[] = providers.map(() => undefined)
    const show = () =>
      current &&
      setFound({
        query,
        groups: providers.flatMap((provider, i): [string, SearchResult[]][] =>
          answers[i]?.length ? [[provider.group, answers[i]]] : [],
        ),
        all: answers.every((answer) => answer !== undefined),
      })
    providers.forEach((provider, i) => {
      void Promise.resolve()
        .then(() => provider.search(query))
        // A provider that fails (its data not open yet) just finds nothing.
        .catch((): SearchResult[] => [])
        .then((results) => {
          answers[i] = results
          show()
        })
    })
    if (!providers.length) show()
    return () => void (current = false)
  }, [providers, query])
  if (!query.trim()) return [NOTHING_FOUND, true]
  return found.query === query ? [found.groups, found.all] : [NOTHING_FOUND, false]
}

const NOTHING_FOUND: [string, SearchResult[]][] = []
