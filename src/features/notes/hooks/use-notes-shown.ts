import { useDeferredValue, useEffect, useMemo } from 'react'
import { useRepository } from '@/data/hooks'
import type { Note } from '@/data/records/note'
import type { RowRange } from '@/data/row-query'
import { useFirstRows, useRecordsSoon } from '@/data/soon-hooks'
import { expiredTrash, selectNotes } from '../model/notes-query'
import { useNotesUi } from '../model/notes-ui-store'
import { useNotesSearch } from './use-notes-search'

const NO_NOTES: readonly Note[] = []
/** Notes outside the Trash, by the `notes` index: pinned last, then by last edit. */
const LIVE_NOTES: RowRange = { index: 'notes', lower: ['notes', 0], upper: ['notes', 0, []] }
/** Rows the list shows before every note is read: more than a screen holds. */
const FIRST_ROWS = 40

/**
 * What the Notes list shows: every note (empty until read, in slices when there are many), the
 * notes the list shows as searched, sorted and filtered (undefined until known: the list as it
 * first opens shows its newest notes from the row store meanwhile), and the Trash's. The Trash
 * keeps notes for 30 days: older ones go when Notes opens, outside the undo history.
 */
export function useNotesShown() {
  const all = useRecordsSoon('notes')
  const notes = all ?? NO_NOTES
  const repository = useRepository('notes')
  const sort = useNotesUi((state) => state.sort)
  const tag = useNotesUi((state) => state.tag)
  const trash = useNotesUi((state) => state.trash)
  const query = useNotesUi((state) => state.query)
  // The field shows each keystroke at once; results follow in a render React may interrupt.
  const searched = useDeferredValue(query)
  const matches = useNotesSearch(searched)

  useEffect(() => {
    if (!all) return
    const expired = expiredTrash(all, Date.now())
    if (expired.length) repository.purge(expired)
  }, [all, repository])

  const plain = sort === 'updated' && !tag && !trash && !searched.trim()
  const first = useFirstRows('notes', LIVE_NOTES, FIRST_ROWS, !all && plain)
  // A first search's answer on its way: nothing to show yet (its spinner).
  const shown = useMemo(
    () =>
      matches === undefined
        ? undefined
        : all
          ? selectNotes(all, { matches, sort, tag, trash })
          : first,
    [all, first, matches, sort, tag, trash],
  )
  const trashed = useMemo(() => notes.filter((note) => note.trashedAt !== null), [notes])
  return { all, notes, shown, trashed, searched }
}
