import { useDeferredValue, useMemo } from 'react'
import { useWorkspace } from '@/data/hooks'
import type { RowRange } from '@/data/row-query'
import { tagKey } from '@/data/row-range'
import { inMemory, useRecordsSoon } from '@/data/soon-hooks'
import { useRowCounts } from '@/data/use-row-counts'
import { useGrowingPage } from '@/data/use-growing-page'
import { allTags, LIVE_NOTES, selectNotes } from '../model/notes-query'
import { useNotesUi } from '../model/notes-ui-store'
import { useLiveTags } from './use-live-tags'
import { useNotesSearch } from './use-notes-search'

/** How many notes are outside the Trash, counted on the `notes` index. */
const LIVE_COUNT: readonly (readonly [IDBValidKey, IDBValidKey])[] = [
  [LIVE_NOTES.lower, LIVE_NOTES.upper],
]
/** Notes in the Trash (few: they go after 30 days), counted for the way to the Trash. */
const TRASH_COUNT: readonly (readonly [IDBValidKey, IDBValidKey])[] = [
  [
    ['notes', 1],
    ['notes', 1, []],
  ],
]
/** Notes the list reads at a time, from the row store, as it is scrolled. */
const PAGE = 100
/**
 * Notes read as the list opens: more than a screen shows. Each row carries its note's text: at
 * Extra large, Notes opened to its first rows in 147–149 ms reading 40, 155–162 ms reading 100
 * (medians of 7 opens, two runs each).
 */
const FIRST = 40

/**
 * What the Notes list shows. As it first opens (last edited first, no tag, no search) it reads
 * its notes from the row store a page at a time as it is scrolled (`more`), with their count
 * and tags from the row store too: 5,000 notes are never read to show 20. A tag
 * read their range of the row store (a tag's notes from the `tags` index), sorted here in any
 * order. Another sort of every note, or a search (from the moment its field is focused), read
 * every note, and then list them searched, sorted and filtered (`shown`: undefined until known).
 * Notes in the Trash are the app's Trash's (`trashCount`: how many).
 */
export function useNotesShown() {
  const workspace = useWorkspace()
  const sort = useNotesUi((state) => state.sort)
  const tag = useNotesUi((state) => state.tag)
  const query = useNotesUi((state) => state.query)
  const searchWanted = useNotesUi((state) => state.searchWanted)
  // The field shows each keystroke at once; results follow in a render React may interrupt.
  const searched = useDeferredValue(query)
  const plain = sort === 'updated' && !tag && !searched.trim()
  // A tag, in any sort: its notes only, from a range of the row store.
  const ranged = !plain && !searched.trim() && !!tag

  const paged = useGrowingPage('notes', LIVE_NOTES, PAGE, plain, FIRST)
  const liveCount = useRowCounts('notes', 'notes', LIVE_COUNT, ranged)
  // Every note, where the list needs them, or where they are in memory anyway.
  const needAll =
    searchWanted ||
    inMemory(workspace.storeIfReady('notes')) ||
    (plain ? paged === null : !ranged || liveCount === null)
  const all = useRecordsSoon('notes', needAll ? null : false)
  const tagged = useRecordsSoon('notes', all || !tag ? false : tagRange(tag))
  const matches = useNotesSearch(searched, searchWanted)
  const trashCounted = useRowCounts('notes', 'notes', TRASH_COUNT, !all)
  const trashCount = all
    ? all.filter((note) => note.trashedAt !== null).length
    : (trashCounted?.[0] ?? 0)

  const fromAll = useMemo(() => (all ? allTags(all) : null), [all])
  const tags = useLiveTags(!all) ?? fromAll
  // A first search's answer on its way: nothing to show yet (its spinner).
  const shown = useMemo(
    () =>
      matches === undefined
        ? undefined
        : all
          ? selectNotes(all, { matches, sort, tag })
          : plain
            ? paged?.records
            : ranged && tagged
              ? selectNotes(tagged, { matches, sort, tag })
              : undefined,
    [all, paged, plain, ranged, tagged, matches, sort, tag],
  )
  const live = all ? all.length - trashCount : plain ? (paged?.total ?? undefined) : liveCount?.[0]
  return {
    shown,
    trashCount,
    tags: tags ?? [],
    live,
    searched,
    more: all ? undefined : paged?.more,
  }
}

/** A tag's notes, in the `tags` index (a range of one key). */
const tagRange = (tag: string): RowRange => ({
  index: 'tags',
  lower: tagKey('notes', tag),
  upper: tagKey('notes', tag),
})
