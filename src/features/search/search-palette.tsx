import { useEffect, useLayoutEffect, useState } from 'react'
import { toast } from '@/components/ui/toast-store'
import { dropBootFrame } from '@/lib/boot-keys'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { useSearchStore } from './model/search-store'
import { PaletteShell } from './palette-shell'

const SearchPaletteBody = lazyWithPreload(() => import('./search-palette-body'))

/** The palette's code could not be downloaded: its shell closes (focus goes back), and says so. */
function couldNotOpen() {
  useSearchStore.getState().setOpen(false)
  toast({
    kind: 'error',
    title: 'Could not open search',
    message: 'Its code could not be downloaded. Check your connection and try again.',
  })
}

/**
 * The search palette. Ctrl/⌘K is the 'search:toggle' command's (app/commands.ts), dispatched by
 * the app's one key handler. Its code is fetched once the first screen is complete; opened
 * before that, it shows its shell (a search field that takes what is typed) until the code is
 * there. The palette renders only once its code is here: when it cannot be downloaded, the
 * shell closes with a toast, and the next Ctrl+K fetches it again.
 */
export function SearchPalette() {
  const open = useSearchStore((state) => state.open)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => afterFirstScreen(() => void SearchPaletteBody.preload().catch(() => {})), [])
  // Opened with Ctrl+K before the app's code was here, the boot frame (public/boot-keys.js)
  // goes as the palette or its shell shows, in the same commit (their field has focus by now),
  // and what was typed into it meanwhile comes along.
  useLayoutEffect(() => {
    if (!open) return
    const text = dropBootFrame('palette')
    if (text !== null && text !== useSearchStore.getState().query)
      useSearchStore.setState({ query: text, moves: 0 })
  }, [open])
  const ready = useLoadedWhen(SearchPaletteBody, open, couldNotOpen)
  if (wanted && ready) return <SearchPaletteBody />
  return open ? <PaletteShell /> : null
}
