// @vitest-environment jsdom
// (CodeMirror needs a faithful selection: jsdom, not happy-dom.)
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import NotesWidget from './notes-widget'

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

// Offline before the service worker has Hearth, the editor's code cannot be downloaded; back
// online, it can. (A file of its own: once the code has come, it stays.)
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('./scratchpad-editor', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('notes-widget-offline')
})
afterEach(async () => {
  await workspace.close()
})

/** As the Overview shows a widget: a failure in its place, and 'Reload widget' to try again. */
function Widget({ noteId }: { noteId: string }) {
  const [attempt, setAttempt] = useState(0)
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          Reload widget
        </button>
      )}
    >
      <NotesWidget id="w" options={{ note: noteId, mode: 'scratchpad' }} setOptions={vi.fn()} />
    </ErrorBoundary>
  )
}

it("a scratchpad whose editor's code cannot be downloaded gets it on 'Reload widget'", async () => {
  const user = userEvent.setup()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const note = workspace.repository('notes').create({ title: 'Scratch', body: 'first line' })
  const router = createMemoryRouter([{ path: '/', element: <Widget noteId={note.id} /> }])
  render(
    <WithWorkspace workspace={workspace}>
      <RouterProvider router={router} />
    </WithWorkspace>,
  )
  const reload = await screen.findByRole('button', { name: 'Reload widget' })
  network.down = false
  await user.click(reload)
  const editor = await screen.findByRole('textbox', { name: 'Note body' }, { timeout: 5000 })
  expect(editor).toHaveTextContent('first line')
})
