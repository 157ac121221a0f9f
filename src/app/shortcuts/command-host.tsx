import { lazy, Suspense, useEffect } from 'react'
import { SearchPalette } from '@/features/search/search-palette'
import { useRegisterAppCommands, useWorkspaceCommands } from '../use-app-commands'
import { useShortcutsDialog } from './shortcuts-dialog-store'
import { useShortcutDispatch } from './use-shortcut-dispatch'

const KeyboardShortcutsDialog = lazy(() => import('./keyboard-shortcuts-dialog'))

/**
 * The app's commands, in one module the shell loads after its first render: registers them
 * (with the workspace switches and the search providers), dispatches their shortcuts, and shows
 * the search palette (which only a command opens) and 'Keyboard shortcuts' (its code loads the
 * first time it opens). Commands and their key handler arrive together, so a registered
 * command's shortcut always works, and none of it counts against the initial bundle.
 */
export default function CommandHost() {
  useShortcutDispatch()
  useRegisterAppCommands()
  useWorkspaceCommands()
  // Tells tests (and anything else that asks) that shortcuts work from now on.
  useEffect(() => {
    document.documentElement.dataset.commands = 'ready'
  }, [])
  const wanted = useShortcutsDialog((state) => state.wanted)
  return (
    <>
      <SearchPalette />
      {wanted && (
        <Suspense fallback={null}>
          <KeyboardShortcutsDialog />
        </Suspense>
      )}
    </>
  )
}
