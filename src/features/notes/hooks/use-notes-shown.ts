import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useWorkspace } from '@/data/hooks'
import type { RowRange } from '@/data/row-query'
import { tagKey } from '@/data/row-range'
import { inMemory, useRecordsSoon } from '@/data/soon-hooks'
import { useRowCounts } from '@/data/use-row-counts'
import { useGrowingPage } from '@/data/use-growing-page'
import type { Note } from '@/data/records/note'
import { useRowsSearch } from '@/hooks/use-rows-search'
import { notesRowsIndexFor } from '../model/notes-index'
import type { NoteTerms } from '../model/notes-index-text'
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
/** Notes a search from rows shows at first, and adds as the list is scrolled to its end. */
const SEARCH_PAGE = 50
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
 * order. A search is asked of the worker that reads the notes' rows (`useNotesFromRows`), a page
 * of results at a time. Another sort of every note (or a search where the page holds every note
 * anyway, or the rows cannot answer: from the moment its field is focused) reads every note, and
 * then lists them searched, sorted and filtered (`shown`: undefined until known). Notes in the
 * Trash are the app's Trash's (`trashCount`: how many).
 */
export function useNotesShown() {
  const workspace = useWorkspace()
  const sort = useNotesUi((state) => state.sort)
  const tag = useNotesUi((state) => state.tag)
  const query = useNotesUi((state) => state.query)
  const searchWanted = useNotesUi((state) => state.searchWanted)
  // The field shows each keystroke at once; results follow in a render React may interrupt.
  const searched = useDeferredValue(query)
  const searching = !!searched.trim()
  const plain = sort === 'updated' && !tag && !searching
  // A tag, in any sort: its notes only, from a range of the row store.
  const ranged = !plain && !searching && !!tag

  // A search, where the page does not hold every note: answered by the notes' rows worker.
  const rows = useNotesFromRows(searching ? searched : null, tag)
  const fromRows = rows.found !== null
  const paged = useGrowingPage('notes', LIVE_NOTES, PAGE, plain, FIRST)
  const liveCount = useRowCounts('notes', 'notes', LIVE_COUNT, ranged || (searching && fromRows))
  // Every note, where the list needs them, or where they are in memory anyway.
  const needAll =
    (searchWanted && !fromRows) ||
    inMemory(workspace.storeIfReady('notes')) ||
    (plain ? paged === null : ranged || (searching && fromRows) ? liveCount === null : true)
  const all = useRecordsSoon('notes', needAll ? null : false)
  const tagged = useRecordsSoon('notes', all || !tag || searching ? false : tagRange(tag))
  const matches = useNotesSearch(searched, searchWanted, !fromRows)
  const trashCounted = useRowCounts('notes', 'notes', TRASH_COUNT, !all)
  const trashCount = all
    ? all.filter((note) => note.trashedAt !== null).length
    : (trashCounted?.[0] ?? 0)

  const fromAll = useMemo(() => (all ? allTags(all) : null), [all])
  const tags = useLiveTags(!all) ?? fromAll
  // A first search's answer on its way: nothing to show yet (its spinner).
  const shown = useMemo(
    () =>
      searching && fromRows
        ? rows.found?.records
        : matches === undefined
          ? undefined
          : all
            ? selectNotes(all, { matches, sort, tag })
            : plain
              ? paged?.records
              : ranged && tagged
                ? selectNotes(tagged, { matches, sort, tag })
                : undefined,
    [searching, fromRows, rows.found, all, paged, plain, ranged, tagged, matches, sort, tag],
  )
  const live = all ? all.length - trashCount : plain ? (paged?.total ?? undefined) : liveCount?.[0]
  const searchedRows = searching && fromRows
  return {
    shown,
    /** How many notes match a search or a tag (more than `shown` while read a page at a time). */
    matched: searchedRows ? rows.found?.total : shown?.length,
    trashCount,
    tags: tags ?? [],
    live,
    /** What the search field holds, and the text the results shown were found for. */
    searched,
    resultsFor: searchedRows ? (rows.found?.text ?? '') : searched,
    more: searchedRows ? rows.more : all ? undefined : paged?.more,
  }
}

/**
 * A search of the notes (`text`, within `tag`) asked of the worker that reads the notes' rows
 * (`useRowsSearch`): the first `SEARCH_PAGE` notes found, pinned first, then more as the list is
 * scrolled (`more`), and how many there are; `found` null where the page holds every note or
 * the rows cannot answer (the page searches every note then). The worker starts reading once
 * the screen is idle, so that a first search is answered at once.
 */
function useNotesFromRows(text: string | null, tag: string | null) {
  const key = text === null ? null : JSON.stringify([text, tag])
  const [pages, setPages] = useState({ key, limit: SEARCH_PAGE })
  const limit = pages.key === key ? pages.limit : SEARCH_PAGE
  const asked = useMemo(
    () => (text === null ? null : { text, terms: { list: { tag } } satisfies NoteTerms, limit }),
    [text, tag, limit],
  )
  const found = useRowsSearch<Note>('notes', notesRowsIndexFor, asked, true)
  const further = !!found && !found.pending && found.records.length < found.total
  const more = useCallback(() => {
    if (further) setPages({ key, limit: limit + SEARCH_PAGE })
  }, [further, key, limit])
  return { found, more }
}

/** A tag's notes, in the `tags` index (a range of one key). */
const tagRange = (tag: string): RowRange => ({
  index: 'tags',
  lower: tagKey('notes', tag),
  upper: tagKey('notes', tag),
})
