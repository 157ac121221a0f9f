import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { confirm } from '@/components/ui/confirm'
import { useHasUnsavedChanges } from '@/hooks/use-unsaved-changes'

export const UNSAVED_TITLE = 'Unsaved changes'
export const UNSAVED_TEXT =
  'There are unsaved changes present, are you sure you want to leave without saving?'

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
    void confirm({
      title: UNSAVED_TITLE,
      description: UNSAVED_TEXT,
      confirmLabel: 'Continue',
      cancelLabel: 'Cancel',
    }).then((leave) => {
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
