import { Suspense, useEffect, useState } from 'react'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { useSearchStore } from './model/search-store'
import { PaletteShell } from './palette-shell'

const SearchPaletteBody = lazyWithPreload(() => import('./search-palette-body'))

/**
 * The search palette. Ctrl/⌘K is the 'search:toggle' command's (app/commands.ts), dispatched by
 * the app's one key handler. Its code is fetched once the first screen is complete; opened
 * before that, it shows its shell (a search field that takes what is typed) until the code is
 * there.
 */
export function SearchPalette() {
  const open = useSearchStore((state) => state.open)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => afterFirstScreen(() => void SearchPaletteBody.preload().catch(() => {})), [])
  return wanted ? (
    <Suspense fallback={open ? <PaletteShell /> : null}>
      <SearchPaletteBody />
    </Suspense>
  ) : null
}
