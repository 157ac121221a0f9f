import { useEffect, useRef } from 'react'
import { useBlocker, useLocation, useNavigate } from 'react-router'
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

/** What to do with a navigation the router did not make; true when it was taken care of. */
let onForeignPop: ((event: PopStateEvent) => boolean) | null = null

let guarding = false

/**
 * Lets the guard see every history step before the router does. Call before the router is
 * created: of two listeners on the window, the one added first runs first, and the router adds
 * its own when it is created.
 */
export function guardForeignNavigations() {
  if (guarding) return
  guarding = true
  window.addEventListener('popstate', (event) => {
    if (onForeignPop?.(event)) event.stopImmediatePropagation()
  })
}

/** Whether a history entry is one the router made (it keeps its place in the history there). */
const routerEntry = (state: unknown) =>
  !!state && typeof state === 'object' && typeof (state as { idx?: unknown }).idx === 'number'

/**
 * While any screen has unsaved changes: arms the browser's leave-page prompt and asks
 * before every in-app navigation. One blocker serves every screen.
 */
export function NavigationGuard() {
  const armed = useHasUnsavedChanges()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // Set once 'Continue' was chosen for an address from outside, so the router lets it through.
  const leaving = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      armed && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!armed) {
      leaving.current = false
      return
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [armed])

  // An address the router did not make: another one typed over this page's, or a link to
  // '#/…' from outside the app. The router cannot hold such a navigation back (it would leave,
  // and the edits with it), so it never sees it: the address goes back to this page's, and
  // 'Continue' then goes where it led.
  useEffect(() => {
    if (!armed) return
    onForeignPop = (event) => {
      if (routerEntry(event.state)) return false
      const target = window.location.hash.slice(1) || '/'
      if (target.split(/[?#]/)[0] === pathname) return false
      window.history.back()
      void askToLeave().then((leave) => {
        if (!leave) return
        leaving.current = true
        void navigate(target)
      })
      return true
    }
    return () => {
      onForeignPop = null
    }
  }, [armed, navigate, pathname])

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
