import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { firstScreenShown } from '@/lib/first-screen'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { PinnedLinks } from '../taskbar/taskbar'

// The commands, their key handler, the search palette and the 'Keyboard shortcuts' dialog load
// once the first screen is shown, so that none of their code comes before it: a shortcut
// pressed before is held by boot-keys.js (which shows the palette's and the dialog's frames at
// once) and acts once they are here. Should their code not download (offline before the service
// worker has Hearth), the app works on without them, and fetches it again when the browser is
// back online and at each navigation.
const CommandHost = lazyWithPreload(() => import('../shortcuts/command-host'), { optional: true })

/** Whether the first screen is shown (`firstScreenShown`): false on the first render. */
function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let live = true
    void firstScreenShown().then(() => live && setShown(true))
    return () => {
      live = false
    }
  }, [])
  return shown
}

/** Fetches the code of the shell's optional parts again at each navigation, until it is here. */
function useShellPartsAgain(hostWanted: boolean) {
  const { key } = useLocation()
  useEffect(() => {
    for (const part of hostWanted ? [CommandHost, PinnedLinks] : [PinnedLinks])
      if (!part.loaded()) void part.preload().catch(() => {})
  }, [key, hostWanted])
}

/** The shell's parts that can come after the first screen: the command host. */
export function ShellParts() {
  const shown = useFirstScreenShown()
  useShellPartsAgain(shown)
  return shown ? <CommandHost /> : null
}
