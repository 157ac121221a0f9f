import { useLayoutEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AppErrorScreen } from './error-screens/app-error-screen'
import { createAppRouter } from './router'

/** The app: providers around the hash router; failures outside the router show the app error screen. */
export function App() {
  const [router] = useState(createAppRouter)
  // RouterProvider takes the router's state as it renders and hears of changes once mounted. A
  // change in between (an address typed, or Back, while the app starts: the first render is a
  // transition, in slices) would be lost, the page showing the old address: it mounts again.
  const rendered = router.state.location
  const [mounts, setMounts] = useState(0)
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the router is the external system; this runs again only in that race
    if (router.state.location !== rendered) setMounts((n) => n + 1)
  }, [router, rendered])
  return (
    <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
      <TooltipProvider>
        <RouterProvider key={mounts} router={router} />
      </TooltipProvider>
    </ErrorBoundary>
  )
}
