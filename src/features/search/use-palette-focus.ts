import { useCallback, useRef } from 'react'
import { useReturnFocus } from '@/components/ui/dialog'
import { useSearchStore } from './model/search-store'

/**
 * Focus in and out of the palette: dismissed, it gives focus back to what had it (even when its
 * shell, opened before the palette's code was here, had taken over from it); a command it ran
 * takes focus elsewhere (`ranCommand` says so). `returnFocus` goes on the dialog's content,
 * `takeOver` is the search field's ref.
 */
export function usePaletteFocus() {
  // Dismissed, the palette gives focus back to what had it; a command it ran takes it elsewhere.
  const ran = useRef(false)
  // What had focus before the palette's shell, when the palette took over from it.
  const openedFrom = useRef<Element | null>(null)
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: () => {
      ran.current = false
      openedFrom.current = null
    },
    onCloseAutoFocus: (event) => {
      if (ran.current) return event.preventDefault()
      const target = openedFrom.current
      if (!(target instanceof HTMLElement) || !target.isConnected) return
      event.preventDefault()
      target.focus()
    },
  })
  // Opened before this code was here, the palette's shell had the field and focus (and `query`
  // holds what was typed into it). The field takes focus as it mounts, in the commit that
  // removes the shell, so no key falls between them; focus already inside, Radix's autofocus
  // (and so `onOpenAutoFocus`) does not come.
  const takeOver = useCallback((field: HTMLInputElement | null) => {
    const state = useSearchStore.getState()
    if (!field || !state.open || !state.openedFrom) return
    field.focus()
    openedFrom.current = state.openedFrom
    useSearchStore.setState({ openedFrom: null })
  }, [])
  const ranCommand = useCallback(() => void (ran.current = true), [])
  return { returnFocus, takeOver, ranCommand }
}
