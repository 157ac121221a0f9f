import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { confirm } from '@/components/ui/confirm'
import { useHasUnsavedChanges } from '@/hooks/use-unsaved-changes'

export const UNSAVED_TITLE = 'Unsaved changes'
export const UNSAVED_TEXT =
  'There are unsaved changes present, are you sure you want to leave without saving?'

const askToLeave = () =>
  confirm({
    title: UNSAVED_TITLE,
    description: UNSAVED_TEXT,
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  })

let guarding = false

/** The router's place (`idx`) of the history entry on show, as last seen. */
let shownIdx = 0

/** Whether a history entry is one the router made (it keeps its place in the history there). */
const routerEntry = (state: unknown): state is { idx: number } =>
  !!state && typeof state === 'object' && typeof (state as { idx?: unknown }).idx === 'number'

/**
 * Gives an address the router did not make (typed in the address bar, a link to '#/…' from
 * outside the app) the router's bookkeeping before the router sees it. Such an entry is new,
 * right after the one on show; with its place known the router sees a step forward, which its
 * blocker can hold back and ask about like any other (without it, the router could not, and
 * the leave guard's edits were lost with a warning that it 'fails silently'). Call before the
 * router is created: of two listeners on the window, the one added first runs first.
 */
export function guardForeignNavigations() {
  if (guarding) return
  guarding = true
  if (routerEntry(window.history.state)) shownIdx = window.history.state.idx
  window.addEventListener('popstate', () => {
    const state: unknown = window.history.state
    if (routerEntry(state)) {
      shownIdx = state.idx
      return
    }
    shownIdx += 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.replaceState({ usr: null, key, idx: shownIdx }, '')
  })
}

/** Keeps up with the entries the router makes itself (it moves without a history event). */
export function followRouterEntries(router: { subscribe: (listener: () => void) => unknown }) {
  router.subscribe(() => {
    const state: unknown = window.history.state
    if (routerEntry(state)) shownIdx = state.idx
  })
}

/**
 * While any screen has unsaved changes: arms the browser's leave-page prompt and asks
 * before every in-app navigation. One blocker serves every screen.
 */
export function NavigationGuard() {
  const armed = useHasUnsavedChanges()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      armed && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!armed) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [armed])

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let active = true
    void askToLeave().then((leave) => {
      if (!active) return
      if (leave) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      active = false
    }
  }, [blocker])

  return null
}
