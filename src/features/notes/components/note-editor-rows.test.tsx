// @vitest-environment jsdom
// (Markdown and CodeMirror need a faithful HTML parser and selection: jsdom, not happy-dom.)
import type { EditorView } from '@codemirror/view'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import { useRecordSelect } from '@/data/hooks'
import { Workspace } from '@/data/workspace'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { bootWithLog } from '@/testing/rows-start'
import { settleRows, WithWorkspace } from '@/testing/test-workspace'
import NoteEditor from './note-editor'
import type * as Toolbar from './editor/editor-toolbar'
import type { LinkSource } from './editor/link-menu'
import { noteBody } from '../model/note-selectors'

// The toolbar's renders, counted (it renders what the Notes editor shows above the text).
const toolbarRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./editor/editor-toolbar', async (actual) => {
  const module = await actual<typeof Toolbar>()
  return {
    ...module,
    EditorToolbar: (props: Parameters<typeof module.EditorToolbar>[0]) => {
      toolbarRenders.count++
      return module.EditorToolbar(props)
    },
  }
})

const NO_LINKS: LinkSource = { notes: () => [], search: async () => [], paste: () => null }

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

/**
 * A workspace stored with complete rows and one note whose body is `body`, opened again from its
 * rows (no document on the page), its document's owner in this thread.
 */
async function openNoteFromRows(name: string, body: string) {
  const first = await Workspace.open(name)
  const id = first.repository('notes').create({ title: 'T', body }).id
  await settleRows(first)
  await first.close()
  bootWithLog(name, 'left')
  const workspace = await Workspace.open(name, { documentPort: () => documentHostInThread() })
  return { id, workspace }
}

/** Note `id`'s editor (read-only or not), handing out its view, `beside` rendered after it. */
const editorOf =
  (
    workspace: Workspace,
    id: string,
    onView: (view: EditorView | null) => void = () => {},
    beside: ReactNode = null,
  ) =>
  (readOnly: boolean) => (
    <WithWorkspace workspace={workspace}>
      <TooltipProvider>
        <NoteEditor noteId={id} title="Note" links={NO_LINKS} readOnly={readOnly} onView={onView} />
        {beside}
      </TooltipProvider>
    </WithWorkspace>
  )

/**
 * Once the editor shows `text`, it takes the keyboard and binds to the copy of the text the
 * document's owner keeps (its load marked once more).
 */
async function focusToBind(text: string) {
  const body = screen.getByRole('textbox', { name: 'Note body' })
  await expect.poll(() => body.textContent).toBe(text)
  const loads = () => performance.getEntriesByName('hearth:doc-host-loaded').length
  const before = loads()
  body.focus()
  await expect.poll(loads).toBe(before + 1)
}

it('shows a note of a workspace turned read-only before its document was read', async () => {
  const { id, workspace } = await openNoteFromRows('note-rows-read-only', 'hello rows')
  // A newer Hearth took the workspace over in another tab, say.
  workspace.outdated()
  expect(workspace.readOnly).toBe(true)
  render(editorOf(workspace, id)(true))
  // Read-only, it shows the stored text without binding to it (which would need the document
  // at once, while its log is still to be read).
  const body = screen.getByRole('textbox', { name: 'Note body' })
  await expect.poll(() => body.textContent).toBe('hello rows')
  await workspace.close()
})

it('binds to the owner’s copy of the text, and an editor made again (read-only) still shows it', async () => {
  const { id, workspace } = await openNoteFromRows('note-rows-owner', 'hello owner')
  const editor = editorOf(workspace, id)
  const { rerender } = render(editor(false))
  // Taking the keyboard binds it, to the copy the owner keeps: the page decodes nothing.
  await focusToBind('hello owner')
  expect(workspace.hasDoc).toBe(false)
  // Turned read-only, the editor is made again from the stored text, not left empty.
  workspace.outdated()
  rerender(editor(true))
  const again = screen.getByRole('textbox', { name: 'Note body' })
  await expect.poll(() => again.textContent).toBe('hello owner')
  await workspace.close()
})

it('typing in a note bound to the owner’s copy renders the editor’s toolbar no more', async () => {
  const { id, workspace } = await openNoteFromRows('note-rows-keys', 'hello keys')
  let view: EditorView | null = null
  function Stored() {
    return <output aria-label="Stored">{useRecordSelect('notes', id, noteBody)}</output>
  }
  const editor = editorOf(workspace, id, (made) => (view = made), <Stored />)
  const { rerender } = render(editor(false))
  await focusToBind('hello keys')
  const rendered = toolbarRenders.count
  for (const key of ' typed') {
    act(() => {
      const at = view!.state.doc.length
      view!.dispatch({ changes: { from: at, insert: key }, userEvent: 'input.type' })
    })
  }
  // Each key is stored, and shown from the store beside the editor…
  await expect
    .poll(() => screen.getByRole('status', { name: 'Stored' }).textContent)
    .toBe('hello keys typed')
  // …while the editor's toolbar (and its buttons' tooltips) did not render again.
  expect(toolbarRenders.count).toBe(rendered)
  // An editor made again (read-only) starts from the text as stored now.
  workspace.outdated()
  rerender(editor(true))
  const again = screen.getByRole('textbox', { name: 'Note body' })
  await expect.poll(() => again.textContent).toBe('hello keys typed')
  await workspace.close()
})
