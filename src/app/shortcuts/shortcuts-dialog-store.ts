import { create } from 'zustand'

/**
 * The 'Keyboard shortcuts' dialog. Its code loads the first time it opens (the command host
 * renders it only once the code is here).
 */
export const useShortcutsDialog = create<{ open: boolean }>(() => ({ open: false }))
export const openShortcutsDialog = () => useShortcutsDialog.setState({ open: true })
