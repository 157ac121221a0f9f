// @vitest-environment jsdom
// (Markdown and CodeMirror need a faithful HTML parser and selection: jsdom, not happy-dom.)
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EditorView } from '@codemirror/view'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import NoteEditor from './note-editor'
import type { LinkSource } from './editor/link-menu'

const NO_LINKS: LinkSource = { notes: () => [], search: async () => [], paste: () => null }

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

let workspace: Workspace
let view: EditorView | null = null
let id = ''
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`note-editor-${n++}`)
  id = workspace.repository('notes').create({ title: 'T', body: 'hello world' }).id
  render(
    <WithWorkspace workspace={workspace}>
      <TooltipProvider>
        <NoteEditor
          noteId={id}
          title="T"
          links={NO_LINKS}
          readOnly={false}
          onView={(next) => (view = next)}
        />
      </TooltipProvider>
    </WithWorkspace>,
  )
})
afterEach(async () => {
  await workspace.close()
})

const stored = () => workspace.store('notes').get(id)!.body
const select = (from: number, to: number) =>
  act(() => view!.dispatch({ selection: { anchor: from, head: to } }))

describe('note editor', () => {
  it('is a textbox named Note body holding the stored text', () => {
    expect(screen.getByRole('textbox', { name: 'Note body' })).toHaveTextContent('hello world')
  })

  it('is in the tab order by its tabindex, so its scroller counts as keyboard-reachable', () => {
    // axe's scrollable-region-focusable counts a tabindex or a native control, not contenteditable.
    expect(screen.getByRole('textbox', { name: 'Note body' })).toHaveAttribute('tabindex', '0')
  })

  it('edits go straight into the stored note', () => {
    act(() => view!.dispatch({ changes: { from: 11, insert: '!' } }))
    expect(stored()).toBe('hello world!')
  })

  it('has a toolbar whose buttons format the selection, and toggle back', async () => {
    const user = userEvent.setup()
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const button = (name: string) => within(toolbar).getByRole('button', { name })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Heading', 'Bulleted list', 'Checklist', 'Link', 'Inline code'])
    expect(button('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B')

    select(0, 5)
    await user.click(button('Bold'))
    expect(stored()).toBe('**hello** world')
    await user.click(button('Bold'))
    expect(stored()).toBe('hello world')

    select(6, 11)
    await user.click(button('Italic'))
    expect(stored()).toBe('hello _world_')
    select(0, 0)
    await user.click(button('Inline code'))
    expect(stored()).toBe('``hello _world_')
    act(() => view!.dispatch({ changes: { from: 0, to: 2 } }))

    await user.click(button('Heading'))
    expect(stored()).toBe('## hello _world_')
    await user.click(button('Bulleted list'))
    expect(stored()).toBe('- hello _world_')
    await user.click(button('Checklist'))
    expect(stored()).toBe('- [ ] hello _world_')
    await user.click(button('Checklist'))
    expect(stored()).toBe('hello _world_')

    select(0, 5)
    await user.click(button('Link'))
    expect(stored()).toBe('[hello](https://) _world_')
    expect(
      view!.state.sliceDoc(view!.state.selection.main.from, view!.state.selection.main.to),
    ).toBe('https://')
  })

  it('moves between toolbar buttons with the arrow keys, one tab stop', async () => {
    const user = userEvent.setup()
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole(
      'button',
    )
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1)
    act(() => buttons[0]!.focus())
    await user.keyboard('{ArrowRight}')
    expect(buttons[1]).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(buttons.at(-1)).toHaveFocus()
  })
})

describe('Make a todo', () => {
  it('makes todos of the lines selected, in the list chosen, each linked back, and links the lines to them', async () => {
    const user = userEvent.setup()
    const list = workspace.repository('todoLists').create({ title: 'Errands' })
    act(() =>
      view!.dispatch({
        changes: {
          from: 0,
          to: view!.state.doc.length,
          insert: '# Plan\n- [ ] Call Bob\n- Buy milk\n',
        },
      }),
    )
    select(8, 28)
    await user.click(screen.getByRole('button', { name: 'Make a todo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Make 2 todos' })
    expect(
      within(within(dialog).getByRole('list', { name: 'Todos to make' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Call Bob', 'Buy milk'])
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'List' }), 'Errands')
    await user.click(within(dialog).getByRole('button', { name: 'Make 2 todos' }))

    const todos = workspace.store('todos').getAll()
    expect(todos.map((todo) => [todo.title, todo.listId, todo.notes])).toEqual([
      ['Call Bob', list.id, `From [T](hearth:${id})`],
      ['Buy milk', list.id, `From [T](hearth:${id})`],
    ])
    expect(stored()).toBe(
      `# Plan\n- [Call Bob](hearth:${todos[0]!.id})\n- [Buy milk](hearth:${todos[1]!.id})\n`,
    )
  })

  it('says what to do when the caret is on an empty line', async () => {
    const user = userEvent.setup()
    act(() => view!.dispatch({ changes: { from: 11, insert: '\n\n' } }))
    select(13, 13)
    await user.click(screen.getByRole('button', { name: 'Make a todo' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(workspace.store('todos').getAll()).toEqual([])
  })
})
