import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import {
  adoptFirstView,
  isFirstViewHeld,
  onFirstViewReleased,
  releaseFirstView,
} from '@/lib/first-view'

/**
 * Holds the Overview's cached first view (painted by boot.js with the boot shell) over the
 * content area while the workspace opens and the widgets load, so the start page shows the
 * user's widgets from the first frame. The Overview takes it away once its own widgets have
 * their content; leaving the Overview, any input, or 10 s take it away too.
 */
export function FirstViewOverlay() {
  const held = useSyncExternalStore(onFirstViewReleased, isFirstViewHeld, () => false)
  const onOverview = useLocation().pathname === '/'
  const ref = useRef<HTMLDivElement>(null)
  // Adopted in the commit that replaces the boot shell, before the browser paints again.
  useLayoutEffect(() => (ref.current ? adoptFirstView(ref.current) : undefined), [])
  useLayoutEffect(() => {
    if (!onOverview) releaseFirstView()
  }, [onOverview])
  if (!held) return null
  return <div ref={ref} className="absolute inset-0 z-10 overflow-hidden bg-bg" />
}
