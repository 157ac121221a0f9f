import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearchStore } from './model/search-store'

const SearchPaletteBody = lazy(() => import('./search-palette-body'))

/** Ctrl/Cmd+K anywhere opens (or closes) the palette. */
function useSearchShortcut() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        event.preventDefault()
        useSearchStore.getState().setOpen(!useSearchStore.getState().open)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/** The search palette; its code loads the first time it opens. */
export function SearchPalette() {
  useSearchShortcut()
  const open = useSearchStore((state) => state.open)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <SearchPaletteBody />
    </Suspense>
  ) : null
}
