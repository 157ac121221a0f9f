import { NotebookPen } from 'lucide-react'
import { openedWorkspace } from '@/data/workspaces'
import type { SearchResult } from '@/lib/search-providers'
import { excerpt, noteTitle } from './model/note-text'
import { notesIndexFor } from './model/notes-index'

/** Most notes the palette lists for one query. */
const LIMIT = 8

/** Notes matching a query, by title and body, for the search palette (not those in the Trash). */
export async function searchNotes(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  // Every note: read from rows first after a start from rows, without decoding the document.
  const store = await workspace.complete('notes')
  const results: SearchResult[] = []
  // Searched in the notes' index, in a worker (the Notes list's, if it is open).
  const index = notesIndexFor(store)
  index.follow(store.getAll())
  for (const id of await index.search(query)) {
    const note = store.get(id)
    if (!note || note.trashedAt !== null) continue
    results.push({
      id: `note:${note.id}`,
      title: noteTitle(note),
      detail: excerpt(note.body, note.title, 90),
      icon: NotebookPen,
      run: ({ navigate }) => navigate(`/notes/${encodeURIComponent(note.id)}`),
    })
    if (results.length === LIMIT) break
  }
  return results
}
