import { lazy, Suspense, useState } from 'react'
import { useSearchStore } from './model/search-store'

const SearchPaletteBody = lazy(() => import('./search-palette-body'))

/**
 * The search palette; its code loads the first time it opens. Ctrl/⌘K is the 'search:toggle'
 * command's (app/commands.ts), dispatched by the app's one key handler.
 */
export function SearchPalette() {
  const open = useSearchStore((state) => state.open)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <SearchPaletteBody />
    </Suspense>
  ) : null
}
