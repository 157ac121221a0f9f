import * as z from 'zod/mini'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { deviceStorage } from '@/data/device-storage'
import { followOtherTabs, readPersisted } from '@/lib/persisted'
import type { NotesSort } from './notes-query'

interface NotesUiState {
  /** Kept on this device. @defaultValue 'updated' */
  sort: NotesSort
  /** The rest lasts while the tab is open, so coming back from a note finds the list as it was. */
  query: string
  tag: string | null
  /** Preview beside or instead of the editor. */
  preview: boolean
  /**
   * The note created last in this tab: it opens in the editor, ready to type, even where the
   * preview takes the editor's place (a narrow window) and is kept on.
   */
  created: string | null
  /**
   * A note just created here ('New note', Alt+N, the palette) whose title takes focus when it
   * opens, once: opened again later, it is an existing note, and opening one moves no focus.
   */
  focusTitle: string | null
  /** Search was asked for (its field focused): every note is read for it from then on. */
  searchWanted: boolean
  set: (patch: Partial<Omit<NotesUiState, 'set'>>) => void
}

const shape = { sort: z.enum(['updated', 'created', 'title']), preview: z.boolean() }

export const useNotesUi = create<NotesUiState>()(
  persist(
    (set) => ({
      sort: 'updated',
      query: '',
      tag: null,
      preview: false,
      created: null,
      focusTitle: null,
      searchWanted: false,
      set: (patch) => set(patch),
    }),
    {
      name: 'hearth:notes-ui',
      version: 1,
      // Only sort and preview are stored; typing a search does not rewrite them (deviceStorage
      // writes only a value that changed).
      storage: deviceStorage(),
      partialize: (state) => ({ sort: state.sort, preview: state.preview }),
      merge: (stored, current) => ({
        ...current,
        ...readPersisted(shape, stored, { sort: current.sort, preview: current.preview }),
      }),
    },
  ),
)
followOtherTabs(useNotesUi, 'hearth:notes-ui')
