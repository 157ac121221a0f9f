import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AppErrorScreen } from './error-screens/app-error-screen'
import { createAppRouter } from './router'

/** The app: providers around the hash router; failures outside the router show the app error screen. */
export function App() {
  const [router] = useState(createAppRouter)
  return (
    <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </ErrorBoundary>
  )
}
