import { useEffect } from 'react'
import { toastCouldNotOpen } from '@/components/ui/toast-store'
import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { SearchPalette } from '@/features/search/search-palette'
import { useRegisterAppCommands, useWorkspaceCommands } from '../use-app-commands'
import { useShortcutsDialog } from './shortcuts-dialog-store'
import { useShortcutDispatch } from './use-shortcut-dispatch'

const KeyboardShortcutsDialog = lazyWithPreload(() => import('./keyboard-shortcuts-dialog'))

/** The dialog's code could not be downloaded: it does not open, and says so. */
function couldNotOpenShortcuts() {
  useShortcutsDialog.setState({ open: false })
  toastCouldNotOpen('Keyboard shortcuts')
}

/**
 * The app's commands, in one module the shell loads after its first render: registers them
 * (with the workspace switches and the search providers), dispatches their shortcuts, and shows
 * the search palette (which only a command opens) and 'Keyboard shortcuts' (its code loads the
 * first time it opens; rendered only once it is here, so a failed download is a toast, and the
 * next opening fetches it again). Commands and their key handler arrive together, so a registered
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
  const open = useShortcutsDialog((state) => state.open)
  // Only an opening fetches the code: once it is here, the dialog has been asked for.
  const ready = useLoadedWhen(KeyboardShortcutsDialog, open, couldNotOpenShortcuts)
  return (
    <>
      <SearchPalette />
      {ready && <KeyboardShortcutsDialog />}
    </>
  )
}
