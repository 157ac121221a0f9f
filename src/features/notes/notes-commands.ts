import { FilePlus } from 'lucide-react'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'

/** Notes' commands for the palette. */
export const NOTES_COMMANDS: Command[] = [
  {
    id: 'notes:new',
    label: 'New note',
    group: 'Commands',
    icon: FilePlus,
    keywords: ['note', 'create', 'write', 'add'],
    perform: ({ navigate }) =>
      void import('@/data/workspaces').then(({ activeWorkspace }) => {
        const workspace = activeWorkspace()
        if (!workspace || workspace.readOnly) return
        const note = workspace.repository('notes').create({})
        navigate(`/notes/${encodeURIComponent(note.id)}`)
      }),
  },
]

/** Notes in the search palette, by title and body; the index loads with the first search. */
export const NOTES_SEARCH: SearchProvider = {
  id: 'notes',
  group: 'Notes',
  search: async (query) => (await import('./notes-search')).searchNotes(query),
}
