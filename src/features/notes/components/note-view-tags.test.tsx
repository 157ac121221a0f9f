// @vitest-environment jsdom
// (The note's editor, CodeMirror, needs jsdom's selection.)
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { noteMeta } from '../model/note-selectors'
import { NoteView } from './note-view'

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`note-view-tags-${n++}`)
})
afterEach(() => workspace.close())

/**
 * A note as this tab shows it, while another tab has changed its tags to `elsewhere` and this
 * tab has not shown that yet.
 */
function showStale(tags: string[], elsewhere: string[]) {
  const note = workspace.repository('notes').create({ title: 'Trip', tags })
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <TooltipProvider>
          <NoteView note={noteMeta(note)!} />
        </TooltipProvider>
      </WithWorkspace>
    </MemoryRouter>,
  )
  workspace.repository('notes').update(note.id, { tags: elsewhere })
  return () => workspace.store('notes').get(note.id)!.tags
}

it('keeps a tag another tab added when a tag is removed here', () => {
  const tags = showStale(['travel', 'draft'], ['travel', 'draft', 'italy'])
  fireEvent.click(screen.getByRole('button', { name: 'Remove tag draft' }))
  expect(tags()).toEqual(['travel', 'italy'])
})

it('keeps a tag another tab removed out when a tag is added here', async () => {
  const tags = showStale(['travel', 'draft'], ['travel'])
  const user = userEvent.setup()
  const list = screen.getByRole('list', { name: 'Tags' })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['#travel', '#draft'])
  await user.type(screen.getByRole('combobox', { name: 'Add tag' }), 'italy{Enter}')
  expect(tags()).toEqual(['travel', 'italy'])
})
