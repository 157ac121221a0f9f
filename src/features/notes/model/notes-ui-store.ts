import * as z from 'zod/mini'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { followOtherTabs, readPersisted } from '@/lib/persisted'
import type { NotesSort } from './notes-query'

interface NotesUiState {
  /** Kept on this device. @defaultValue 'updated' */
  sort: NotesSort
  /** The rest lasts while the tab is open, so coming back from a note finds the list as it was. */
  query: string
  tag: string | null
  trash: boolean
  /** Preview beside or instead of the editor. */
  preview: boolean
  /**
   * The note created last in this tab: it opens in the editor, ready to type, even where the
   * preview takes the editor's place (a narrow window) and is kept on.
   */
  created: string | null
  set: (patch: Partial<Omit<NotesUiState, 'set'>>) => void
}

const shape = { sort: z.enum(['updated', 'created', 'title']), preview: z.boolean() }

export const useNotesUi = create<NotesUiState>()(
  persist(
    (set) => ({
      sort: 'updated',
      query: '',
      tag: null,
      trash: false,
      preview: false,
      created: null,
      set: (patch) => set(patch),
    }),
    {
      name: 'hearth:notes-ui',
      version: 1,
      // Only sort and preview are stored; typing a search must not rewrite them each keystroke.
      storage: createJSONStorage(() => ({
        getItem: (key) => localStorage.getItem(key),
        setItem: (key, value) => {
          if (localStorage.getItem(key) !== value) localStorage.setItem(key, value)
        },
        removeItem: (key) => localStorage.removeItem(key),
      })),
      partialize: (state) => ({ sort: state.sort, preview: state.preview }),
      merge: (stored, current) => ({
        ...current,
        ...readPersisted(shape, stored, { sort: current.sort, preview: current.preview }),
      }),
    },
  ),
)
followOtherTabs(useNotesUi, 'hearth:notes-ui')
