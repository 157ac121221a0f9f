import { Search } from 'lucide-react'
import { useId, useLayoutEffect, useRef } from 'react'
import { overlayClass, panelClass } from '@/components/ui/dialog-classes'
import { cn } from '@/lib/cn'
import { useSearchStore } from './model/search-store'

/** The palette's box, for the palette and its shell alike. */
export const palettePanelClass = cn(
  panelClass,
  'top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0',
)
/** The row of the search field. */
export const searchRowClass = 'flex items-center gap-2 border-b border-border px-4'
export const searchFieldClass =
  'h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-muted'
export const SEARCH_PLACEHOLDER = 'Search pages, commands and notes…'

/**
 * What the search palette shows the first time it opens in a tab, until its code is there
 * (about half a second, if it was not fetched ahead): the palette's box with a real search
 * field, focused in the same task as the key that opened it, so the keys typed right after
 * Ctrl+K go into it, and to no page shortcut nor a field of the page. What it holds is the
 * store's `query`: the palette starts with it, and takes focus as the shell goes (see
 * `takeOver` in search-palette-body.tsx); ArrowDown and ArrowUp pressed here move its
 * highlight, and Enter runs the row highlighted, once it is there (`useShellKeys`). Esc or a
 * click beside it closes it, and focus goes back to what had it.
 */
export function PaletteShell() {
  const query = useSearchStore((state) => state.query)
  const setQuery = useSearchStore((state) => state.setQuery)
  const setOpen = useSearchStore((state) => state.setOpen)
  const field = useRef<HTMLInputElement>(null)
  const list = useId()
  useLayoutEffect(() => {
    // Opened from the boot frame (public/boot-keys.js), what had focus before it is known.
    if (document.activeElement !== field.current && !useSearchStore.getState().openedFrom)
      useSearchStore.setState({ openedFrom: document.activeElement })
    field.current?.focus()
    return () => {
      const { open, openedFrom } = useSearchStore.getState()
      // Still open: the palette takes over, and the field's focus with it.
      if (open) return
      useSearchStore.setState({ openedFrom: null, enterFor: null, moves: 0 })
      if (openedFrom instanceof HTMLElement && openedFrom.isConnected) openedFrom.focus()
    }
  }, [])
  return (
    <>
      <div className={overlayClass} onPointerDown={() => setOpen(false)} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        aria-busy
        className={palettePanelClass}
      >
        <div className={searchRowClass}>
          <Search aria-hidden className="size-4 text-fg-muted" />
          <input
            ref={field}
            role="combobox"
            aria-label="Search"
            aria-controls={list}
            aria-expanded
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            value={query}
            placeholder={SEARCH_PLACEHOLDER}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              const composing = event.nativeEvent.isComposing
              const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
              if (event.key === 'Enter' && !composing) {
                event.preventDefault()
                useSearchStore.setState({ enterFor: event.currentTarget.value })
              } else if (step && !composing && !event.altKey && !event.metaKey) {
                event.preventDefault()
                const { enterFor, moves } = useSearchStore.getState()
                // After Enter, they would come once the palette had run a row and closed.
                if (enterFor !== event.currentTarget.value)
                  useSearchStore.setState({ moves: moves + step })
              } else if (event.key === 'Escape') {
                event.preventDefault()
                setOpen(false)
              }
            }}
            // The only thing to focus while it shows: what takes focus from it (a menu that
            // closes gives it back to its button) gives it back. Tab stays here too.
            onBlur={(event) => {
              if (useSearchStore.getState().open) event.currentTarget.focus()
            }}
            className={searchFieldClass}
          />
        </div>
        {/* The palette's list, until its rows come. */}
        <div id={list} role="listbox" aria-label="Suggestions" aria-busy />
      </div>
    </>
  )
}
