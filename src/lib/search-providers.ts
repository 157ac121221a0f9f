import type { LucideIcon } from 'lucide-react'
import { create } from 'zustand'
import type { CommandContext } from './command-registry'

/** One thing a search provider found, e.g. a note. */
export interface SearchResult {
  id: string
  /** What the palette shows, as a command's title. */
  title: string
  /** A line of context under the title. */
  detail?: string
  icon?: LucideIcon
  /**
   * The id of the item found (a note, todo, bookmark, todo list or bookmark folder), when it is
   * one a link can point at (`src/lib/item-links.ts`): `[[` suggestions link to it.
   */
  item?: string
  /** Opens what was found, as a command runs. */
  run: (context: CommandContext) => void
}

/**
 * Finds things by the text typed into the search palette. Features export providers and
 * `app/` registers them, as with commands; the palette shows each provider's results as a group.
 */
export interface SearchProvider {
  id: string
  /** Heading of its results in the palette. */
  group: string
  /** Results for a non-empty query, best first. */
  search: (query: string) => Promise<SearchResult[]>
  /**
   * Called as the palette opens: begins what a first search needs (an index reading its
   * records), so that its answers come sooner once something is typed. Resolves once it is
   * ready (`prepareSuggestions` readies one provider at a time).
   */
  prepare?: () => Promise<void>
}

export const useSearchProviders = create<{ providers: SearchProvider[] }>(() => ({
  providers: [],
}))

/** Adds a provider (replacing one with its id). Returns an unregister function. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  useSearchProviders.setState((state) => ({
    providers: [...state.providers.filter((p) => p.id !== provider.id), provider],
  }))
  return () =>
    useSearchProviders.setState((state) => ({
      providers: state.providers.filter((p) => p !== provider),
    }))
}
