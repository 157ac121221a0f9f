import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { noteMeta } from '../model/note-selectors'
import { NoteHeader } from './note-header'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`note-header-${n++}`)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  clearToasts()
  await workspace.close()
})

it("copies the note's address, read-only too", async () => {
  const note = workspace.repository('notes').create({ title: 'Weekly review' })
  const user = userEvent.setup()
  const writeText = vi.fn(() => Promise.resolve())
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  const none = () => {}
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <TooltipProvider>
          <NoteHeader
            note={noteMeta(note)!}
            readOnly
            preview={false}
            fullscreen={false}
            onTitle={none}
            onTogglePreview={none}
            onToggleFullscreen={none}
            onTogglePin={none}
            onDelete={none}
          />
          <Toaster />
        </TooltipProvider>
      </WithWorkspace>
    </MemoryRouter>,
  )
  await user.click(screen.getByRole('button', { name: 'Copy link' }))
  expect(await screen.findByText('Link copied')).toBeInTheDocument()
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(`#/go/${note.id}$`))
})
