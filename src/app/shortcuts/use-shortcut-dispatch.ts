import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useCommandRegistry } from '@/lib/command-registry'
import { dispatchShortcut } from './dispatch-shortcut'

/**
 * The app's one key handler (mounted once, by the shell): every keydown that no component
 * handled goes to the registered commands' shortcuts. It listens on `window` in the bubbling
 * phase, so the editor's own keymap and Radix's Esc come first; `capture` commands are decided
 * in the capture phase, before them.
 */
export function useShortcutDispatch() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const where = useRef(pathname)
  useEffect(() => {
    where.current = pathname
  }, [pathname])
  useEffect(() => {
    const context = { navigate: (to: string) => void navigate(to) }
    const listener = (phase: 'capture' | 'bubble') => (event: KeyboardEvent) =>
      dispatchShortcut(event, useCommandRegistry.getState().commands, {
        pathname: where.current,
        context,
        phase,
      })
    const early = listener('capture')
    const late = listener('bubble')
    window.addEventListener('keydown', early, true)
    window.addEventListener('keydown', late)
    return () => {
      window.removeEventListener('keydown', early, true)
      window.removeEventListener('keydown', late)
    }
  }, [navigate])
}
