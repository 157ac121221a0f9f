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
   * Enter pressed in the shell, and the query it was pressed for: the palette runs the row the
   * shell's arrow keys reach (`moves`; the first without them) for that query once it is there
   * (and what providers find for it has come), as Enter in the palette runs the row highlighted.
   */
  enterFor: string | null
  /**
   * ArrowDown (+1) and ArrowUp (-1) pressed in the shell since its text last changed: the
   * palette moves its highlight as many rows from the first once it is there (and what providers
   * find for the query has come), as the keys pressed in the palette would.
   */
  moves: number
  setOpen: (open: boolean) => void
  /** Sets what the field holds; the shell's arrow keys pressed for what it held before go. */
  setQuery: (query: string) => void
}

export const useSearchStore = create<SearchState>((set) => ({
  open: false,
  query: '',
  openedFrom: null,
  enterFor: null,
  moves: 0,
  setOpen: (open) => set({ open }),
  setQuery: (query) => set({ query, moves: 0 }),
}))

export const openSearch = () => useSearchStore.getState().setOpen(true)
