import { toast } from '@/components/ui/toast-store'

/**
 * Runs `open` once `component`'s code is there (at once when it was preloaded). When the code
 * cannot be downloaded (offline before the service worker has Hearth), says so in a toast
 * instead, and the page stays as it is.
 */
export function whenLoaded(
  component: { loaded: () => unknown; preload: () => Promise<void> },
  what: string,
  open: () => void,
) {
  if (component.loaded()) return open()
  component.preload().then(open, () =>
    toast({
      kind: 'error',
      title: `Could not open ${what}`,
      message: 'Its code could not be downloaded. Check your connection and try again.',
    }),
  )
}
