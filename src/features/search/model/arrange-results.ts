import { defaultFilter } from 'cmdk'
import type { Command } from '@/lib/command-registry'
import type { SearchResult } from '@/lib/search-providers'

/** One row of the palette: a command, or something a search provider found. */
export type PaletteItem =
  | { kind: 'command'; value: string; command: Command }
  | { kind: 'result'; value: string; result: SearchResult }

/** A heading of the palette and its rows, in the order shown. */
export interface PaletteGroup {
  heading: string
  items: PaletteItem[]
}

/** A command's value in the list: what the palette highlights it by. */
export const commandValue = (command: Command) => `${command.section} ${command.title}`

/** A provider's result's value in the list. */
export const resultValue = (result: SearchResult) => `provided:${result.id}`

/**
 * How well a provider's result ranks when its title does not match: the provider found the
 * words in its text (a note's body, a todo's tags). That is above a command matched by letters
 * scattered through its name (command-score gives those 0.17 or less) and below one whose name
 * or keyword has a word starting with the query (0.8 and more).
 */
export const FOUND_IN_TEXT = 0.5

/**
 * A command's match for the query (0 to 1): on its title, its title with its keywords, or its
 * section and title ('notes new'). The title alone counts, so 'time' is a full match of the
 * Time tool (1), not only the second word of 'Tools Time' (0.9) or a start of 'Time tools time'
 * (0.99, as 'Timesheet' is).
 */
export const commandScore = (command: Command, query: string) =>
  Math.max(
    defaultFilter(command.title, query),
    defaultFilter(command.title, query, command.keywords),
    defaultFilter(commandValue(command), query, command.keywords),
  )

/** A provider's result's rank: its title's match, or {@link FOUND_IN_TEXT} at least. */
export const resultScore = (result: SearchResult, query: string) =>
  Math.max(defaultFilter(result.title, query), FOUND_IN_TEXT)

/**
 * What the palette lists for `query`. With no query: every command under its section, the
 * sections in the order registered. With one: the commands that match and every provider's
 * results (already matched, full text) under the heading of the same name, each group best
 * first and the groups ordered by their best row, so the first row (the one highlighted, which
 * Enter runs) is the best match of all; ties keep the order registered.
 */
export function arrangeResults(
  commands: readonly Command[],
  found: readonly (readonly [string, readonly SearchResult[]])[],
  query: string,
): PaletteGroup[] {
  const q = query.trim()
  const groups = new Map<string, { item: PaletteItem; score: number }[]>()
  const add = (heading: string, item: PaletteItem, score: number) => {
    if (score <= 0) return
    const rows = groups.get(heading)
    if (rows) rows.push({ item, score })
    else groups.set(heading, [{ item, score }])
  }
  for (const command of commands)
    add(
      command.section,
      { kind: 'command', value: commandValue(command), command },
      q ? commandScore(command, q) : 1,
    )
  for (const [heading, results] of found)
    for (const result of results)
      add(
        heading,
        { kind: 'result', value: resultValue(result), result },
        q ? resultScore(result, q) : 1,
      )
  const arranged = [...groups].map(([heading, rows]) => ({
    heading,
    // Array.prototype.sort is stable: equal scores keep the order registered (or found).
    rows: q ? rows.sort((a, b) => b.score - a.score) : rows,
  }))
  if (q) arranged.sort((a, b) => b.rows[0]!.score - a.rows[0]!.score)
  return arranged.map(({ heading, rows }) => ({ heading, items: rows.map((row) => row.item) }))
}
