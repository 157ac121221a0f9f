import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import type { IndexInWorker } from '@/lib/search-index/index-in-worker'

/** What a search shows: the ids its index found (best first), and whether they are current. */
export interface IndexSearch {
  /** The last answer's ids, null until a first answer for this search (or with no text). */
  ids: readonly string[] | null
  /** Whether an answer for the text and records as they are now is still to come. */
  pending: boolean
}

const NO_SEARCH: IndexSearch = { ids: null, pending: false }

/**
 * Searches `text` in `index` (a worker's, `IndexInWorker`) over `all`, the records as the page
 * has them (null until read): the keystroke's frame never waits for the search. While an answer
 * is on its way, the last one shows (a new search shows none: `pending`); a change of the
 * records sends the changes to the index and asks again, so results follow edits. With no text
 * the index follows `all` once the page is idle: a first search is not the one to send every
 * record (at 50,000 bookmarks, slices sent while someone types their first words).
 */
export function useIndexSearch<T extends { id: string }>(
  index: IndexInWorker<T> | null,
  all: readonly T[] | null,
  text: string,
): IndexSearch {
  const wanted = text.trim()
  const [answer, setAnswer] = useState<{ text: string; all: readonly T[]; ids: string[] } | null>(
    null,
  )
  useEffect(() => {
    if (!index || !all || wanted) return
    return whenIdle(() => index.follow(all), { timeout: 2_000 })
  }, [index, all, wanted])
  useEffect(() => {
    if (!index || !all || !wanted) return
    let live = true
    index.follow(all)
    void index.search(wanted).then((ids) => live && setAnswer({ text: wanted, all, ids }))
    return () => {
      live = false
    }
  }, [index, all, wanted])
  if (!wanted) return NO_SEARCH
  if (!answer) return { ids: null, pending: true }
  return { ids: answer.ids, pending: answer.text !== wanted || answer.all !== all }
}
