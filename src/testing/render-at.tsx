import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
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
