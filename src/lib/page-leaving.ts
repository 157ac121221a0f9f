/**
 * Whether the page may go away without another event: it is hidden (a phone may kill a hidden
 * tab), or `pagehide` has begun (a reload, a close). Set in the capture of `pagehide`, before any
 * other listener runs, and cleared by `pageshow` (back from the back-forward cache). A write made
 * meanwhile (a field's `pagehide` saving what waited) must be journaled at once: the listeners
 * that journal may have run before it.
 */
let leaving = false

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('pagehide', () => (leaving = true), { capture: true })
  window.addEventListener('pageshow', () => (leaving = false))
}

export const pageLeaving = (): boolean =>
  leaving || (typeof document !== 'undefined' && document.visibilityState === 'hidden')
