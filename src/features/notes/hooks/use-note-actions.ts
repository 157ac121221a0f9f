import { useMemo } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'
import { toast } from '@/components/ui/toast-store'
import { useRepository, useWorkspace } from '@/data/hooks'
import type { Note } from '@/data/records/note'
import type { Repository } from '@/data/repository'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { inOneStep, undoOfLatest } from '@/data/undo'
import { plural } from '@/lib/format'
import { noteTitle } from '../model/note-text'
import { useNotesUi } from '../model/notes-ui-store'
import { exportNote, readImportFile } from '../model/transfer-notes'

/** What a user can do to notes, with the toasts and confirmations that go with it (stable). */
export function useNoteActions() {
  const workspace = useWorkspace()
  const notes = useRepository('notes')
  const navigate = useNavigate()
  return useMemo(() => noteActions(workspace, notes, navigate), [workspace, notes, navigate])
}

export type NoteActions = ReturnType<typeof noteActions>

function noteActions(
  workspace: WorkspaceHandle,
  notes: Repository<'notes'>,
  navigate: NavigateFunction,
) {
  const refuse = (error: unknown) =>
    toast({
      kind: 'error',
      title: 'Could not save the note',
      message: error instanceof Error ? error.message : String(error),
    })

  /** Creates a note and opens it. */
  const createNote = (fields: Partial<Pick<Note, 'title' | 'body' | 'tags'>> = {}) => {
    try {
      const note = notes.create(fields)
      useNotesUi.getState().set({ created: note.id, focusTitle: note.id })
      void navigate(`/notes/${encodeURIComponent(note.id)}`)
      return note
    } catch (error) {
      refuse(error)
      return null
    }
  }

  /** Moves a note to the Trash, with 'Undo' in a toast. */
  const trashNote = (note: Pick<Note, 'id' | 'title'>) => {
    try {
      notes.trash([note.id])
    } catch (error) {
      return refuse(error)
    }
    toast({
      kind: 'info',
      title: 'Note moved to Trash',
      message: `“${noteTitle(note)}” is kept in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(() => void notes.update(note.id, { trashedAt: null })),
      },
    })
  }

  const restoreNote = (note: Pick<Note, 'id' | 'title'>) => {
    notes.update(note.id, { trashedAt: null, trashedWith: null })
    toast({
      kind: 'success',
      title: 'Note restored',
      message: `“${noteTitle(note)}” is back in Notes.`,
    })
  }

  const togglePin = (note: Pick<Note, 'id' | 'pinned'>) =>
    notes.update(note.id, { pinned: !note.pinned })

  /**
   * Creates a note from each Markdown or text file, and from each one in a .zip, in one undoable
   * step; refused files are named in an error.
   */
  const importFiles = async (files: Iterable<File>) => {
    const results = (await Promise.all([...files].map(readImportFile))).flat()
    let imported = 0
    try {
      const fields = results.flatMap((result) =>
        result.ok
          ? [{ title: result.title, body: result.body, tags: result.tags, pinned: result.pinned }]
          : [],
      )
      imported = inOneStep('Import notes', () => notes.createMany(fields)).length
    } catch (error) {
      refuse(error)
    }
    const refused = results.filter((result) => !result.ok)
    if (imported)
      toast({
        kind: 'success',
        title: `Imported ${plural(imported, 'note')}`,
      })
    if (refused.length)
      toast({
        kind: 'error',
        title:
          refused.length === 1
            ? 'One file was not imported'
            : `${refused.length} files were not imported`,
        message: refused.map((result) => result.error).join(' '),
      })
    return imported
  }

  /** Saves a note as a Markdown file, its links to items as their addresses. */
  const saveNote = (note: Note) => void exportNote(workspace, note)

  return { createNote, trashNote, restoreNote, togglePin, importFiles, exportNote: saveNote }
}
