import { whenIdle } from '@/lib/idle'
import { KIND_LABELS, kindOf, type LinkKind } from '@/lib/item-links'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'

/** An item `[[` offers to link to. */
export interface LinkSuggestion {
  id: string
  kind: LinkKind
  title: string
  /** The kind, then the palette's line of context ('Todo · Due today · Errands'). */
  detail: string
}

/** Most suggestions shown for one query. */
export const SUGGESTIONS = 12

/** Providers whose results are themselves found through links: not offered as targets. */
const NOT_TARGETS = new Set(['linked-from'])

export const suggestionOf = (result: SearchResult): LinkSuggestion | null => {
  const kind = result.item ? kindOf(result.item) : null
  if (!kind) return null
  return {
    id: result.item!,
    kind,
    title: result.title,
    detail: [KIND_LABELS[kind], result.detail].filter(Boolean).join(' · '),
  }
}

let prepared = false

/**
 * Begins what the first suggestions need (each provider's code and index, as the palette does
 * when it opens), once, in an idle moment: asked as a field that offers `[[` takes the focus,
 * and as `[[` is typed. One provider at a time: their workers reading 100,000 records at once
 * would take both cores of a small machine from the page, and its keys wait (`[[` at Extra
 * large: twice as long to its list).
 */
export function prepareSuggestions() {
  const { providers } = useSearchProviders.getState()
  if (prepared || !providers.length) return
  prepared = true
  whenIdle(
    async () => {
      for (const provider of providers)
        if (!NOT_TARGETS.has(provider.id)) await provider.prepare?.().catch(() => {})
    },
    { timeout: 2000, fallbackDelay: 50 },
  )
}

/**
 * Notes, todos, bookmarks, lists and folders for `[[` + `query`, found as the search palette
 * finds them (the same providers, the same fuzzy matching, in their workers): each provider's
 * best first, taken in turns, each item once, `exclude` (the item being edited) left out.
 * `onSome` hears what the providers that answered found, while others are still searching (a
 * provider whose index is still being read, 50,000 bookmarks, need not hold up the notes).
 */
export async function suggestItems(
  query: string,
  exclude?: string,
  onSome?: (suggestions: LinkSuggestion[]) => void,
): Promise<LinkSuggestion[]> {
  if (!query.trim()) return []
  const providers = useSearchProviders
    .getState()
    .providers.filter((provider) => !NOT_TARGETS.has(provider.id))
  const found: LinkSuggestion[][] = providers.map(() => [])
  let pending = providers.length
  await Promise.all(
    providers.map((provider, i) =>
      provider
        .search(query)
        .then(
          (results) => {
            found[i] = results
              .map(suggestionOf)
              .filter((s): s is LinkSuggestion => !!s && s.id !== exclude)
          },
          () => {},
        )
        .then(() => {
          pending--
          if (pending && found[i]!.length) onSome?.(inTurns(found))
        }),
    ),
  )
  return inTurns(found)
}

/** Each list's best first, taken in turns, each item once, at most `SUGGESTIONS`. */
function inTurns(found: readonly (readonly LinkSuggestion[])[]): LinkSuggestion[] {
  const seen = new Set<string>()
  const suggestions: LinkSuggestion[] = []
  for (let rank = 0; suggestions.length < SUGGESTIONS; rank++) {
    const round = found.map((list) => list[rank]).filter((s) => !!s)
    if (!round.length) break
    for (const suggestion of round)
      if (!seen.has(suggestion.id) && suggestions.length < SUGGESTIONS) {
        seen.add(suggestion.id)
        suggestions.push(suggestion)
      }
  }
  return suggestions
}

/** The `[[` query before the caret in `text` (`[[` and what follows it on the line), if any. */
export function linkQueryBefore(
  text: string,
  caret: number,
): { from: number; query: string } | null {
  const match = /\[\[([^[\]\n]*)$/.exec(text.slice(Math.max(0, caret - 200), caret))
  if (!match) return null
  return { from: caret - match[0].length, query: match[1]! }
}
