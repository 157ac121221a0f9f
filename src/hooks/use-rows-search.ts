import { useEffect, useState } from 'react'
import type { CollectionName } from '@/data/collections'
import { useWorkspace } from '@/data/hooks'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import type { FeedChange } from '@/lib/search-index/index-server'
import { whenIdle } from '@/lib/idle'
import type { IndexOfRows, RowsToFollow } from '@/lib/search-index/index-of-rows'

/** How long after a change of the rows a search is asked again (changes in between go with it). */
const AGAIN_MS = 60
/** The longest the worker waits for an idle moment of the page to start reading, when prepared. */
const PREPARE_MS = 2_000

/** What a search of a collection's rows shows: the first records found, and how many in all. */
export interface RowsFound<T> {
  records: readonly T[]
  total: number
  /** The text these records were found for (the last answer's: the text may have changed since). */
  text: string
  /** Whether an answer for the text, terms and limit as they are now is still to come. */
  pending: boolean
}

interface Answer<T> {
  key: string
  text: string
  limit: number
  records: readonly T[]
  total: number
}

/**
 * A screen's search of a collection it does not hold whole: asked of the worker that reads the
 * collection's rows itself (`indexFor`, `IndexOfRows.find`), which answers with the first
 * `limit` records found (by `text`, narrowed by the section's `terms`) and how many there are.
 * The page never reads every record for it, and a keystroke's frame never waits for it: the
 * last answer shows until the next comes. Kept current: a change of a record shown shows at
 * once, and any change of the collection's rows asks again a moment later.
 *
 * Null where the rows cannot answer (the page holds the collection whole, the rows are not
 * complete, or the worker cannot read them): search what the page reads then. Undefined with
 * no search (`search` null), and until a first answer. With `prepare` (a screen with a search
 * field shown) and no search yet, the worker starts reading the rows once the page is idle, so
 * that the first key is answered at once and the reading does not share the machine with typing.
 */
export function useRowsSearch<T extends { id: string }>(
  collection: CollectionName,
  indexFor: (owner: object, rows: RowsToFollow) => IndexOfRows,
  search: { text: string; terms: unknown; limit: number } | null,
  prepare = false,
): RowsFound<T> | null | undefined {
  const workspace = useWorkspace()
  const available = !!workspace.rowsToFollow(collection)
  const key = search ? JSON.stringify([search.text, search.terms]) : null
  const limit = search?.limit ?? 0
  const [answer, setAnswer] = useState<Answer<T> | null>(null)
  const [unusable, setUnusable] = useState<string | null>(null)

  useEffect(() => {
    if (key !== null || !prepare) return
    return whenIdle(
      () => {
        const rows = workspace.rowsToFollow(collection)
        if (rows) void indexFor(workspace, rows).ready()
      },
      { timeout: PREPARE_MS },
    )
  }, [workspace, collection, indexFor, key, prepare])

  useEffect(() => {
    if (key === null) return
    // Gone since the render (the collection read whole meanwhile): the next render searches it.
    const rows = workspace.rowsToFollow(collection)
    if (!rows) return
    return followSearch<T>(workspace, indexFor, rows, key, limit, {
      answered: setAnswer,
      changed: (change) => setAnswer((shown) => shown && patched(shown, change, collection)),
      unusable: () => setUnusable(key),
    })
  }, [workspace, collection, indexFor, key, limit])

  if (!available || (key !== null && unusable === key)) return null
  if (key === null || !answer) return undefined
  const { records, total, text } = answer
  return { records, total, text, pending: answer.key !== key || answer.limit !== limit }
}

/**
 * Asks `key`'s search of the rows now, and again a moment after each change of the
 * collection's rows (`changed` hears of it at once). Returns how to stop.
 */
function followSearch<T>(
  workspace: WorkspaceHandle,
  indexFor: (owner: object, rows: RowsToFollow) => IndexOfRows,
  rows: RowsToFollow,
  key: string,
  limit: number,
  on: {
    answered: (answer: Answer<T>) => void
    changed: (change: FeedChange) => void
    unusable: () => void
  },
) {
  // Made before this search subscribes: the index hears of a change before it is asked again.
  const index = indexFor(workspace, rows)
  const [text, terms] = JSON.parse(key) as [string, unknown]
  let live = true
  let asked = 0
  let again: ReturnType<typeof setTimeout> | undefined
  const ask = () => {
    again = undefined
    const search = ++asked
    void index.find(text, { limit, select: terms }).then((found) => {
      if (!live || search !== asked) return
      if (!found) return on.unusable()
      const records = found.records as unknown as T[]
      on.answered({ key, text, limit, records, total: found.total })
    })
  }
  const stopFeed = rows.subscribe((change) => {
    const { collection } = rows
    if (
      !('reset' in change) &&
      !change.put.some((row) => row.c === collection) &&
      !change.remove.some(([c]) => c === collection)
    )
      return
    on.changed(change)
    again ??= setTimeout(ask, AGAIN_MS)
  })
  ask()
  return () => {
    live = false
    stopFeed()
    clearTimeout(again)
  }
}

/** An answer with a change of the rows applied to the records it shows (until asked again). */
function patched<T extends { id: string }>(
  answer: Answer<T>,
  change: FeedChange,
  collection: string,
): Answer<T> {
  if ('reset' in change) return answer
  const gone = new Set(change.remove.flatMap(([c, id]) => (c === collection ? [id] : [])))
  const now = new Map(change.put.flatMap((row) => (row.c === collection ? [[row.id, row.r]] : [])))
  if (!answer.records.some((record) => gone.has(record.id) || now.has(record.id))) return answer
  const records = answer.records.flatMap((record) =>
    gone.has(record.id) ? [] : [(now.get(record.id) as T | undefined) ?? record],
  )
  return { ...answer, records, total: answer.total - (answer.records.length - records.length) }
}
