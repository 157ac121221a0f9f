/**
 * A way for any part of Hearth to put a notice in the notification centre without importing
 * it: `app/` provides the centre's own `notify` at start (features never import each other).
 */
export interface UserNotice {
  kind: 'info' | 'success' | 'warn' | 'error'
  title: string
  message: string
  /** A notice with the id of one already listed is not added again. */
  id?: string
}

type Notifier = (notice: UserNotice) => void

let notifier: Notifier | null = null

/** Sets where notices go; returns a function that takes it back. */
export function provideNotifier(next: Notifier): () => void {
  notifier = next
  return () => {
    if (notifier === next) notifier = null
  }
}

/** Adds a notice to the notification centre (dropped when nothing provides one, as in tests). */
export function notifyUser(notice: UserNotice): void {
  notifier?.(notice)
}
