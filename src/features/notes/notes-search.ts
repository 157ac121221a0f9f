import { NotebookPen } from 'lucide-react'
import type { Note } from '@/data/records/note'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { openedWorkspace } from '@/data/workspaces'
import { prepareRows, searchRows } from '@/lib/search-index/index-of-rows'
import type { SearchResult } from '@/lib/search-providers'
import { excerpt, noteTitle } from './model/note-text'
import { notesIndexFor, notesRowsIndexFor } from './model/notes-index'

/** Most notes the palette lists for one query. */
const LIMIT = 8

/** Notes matching a query, by title and body, for the search palette (not those in the Trash). */
export async function searchNotes(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  const found = (await foundInRows(workspace, query)) ?? (await foundOnPage(workspace, query))
  return found.map((note) => ({
    id: `note:${note.id}`,
    item: note.id,
    title: noteTitle(note),
    detail: excerpt(note.body, note.title, 90),
    icon: NotebookPen,
    run: ({ navigate }) => navigate(`/notes/${encodeURIComponent(note.id)}`),
  }))
}

/** Starts the worker that reads the notes' rows, as the palette opens (`prepareRows`). */
export const prepareNotesSearch = () => prepareRows(openedWorkspace(), 'notes', notesRowsIndexFor)

/**
 * Searched in a worker that reads the notes' rows itself, and answers with those found (less
 * the Trash's): the page never reads every note. Null when the page holds them all already
 * (searched there) or the rows cannot answer now.
 */
async function foundInRows(workspace: WorkspaceHandle, query: string): Promise<Note[] | null> {
  return searchRows(workspace, 'notes', notesRowsIndexFor, query, { limit: LIMIT })
}

/** Searched among every note, read onto the page (from rows, or its document). */
async function foundOnPage(workspace: WorkspaceHandle, query: string): Promise<Note[]> {
  const store = await workspace.complete('notes')
  // Searched in the notes' index, in a worker (the Notes list's, if it is open).
  const index = notesIndexFor(store)
  index.follow(store.getAll())
  const found: Note[] = []
  for (const id of await index.search(query)) {
    const note = store.get(id)
    if (!note || note.trashedAt !== null) continue
    found.push(note)
    if (found.length === LIMIT) break
  }
  return found
}
