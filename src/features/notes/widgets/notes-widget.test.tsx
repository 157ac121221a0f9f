import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { readOptions } from '@/lib/widget-options'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { NOTES_WIDGETS } from '../notes-widgets'
import NotesWidget from './notes-widget'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`notes-widget-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

const spec = NOTES_WIDGETS[0]!.options
function show(config: Record<string, unknown>, setOptions = vi.fn()) {
  const options = readOptions(spec, config) as Parameters<typeof NotesWidget>[0]['options']
  const router = createMemoryRouter([
    { path: '/', element: <NotesWidget id="w" options={options} setOptions={setOptions} /> },
  ])
  render(
    <WithWorkspace workspace={workspace}>
      <RouterProvider router={router} />
    </WithWorkspace>,
  )
  return setOptions
}

it('reads a garbage config as its defaults', () => {
  expect(readOptions(spec, { note: 5, mode: 'loud' })).toEqual({ note: '', mode: 'rendered' })
})

it('shows a note rendered and sanitised, with a link to it', async () => {
  const note = workspace.repository('notes').create({
    title: 'Plans',
    body: '# Week\n\n- **ship** it\n\n<img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
  })
  show({ note: note.id })
  expect(await screen.findByRole('heading', { name: 'Week' })).toBeInTheDocument()
  expect(screen.getByText('ship').tagName).toBe('STRONG')
  expect(document.querySelector('script')).toBeNull()
  expect(document.querySelector('[onerror]')).toBeNull()
  expect((window as { __hacked?: number }).__hacked).toBeUndefined()
  expect(screen.getByRole('link', { name: 'Open in Notes' })).toHaveAttribute(
    'href',
    `/notes/${encodeURIComponent(note.id)}`,
  )
})

it('offers a new scratchpad note when none is chosen or the note is gone', async () => {
  const user = userEvent.setup()
  const setOptions = show({ note: 'note:gone' })
  expect(screen.getByText('This note is gone')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'New scratchpad note' }))
  const created = workspace.records('notes').find((note) => note.title === 'Scratchpad')!
  expect(setOptions).toHaveBeenCalledWith({ note: created.id, mode: 'scratchpad' })
})

it('edits the note’s own text as a scratchpad', async () => {
  const note = workspace.repository('notes').create({ title: 'Scratch', body: 'first line' })
  show({ note: note.id, mode: 'scratchpad' })
  const editor = await screen.findByRole('textbox', {}, { timeout: 3000 })
  expect(editor).toHaveTextContent('first line')
  expect(screen.getByRole('link', { name: 'Open in Notes' })).toBeInTheDocument()
})
