import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSearchStore } from '@/features/search/model/search-store'
import { takeEarlyKeys } from '@/lib/boot-keys'
import { useCommandRegistry } from '@/lib/command-registry'
import { dispatchShortcut } from './dispatch-shortcut'

/** The route in the address, as the hash router reads it. */
const currentPath = () => location.hash.replace(/^#/, '').split('?')[0] || '/'

/**
 * Does what the shortcuts pressed before the commands were here say (`public/boot-keys.js` kept
 * them), in the order pressed, once the commands are registered: the command host calls it after
 * registering them. A search palette frame opened with Ctrl+K becomes the palette, with what was
 * typed into it, and Enter and the arrow keys pressed there.
 */
export function useBootKeys() {
  const navigate = useNavigate()
  useEffect(() => {
    const early = takeEarlyKeys()
    if (!early) return
    if (early.palette) {
      const { text, moves, enter, openedFrom } = early.palette
      useSearchStore.setState({
        open: true,
        query: text,
        moves,
        enterFor: enter,
        openedFrom: openedFrom ?? document.body,
      })
    }
    const context = { navigate: (to: string) => void navigate(to) }
    for (const init of early.keys)
      dispatchShortcut(new KeyboardEvent('keydown', init), useCommandRegistry.getState().commands, {
        pathname: currentPath(),
        context,
      })
  }, [navigate])
}
