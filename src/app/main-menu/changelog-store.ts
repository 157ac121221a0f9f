import { create } from 'zustand'

/** `wanted` turns true on first open, so the dialog's code loads only when asked for. */
export const useChangelogStore = create<{ open: boolean; wanted: boolean }>(() => ({
  open: false,
  wanted: false,
}))
export const openChangelog = () => useChangelogStore.setState({ open: true, wanted: true })
