import { useEffect, useEffectEvent } from 'react'

/** Alt+N anywhere in Notes makes a new note. */
export function useNewNoteShortcut(create: () => void) {
  const onCreate = useEffectEvent(create)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      // `code`, not `key`: on macOS Alt+N types a dead key instead of 'n'.
      if (event.code !== 'KeyN' && event.key.toLowerCase() !== 'n') return
      event.preventDefault()
      onCreate()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
