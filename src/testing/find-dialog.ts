import { screen, waitFor, type ByRoleOptions, type waitForOptions } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * A dialog found by its role and name, once it takes pointer events: a modal Radix dialog turns
 * the page's pointer events off, then its own on, a render later, and a click in between (on a
 * busy machine) is refused by user-event and leaves the page inert for the next tests.
 */
export async function findDialog(options: ByRoleOptions, waiting?: waitForOptions) {
  const dialog = await screen.findByRole('dialog', options, waiting)
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }), waiting)
  return dialog
}
