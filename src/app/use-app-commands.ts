import { useEffect } from 'react'
import { registerCommands } from '@/lib/command-registry'

/** Registers the shell's commands while the shell is mounted; their code loads after first paint. */
export function useRegisterAppCommands() {
  useEffect(() => {
    let unregister = () => {}
    let cancelled = false
    void import('./commands').then(({ APP_COMMANDS }) => {
      if (!cancelled) unregister = registerCommands(APP_COMMANDS)
    })
    return () => {
      cancelled = true
      unregister()
    }
  }, [])
}
