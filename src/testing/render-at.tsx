import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { ConfirmHost } from '@/components/ui/confirm'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { WithWorkspace } from './test-workspace'

/** Renders `element` as the route `path` at the address `at`, with the workspace, as the app does. */
export function renderAt(workspace: Workspace, path: string, element: ReactNode, at: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
  return router
}

/**
 * Renders `routes` at the address `at`, with the workspace, the toasts and the confirmation
 * dialogs, as the app does; returns the router (where a screen navigated to).
 */
export function renderRoutes(workspace: Workspace, routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  render(
    <WithWorkspace workspace={workspace}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
      <Toaster />
      <ConfirmHost />
    </WithWorkspace>,
  )
  return router
}
