import { create } from 'zustand'
import { toastCouldNotOpen } from '@/components/ui/toast-store'

/** 'Changelog': its code loads the first time it opens (the dialog renders once it is here). */
export const useChangelogStore = create<{ open: boolean }>(() => ({ open: false }))
export const openChangelog = () => useChangelogStore.setState({ open: true })

/** Its code could not be downloaded: it closes, and says so; the next opening fetches it again. */
export function couldNotOpenChangelog() {
  useChangelogStore.setState({ open: false })
  toastCouldNotOpen('Changelog')
}
