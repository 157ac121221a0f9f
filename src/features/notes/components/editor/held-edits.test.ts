// @vitest-environment jsdom
import { Compartment, EditorState, type Extension } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { afterEach, describe, expect, it } from 'vitest'
import { HeldEdits } from './held-edits'
import { linkMenu } from './link-menu'

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

const views: EditorView[] = []
afterEach(() => views.splice(0).forEach((view) => view.destroy()))

/** An editor showing `text` whose updates go to `held`, as the note editor's do before binding. */
function editor(text: string, held: HeldEdits, more: Extension = []) {
  const view = new EditorView({
    parent: document.body,
    state: EditorState.create({
      doc: text,
      extensions: [EditorView.updateListener.of((update) => held.add(update)), more],
    }),
  })
  views.push(view)
  return view
}

const type = (view: EditorView, at: number, insert: string) =>
  view.dispatch({
    changes: { from: at, insert },
    selection: { anchor: at + insert.length },
    userEvent: 'input.type',
  })

/** An editor whose `[[` offers two notes, its edits held as before binding. */
function withTwoNotesOffered(text: string) {
  const held = new HeldEdits()
  const notes = [
    { id: 'note:r', kind: 'note' as const, title: 'Recipes', detail: 'Note' },
    { id: 'note:l', kind: 'note' as const, title: 'Reading', detail: 'Note' },
  ]
  const menu = linkMenu({ notes: () => notes, search: async () => [], paste: () => null })
  return { held, view: editor(text, held, menu) }
}

const press = (view: EditorView, key: string) =>
  view.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
const chosen = () => document.querySelector('[role="option"][aria-selected="true"]')?.textContent

describe('edits held while a note editor binds', () => {
  it('keeps nothing until the user edits: the row’s text may follow meanwhile', () => {
    const held = new HeldEdits()
    const view = editor('Draft', held)
    view.dispatch({ changes: { from: 0, to: 5, insert: 'Draft from another tab' } })
    expect(held.any).toBe(false)
    let attached = false
    held.replay(view, 'Draft from another tab', () => (attached = true))
    expect(attached).toBe(true)
    expect(view.state.doc.toString()).toBe('Draft from another tab')
  })

  it('types what was held again after binding, as the user’s, where the user typed it', () => {
    const held = new HeldEdits()
    const binding = new Compartment()
    const view = editor('Hello world', held, binding.of([]))
    type(view, 11, '!')
    type(view, 5, ',')
    view.dispatch({}) // an update without changes adds nothing
    expect(held.any).toBe(true)
    expect(view.state.doc.toString()).toBe('Hello, world!')
    // What the binding hears once attached: each change, and whether it is the user's.
    const heard: [string, boolean][] = []
    const listener = EditorView.updateListener.of((update) => {
      for (const tr of update.transactions)
        if (tr.docChanged) heard.push([tr.newDoc.toString(), tr.isUserEvent('input')])
    })
    held.replay(view, 'Hello world', () =>
      view.dispatch({ effects: binding.reconfigure(listener) }),
    )
    expect(view.state.doc.toString()).toBe('Hello, world!')
    expect(heard).toEqual([['Hello, world!', true]])
    expect(view.state.selection.main.head).toBe(6)
  })

  it('maps what was held over what changed in the shared text meanwhile', () => {
    const held = new HeldEdits()
    const view = editor('Buy milk', held)
    type(view, 8, ' today')
    // Another tab wrote 'oat ' before 'milk' in the stored text, which the row had not shown.
    held.replay(view, 'Buy oat milk', () => {})
    expect(view.state.doc.toString()).toBe('Buy oat milk today')
    expect(view.state.selection.main.head).toBe('Buy oat milk today'.length)
  })

  it('puts what was typed before what came at the same place, and keeps typing after it', () => {
    const held = new HeldEdits()
    const view = editor('', held)
    // Both tabs type into an empty note: this one's 'o' is held while another tab's 'a' comes.
    type(view, 0, 'o')
    held.replay(view, 'a', () => {})
    // Before it: the other tab goes on typing after its 'a', which then stays in one piece.
    expect(view.state.doc.toString()).toBe('oa')
    // The next key goes after the 'o', not before it nor into the other tab's text.
    expect(view.state.selection.main.head).toBe(1)
  })

  it('replays a `[[` typed while binding as typed: its list of links opens', () => {
    const held = new HeldEdits()
    const menu = linkMenu({
      notes: () => [{ id: 'note:r', kind: 'note', title: 'Recipes', detail: 'Note' }],
      search: async () => [],
      paste: () => null,
    })
    const view = editor('', held, menu)
    type(view, 0, '[')
    type(view, 1, '[')
    // Binding shows the shared text first (here: what the row showed), then types `[[` again.
    held.replay(view, 'Draft', () => {})
    expect(view.state.doc.toString()).toBe('[[Draft')
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      'RecipesNote',
    ])
  })

  it('keeps the `[[` list’s option chosen while binding as the same `[[` is typed again', () => {
    const { held, view } = withTwoNotesOffered('Hi ')
    type(view, 3, '[[')
    press(view, 'ArrowDown')
    expect(chosen()).toBe('ReadingNote')
    // Nothing changed meanwhile: the same list, the same option chosen.
    held.replay(view, 'Hi ', () => {})
    expect(view.state.doc.toString()).toBe('Hi [[')
    expect(chosen()).toBe('ReadingNote')
    press(view, 'Enter')
    expect(view.state.doc.toString()).toBe('Hi [Reading](hearth:note:l)')
  })

  it('opens the `[[` list afresh where the text typed again lands, if it moved meanwhile', () => {
    const { held, view } = withTwoNotesOffered('Hi ')
    type(view, 3, '[[')
    press(view, 'ArrowDown')
    held.replay(view, 'Oh Hi ', () => {})
    expect(view.state.doc.toString()).toBe('Oh Hi [[')
    expect(chosen()).toBe('RecipesNote')
    press(view, 'Enter')
    expect(view.state.doc.toString()).toBe('Oh Hi [Recipes](hearth:note:r)')
  })
})
