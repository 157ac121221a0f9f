// @vitest-environment jsdom
// (Markdown and CodeMirror need a faithful HTML parser and selection: jsdom, not happy-dom.)
import { render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { readOptions, type OptionValues } from '@/lib/widget-options'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { NOTES_WIDGETS } from '../notes-widgets'
import { useNoteChoices } from './note-choices'
import NotesWidget from './notes-widget'
import type { NOTES_WIDGET_OPTIONS } from './notes-widget-options'

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`notes-widget-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

const spec = NOTES_WIDGETS[0]!.options
const stored = (id: string) => workspace.records('notes').find((note) => note.id === id)

function show(config: Record<string, unknown>, setOptions = vi.fn()) {
  const options = readOptions(spec, config) as OptionValues<typeof NOTES_WIDGET_OPTIONS>
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
  expect(readOptions(spec, {})).toEqual({ note: '', mode: 'rendered' })
})

it('offers the notes outside the Trash as choices, by title', () => {
  const notes = workspace.repository('notes')
  const plans = notes.create({ title: 'Plans' })
  const untitled = notes.create({ title: '' })
  notes.create({ title: 'Old', trashedAt: Date.now() })
  const { result } = renderHook(() => useNoteChoices(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
    ),
  })
  expect(result.current).toEqual([
    { value: plans.id, label: 'Plans' },
    { value: untitled.id, label: 'Untitled' },
  ])
})

it('shows a note rendered and sanitised, with a link to it', async () => {
  const notes = workspace.repository('notes')
  const recipes = notes.create({ title: 'Recipes' })
  const note = notes.create({
    title: 'Plans',
    body: [
      '# Week',
      '- **ship** it',
      '- [ ] call [[Recipes]]',
      '<img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
      '[bad](javascript:alert(1))',
    ].join('\n\n'),
  })
  show({ note: note.id })
  expect(await screen.findByRole('heading', { name: 'Week' })).toBeInTheDocument()
  expect(screen.getByText('Plans')).toBeInTheDocument()
  expect(screen.getByText('ship').tagName).toBe('STRONG')
  expect(document.querySelector('script')).toBeNull()
  expect(document.querySelector('[onerror]')).toBeNull()
  expect(document.querySelector('[href^="javascript"]')).toBeNull()
  expect((window as { __hacked?: number }).__hacked).toBeUndefined()
  // Ticking belongs to Notes: the task box shows its state but cannot be changed here.
  expect(screen.getByRole('checkbox', { name: 'Task 1' })).toBeDisabled()
  expect(screen.getByRole('link', { name: 'Recipes' })).toHaveAttribute(
    'href',
    `#/notes/${encodeURIComponent(recipes.id)}`,
  )
  expect(screen.getByRole('link', { name: 'Open in Notes' })).toHaveAttribute(
    'href',
    `/notes/${encodeURIComponent(note.id)}`,
  )
})

it('follows the note when it changes elsewhere', async () => {
  const note = workspace.repository('notes').create({ title: 'Plans', body: 'before' })
  show({ note: note.id })
  expect(await screen.findByText('before')).toBeInTheDocument()
  workspace.repository('notes').update(note.id, { title: 'Later', body: 'after' })
  expect(await screen.findByText('after')).toBeInTheDocument()
  expect(screen.getByText('Later')).toBeInTheDocument()
})

it('starts a scratchpad note when none is chosen', async () => {
  const user = userEvent.setup()
  const setOptions = show({})
  expect(screen.getByText('No note chosen')).toBeInTheDocument()
  expect(screen.getByText(/Choose a note in Widget settings/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'New scratchpad note' }))
  const created = workspace.records('notes')
  expect(created).toHaveLength(1)
  expect(created[0]!.title).toBe('Scratchpad')
  expect(setOptions).toHaveBeenCalledWith({ note: created[0]!.id, mode: 'scratchpad' })
})

it('says when the note is gone or in the Trash, and offers a new one', async () => {
  const user = userEvent.setup()
  const setOptions = show({ note: 'note:gone', mode: 'scratchpad' })
  expect(screen.getByText('Note not found')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'New scratchpad note' }))
  const created = workspace.records('notes').find((note) => note.title === 'Scratchpad')!
  expect(setOptions).toHaveBeenCalledWith({ note: created.id, mode: 'scratchpad' })
})

it('treats a note in the Trash as not there', () => {
  const note = workspace.repository('notes').create({ title: 'Old', trashedAt: Date.now() })
  show({ note: note.id })
  expect(screen.getByText('This note is in Trash')).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Open in Notes' })).toBeNull()
})

it('edits the note’s own text as a scratchpad', async () => {
  const user = userEvent.setup()
  const note = workspace.repository('notes').create({ title: 'Scratch', body: 'first line' })
  show({ note: note.id, mode: 'scratchpad' })
  const editor = await screen.findByRole('textbox', { name: 'Note body' }, { timeout: 3000 })
  expect(editor).toHaveTextContent('first line')
  expect(editor).toHaveAttribute('contenteditable', 'true')
  await user.click(within(editor).getByText('first line'))
  await user.keyboard('{End} and more')
  await vi.waitFor(() => expect(stored(note.id)!.body).toBe('first line and more'))
  expect(screen.getByRole('link', { name: 'Open in Notes' })).toBeInTheDocument()
})

it('shows what another tab types into the scratchpad’s note', async () => {
  const note = workspace.repository('notes').create({ title: 'Scratch', body: 'one' })
  show({ note: note.id, mode: 'scratchpad' })
  const editor = await screen.findByRole('textbox', { name: 'Note body' }, { timeout: 3000 })
  workspace.repository('notes').update(note.id, { body: 'one two' })
  await vi.waitFor(() => expect(editor).toHaveTextContent('one two'))
})
