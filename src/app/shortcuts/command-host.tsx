import { useEffect } from 'react'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { toastCouldNotOpen } from '@/components/ui/toast-store'
import { dropBootFrame } from '@/lib/boot-keys'
import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { SearchPalette } from '@/features/search/search-palette'
import { useRegisterAppCommands, useUndoCommands, useWorkspaceCommands } from '../use-app-commands'
import { useShortcutsDialog } from './shortcuts-dialog-store'
import { useShortcutDispatch } from './use-shortcut-dispatch'
import { useBootKeys } from './use-boot-keys'

const KeyboardShortcutsDialog = lazyWithPreload(() => import('./keyboard-shortcuts-dialog'))

const closeShortcuts = () => useShortcutsDialog.setState({ open: false })

/** The dialog's code could not be downloaded: it does not open, and says so. */
function couldNotOpenShortcuts() {
  useShortcutsDialog.setState({ open: false })
  dropBootFrame('dialog')
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
  useUndoCommands()
  // After the commands are registered: the keys pressed before they were.
  useBootKeys()
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
      {/* Its frame at once, until its code is here. */}
      {open && !ready && (
        <DialogFrame title="Keyboard shortcuts" width="max-w-lg" onClose={closeShortcuts} />
      )}
    </>
  )
}
