import { create } from 'zustand'

interface SearchState {
  open: boolean
  setOpen: (open: boolean) => void
}

export const useSearchStore = create<SearchState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))

export const openSearch = () => useSearchStore.getState().setOpen(true)
