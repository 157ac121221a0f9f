import { useSyncExternalStore } from 'react'
import { useWorkspace } from '@/data/hooks'
import type { Note } from '@/data/records/note'
import { useCollectionSelectSoon } from '@/data/soon-hooks'
import { noteMetasFromRows } from '../model/note-metas'
import { noteMeta, sameMeta, type NoteMeta } from '../model/note-selectors'

const TITLES_ONLY = { ignoreText: true }

const metasOf = (notes: readonly Note[]): readonly NoteMeta[] =>
  notes.flatMap((note) => (note.trashedAt === null ? [noteMeta(note)!] : []))

const sameMetas = (a: readonly NoteMeta[] | undefined, b: readonly NoteMeta[] | undefined) =>
  !a || !b ? a === b : a.length === b.length && a.every((meta, i) => sameMeta(meta, b[i]!))

/**
 * Every note outside the Trash as a note's page needs the others (`NoteMeta`: titles for
 * `[[links]]`, tags for suggestions), undefined until known (and while off). Where the page does not hold every
 * note (a start from rows), asked of the worker that reads the notes' rows (`note-metas.ts`):
 * no other note, and no text, is read onto the page; else from the notes in memory, read in
 * slices first if need be. Typing in a note changes nothing here.
 */
export function useNoteMetas(
  /** Off: none, and nothing is asked for or read. */
  enabled = true,
): readonly NoteMeta[] | undefined {
  const workspace = useWorkspace()
  const source = noteMetasFromRows(workspace)
  const fromRows = useSyncExternalStore(
    enabled ? source.subscribe : NO_SUBSCRIPTION,
    enabled ? source.get : NOT_ASKED,
  )
  const onPage = useCollectionSelectSoon<'notes', readonly NoteMeta[] | undefined>(
    'notes',
    metasOf,
    sameMetas,
    TITLES_ONLY,
    undefined,
    enabled && fromRows === null,
  )
  return fromRows ?? onPage
}

const NO_SUBSCRIPTION = () => () => {}
const NOT_ASKED = () => undefined
