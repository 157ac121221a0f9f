import { FilePlus } from 'lucide-react'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'
import { FORMAT_SHORTCUTS, setNoteFullscreen, useNoteFullscreen } from './model/note-keys'

/** Notes' commands: for the palette, and their keys (on Notes screens only). */
export const NOTES_COMMANDS: Command[] = [
  {
    id: 'notes:new',
    title: 'New note',
    section: 'Notes',
    icon: FilePlus,
    keywords: ['note', 'create', 'write', 'add'],
    // The palette offers it everywhere; the key works in Notes, also while typing in a note.
    shortcut: 'Alt+N',
    when: { screen: '/notes', inFields: true },
    // Pressed as the page starts (kept by the boot script), it waits for the workspace to open.
    run: ({ navigate }) =>
      void Promise.all([import('@/data/workspaces'), import('./model/notes-ui-store')]).then(
        async ([{ openedWorkspace }, { useNotesUi }]) => {
          const workspace = await openedWorkspace()
          if (!workspace || workspace.readOnly) return
          const note = workspace.repository('notes').create({})
          useNotesUi.getState().set({ created: note.id, focusTitle: note.id })
          navigate(`/notes/${encodeURIComponent(note.id)}`)
        },
      ),
  },
  {
    id: 'notes:leave-fullscreen',
    title: 'Leave fullscreen',
    section: 'Notes',
    shortcut: 'Escape',
    when: { screen: '/notes', inFields: true },
    // Decided before the editor and the tooltips see Esc: a tooltip that is still fading out
    // marks Esc as handled. What should take Esc first is ruled out here: an open dialog (not
    // `inDialogs`) and the editor's completion list.
    capture: true,
    enabled: () =>
      useNoteFullscreen.getState().on && !document.querySelector('.cm-tooltip-autocomplete'),
    palette: false,
    run: () => setNoteFullscreen(false),
  },
]

/**
 * The note editor's formatting keys, for 'Keyboard shortcuts' only: the editor's own keymap
 * handles them (`local`), and the palette leaves them out.
 */
export const NOTE_EDITOR_COMMANDS: Command[] = FORMAT_SHORTCUTS.map(({ id, label, shortcut }) => ({
  id: `note-editor:${id}`,
  title: label,
  section: 'Note editor',
  shortcut,
  when: { screen: '/notes' },
  local: true,
  palette: false,
  run: () => {},
}))

/** Notes in the search palette, by title and body; the index loads with the first search. */
export const NOTES_SEARCH: SearchProvider = {
  id: 'notes',
  group: 'Notes',
  search: async (query) => (await import('./notes-search')).searchNotes(query),
  prepare: () => import('./notes-search').then((module) => module.prepareNotesSearch()),
}
