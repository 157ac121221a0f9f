import { registerSW } from 'virtual:pwa-register'
import { toast } from '@/components/ui/toast-store'

/** How often an open Hearth asks the server whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000

export const UPDATE_READY = 'A new version of Hearth is ready'

/**
 * Registers the service worker that keeps Hearth working offline, and offers a new version
 * when one is installed: a toast 'A new version of Hearth is ready' with 'Reload'. Hearth never
 * reloads by itself: not while something is typed or unsaved, and not when another tab took
 * the update (this tab's code is then older than the worker's; it offers 'Reload' too).
 */
export function startUpdates() {
  if (!('serviceWorker' in navigator)) return
  let reloading = false

  const offer = () =>
    toast({
      title: UPDATE_READY,
      message: 'It takes effect when Hearth reloads.',
      duration: 0,
      group: 'app-update',
      action: { label: 'Reload', onClick: () => void reloadIntoNewVersion() },
    })

  /** Lets the waiting version take over (as soon as it has), then reloads this tab. */
  async function reloadIntoNewVersion() {
    reloading = true
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting
    if (waiting) {
      await new Promise<void>((done) => {
        waiting.addEventListener('statechange', () => {
          if (waiting.state === 'activated') done()
        })
        waiting.postMessage({ type: 'SKIP_WAITING' })
        setTimeout(done, 3000)
      })
    }
    window.location.reload()
  }

  registerSW({
    onNeedRefresh: offer,
    // Another tab let the new version take over: this tab's code is now the older one. It
    // keeps working (and offers 'Reload'), it is never reloaded from under the user.
    onNeedReload: () => {
      if (!reloading) offer()
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => {})
      }
      setInterval(check, CHECK_EVERY_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
  })
}
