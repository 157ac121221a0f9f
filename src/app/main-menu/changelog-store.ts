import { create } from 'zustand'

export const useChangelogStore = create<{ open: boolean }>(() => ({ open: false }))
export const openChangelog = () => useChangelogStore.setState({ open: true })
