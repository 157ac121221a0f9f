import { checkInWorker, snapshotInWorker } from './persistence/in-worker'

// The check of a workspace's stored log after a start from rows, which never decodes it on the
// page (`start-from-rows.ts`): in a worker, or left to the document's owner when it decodes.

/** How long after a start from rows its stored document is checked in a worker. */
const CHECK_AFTER_MS = 1_000

/** What `checkInBackground` runs in workers (`in-worker.ts`; null without module workers). */
export interface BackgroundChecks {
  check: typeof checkInWorker
  snapshot: typeof snapshotInWorker
}

const IN_WORKERS: BackgroundChecks = { check: checkInWorker, snapshot: snapshotInWorker }

/** Whether the page asked the document's owner for the document, and when it does. */
export interface OwnerAsked {
  asked(): boolean
  /** Calls `listener` when the page asks the owner (once); returns the function that stops. */
  subscribe(listener: () => void): () => void
}

const NOT_ASKED: OwnerAsked = { asked: () => false, subscribe: () => () => {} }

/**
 * After a start from rows, decodes the stored document in a worker (`checkInWorker`), so that a
 * log that cannot be read is found as decoding it on the page would find it: `onUnreadable`
 * then. Measures `hearth:doc-worker-loaded` (or marks `hearth:doc-check-skipped` when the log
 * is as a check found it readable before). The worker also takes today's snapshot when there
 * is none yet (`onSnapshot`). Returns the function that stops it.
 *
 * When the page asks the document's owner for the document (a write, a note's text bound)
 * before the check or while it runs, the owner's decoding is the check: a log it cannot read
 * reaches the page as the owner's problem, and its row index builds rows that lag the log again.
 * The check is not begun, or is given up (its worker ended), only today's snapshot is taken in a
 * worker, if none is yet (which reads the log only then), and `hearth:doc-check-by-owner` is
 * marked: the whole log is not decoded a second time, on the other core, while the owner decodes
 * it and a note's keys are typed (0.75 s at Extra large).
 */
export function checkInBackground(
  name: string,
  onUnreadable: () => void,
  /** Today's snapshot was taken from the document the worker decoded. */
  onSnapshot: () => void = () => {},
  owner: OwnerAsked = NOT_ASKED,
  { check, snapshot }: BackgroundChecks = IN_WORKERS,
): () => void {
  if (!check) return () => {}
  const stop = new AbortController()
  const warn = (error: unknown) => {
    if (!stop.signal.aborted) console.warn('Hearth could not check its stored document', error)
  }
  const byOwner = () => {
    performance.mark('hearth:doc-check-by-owner')
    snapshot?.(name, stop.signal).then((taken) => taken.snapshot && onSnapshot(), warn)
  }
  let unsubscribe = () => {}
  const timer = setTimeout(() => {
    const started = performance.now()
    if (owner.asked()) return byOwner()
    const checking = new AbortController()
    const ended = () => checking.abort()
    stop.signal.addEventListener('abort', ended)
    unsubscribe = owner.subscribe(() => {
      unsubscribe()
      checking.abort()
      byOwner()
    })
    check(name, checking.signal)
      .then(
        ({ unreadable, skipped, snapshot: taken, repaired }) => {
          if (taken) onSnapshot()
          // Rows found behind the log were built again: the page reads them again as told.
          if (repaired) performance.mark('hearth:rows-repaired')
          // Unchanged since a check found it readable, the log was not read again.
          if (skipped) performance.mark('hearth:doc-check-skipped')
          else performance.measure('hearth:doc-worker-loaded', { start: started })
          if (unreadable) onUnreadable()
        },
        (error: unknown) => {
          // Given up for the owner's decoding, or the workspace closed: nothing to say.
          if (!checking.signal.aborted) warn(error)
        },
      )
      .finally(() => {
        unsubscribe()
        stop.signal.removeEventListener('abort', ended)
      })
  }, CHECK_AFTER_MS)
  return () => {
    clearTimeout(timer)
    unsubscribe()
    stop.abort()
  }
}
