import { create } from 'zustand'

/** The 'Keyboard shortcuts' dialog; `wanted` turns true on first open, so its code loads only then. */
export const useShortcutsDialog = create<{ open: boolean; wanted: boolean }>(() => ({
  open: false,
  wanted: false,
}))
export const openShortcutsDialog = () => useShortcutsDialog.setState({ open: true, wanted: true })
