import type { Command } from '@/lib/command-registry'
import type { SearchResult } from '@/lib/search-providers'
import { matchScore, wordsOf } from './match-words'

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
 * words in its text (a note's body, a todo's tags). That is below every command the query
 * matches (0.6 and more, see {@link matchScore}).
 */
export const FOUND_IN_TEXT = 0.5

/**
 * A command's match for the query (0 to 1): on its title, with its keywords and its section as
 * keywords ('notes new'). The title alone is the name, so 'time' is the exact name of the Time
 * tool (1), not only a word of 'Tools Time'.
 */
export const commandScore = (command: Command, query: string) =>
  matchScore(wordsOf(query), wordsOf(command.title), [
    ...(command.keywords ?? []).flatMap(wordsOf),
    ...wordsOf(command.section),
  ])

/** A provider's result's rank: its title's match, or {@link FOUND_IN_TEXT} at least. */
export const resultScore = (result: SearchResult, query: string) =>
  Math.max(matchScore(wordsOf(query), wordsOf(result.title)), FOUND_IN_TEXT)

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
