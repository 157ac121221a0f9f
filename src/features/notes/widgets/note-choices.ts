import { useCollectionSelect } from '@/data/hooks'
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

/** The workspace's notes (not in Trash), pinned first, as choices. */
export function useNoteChoices(): readonly OptionChoice[] {
  return useCollectionSelect('notes', noteChoices, sameChoices, { ignoreText: true })
}
