import { expect, it, vi } from 'vitest'
import { NOTES_COMMANDS } from './notes-commands'
import { useNotesUi } from './model/notes-ui-store'

// The workspace opens after the key is pressed: 'New note' waits for it.
let open!: (workspace: unknown) => void
vi.mock('@/data/workspaces', () => ({
  openedWorkspace: () => new Promise((resolve) => (open = resolve)),
}))

it("'New note' pressed before the workspace is open creates the note once it is, and opens it", async () => {
  const create = vi.fn(() => ({ id: 'note:new' }))
  const navigate = vi.fn()
  NOTES_COMMANDS.find((command) => command.id === 'notes:new')!.run({ navigate })
  await vi.waitFor(() => expect(open).toBeTypeOf('function'))
  expect(navigate).not.toHaveBeenCalled()
  open({ readOnly: false, repository: () => ({ create }) })
  await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/notes/note%3Anew'))
  expect(create).toHaveBeenCalledOnce()
  expect(useNotesUi.getState().focusTitle).toBe('note:new')
})
