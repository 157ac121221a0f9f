import { useEffect, type RefObject } from 'react'
import type { CommandContext } from '@/lib/command-registry'
import type { PaletteGroup } from './model/arrange-results'
import { useSearchStore } from './model/search-store'

/**
 * Keys pressed in the palette's shell (palette-shell.tsx) before the palette's code was here,
 * taken up once what the providers find for the query has come: ArrowDown and ArrowUp move the
 * highlight from the first row, round the ends as in the palette, and Enter runs the row they
 * reach. Typed on after them, the query is another: they are dropped, as they are when the
 * palette closes first.
 */
export function useShellKeys({
  open,
  query,
  groups,
  foundAll,
  list,
  highlight,
  run,
}: {
  open: boolean
  query: string
  /** The rows shown for `query`. */
  groups: readonly PaletteGroup[]
  /** Whether every provider has answered for `query`. */
  foundAll: boolean
  /** The list of rows, scrolled to the row highlighted. */
  list: RefObject<HTMLElement | null>
  highlight: (value: string) => void
  run: (action: (context: CommandContext) => void) => void
}) {
  const enterFor = useSearchStore((state) => state.enterFor)
  const moves = useSearchStore((state) => state.moves)
  useEffect(() => {
    if (enterFor === null && !moves) return
    // The arrows' count goes back to 0 when the query changes: any left are for this one.
    if (open && (enterFor === query || moves) && !foundAll) return
    useSearchStore.setState({ enterFor: null, moves: 0 })
    const rows = groups.flatMap((group) => group.items)
    if (!open || !rows.length) return
    const row = rows[((moves % rows.length) + rows.length) % rows.length]!
    if (enterFor === query) run(row.kind === 'command' ? row.command.run : row.result.run)
    else if (moves) {
      highlight(row.value)
      requestAnimationFrame(() =>
        list.current
          ?.querySelector('[cmdk-item][aria-selected="true"]')
          ?.scrollIntoView({ block: 'nearest' }),
      )
    }
  }, [enterFor, moves, open, query, foundAll, groups, list, highlight, run])
}
