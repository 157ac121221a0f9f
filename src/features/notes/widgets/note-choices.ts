import { useCollectionSelectSoon } from '@/data/soon-hooks'
import type { Note } from '@/data/records/note'
import type { OptionChoice } from '@/lib/widget-options'
import { noteTitle } from '../model/note-text'

const sameChoices = (a: readonly OptionChoice[], b: readonly OptionChoice[]) =>
  a.length === b.length && a.every((c, i) => c.value === b[i]!.value && c.label === b[i]!.label)

const noteChoices = (notes: readonly Note[]): OptionChoice[] =>
  notes
    .filter((note) => note.trashedAt === null)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || noteTitle(a).localeCompare(noteTitle(b)))
    .map((note) => ({ value: note.id, label: noteTitle(note) }))

const TITLES_ONLY = { ignoreText: true }

const same = (a: readonly OptionChoice[] | undefined, b: readonly OptionChoice[] | undefined) =>
  a === b || (!!a && !!b && sameChoices(a, b))

/**
 * The workspace's notes (not in Trash), pinned first, as choices; undefined while they are read
 * (from rows, in slices, after a start from rows).
 */
export function useNoteChoices(): readonly OptionChoice[] | undefined {
  return useCollectionSelectSoon<'notes', readonly OptionChoice[] | undefined>(
    'notes',
    noteChoices,
    same,
    TITLES_ONLY,
    undefined,
  )
}
