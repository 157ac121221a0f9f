import { create } from 'zustand'

interface SearchState {
  open: boolean
  /**
   * What the search field holds. Kept here, not in the palette, so that what is typed into the
   * palette's shell while its code loads is in the field when the palette takes over.
   */
  query: string
  /**
   * What had focus before the palette's shell opened (the shell shows only the first time, until
   * the palette's code is there): it gets focus back when the palette is dismissed.
   */
  openedFrom: Element | null
  /**
   * Enter pressed in the shell, and the query it was pressed for: the palette runs its first row
   * for that query once it is there (and what providers find for it has come), as Enter in the
   * palette runs the row highlighted.
   */
  enterFor: string | null
  setOpen: (open: boolean) => void
  setQuery: (query: string) => void
}

export const useSearchStore = create<SearchState>((set) => ({
  open: false,
  query: '',
  openedFrom: null,
  enterFor: null,
  setOpen: (open) => set({ open }),
  setQuery: (query) => set({ query }),
}))

export const openSearch = () => useSearchStore.getState().setOpen(true)
