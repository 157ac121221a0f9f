// @vitest-environment jsdom
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { afterEach, expect, it, vi } from 'vitest'
import type { LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { linkMenu, type LinkSource } from './link-menu'

// jsdom does not lay out text; CodeMirror only needs these to answer.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect()

const RECIPES: LinkSuggestion = { id: 'note:r', kind: 'note', title: 'Recipes', detail: 'Note' }
const READING: LinkSuggestion = { id: 'note:l', kind: 'note', title: 'Reading', detail: 'Note' }
const FLIGHTS: LinkSuggestion = {
  id: 'todo:f',
  kind: 'todo',
  title: 'Book [flights]',
  detail: 'Todo · Travel',
}

let view: EditorView | null = null
afterEach(() => {
  view?.destroy()
  view = null
  vi.useRealTimers()
})

function editor(doc: string, source: Partial<LinkSource> = {}) {
  view = new EditorView({
    state: EditorState.create({
      doc,
      selection: { anchor: doc.length },
      extensions: linkMenu({
        notes: () => [RECIPES, READING],
        search: async () => [],
        paste: () => null,
        ...source,
      }),
    }),
    parent: document.body,
  })
  return view
}

/** Types `text` at the caret as a key would. */
const type = (text: string) => {
  const at = view!.state.selection.main.head
  view!.dispatch({
    changes: { from: at, insert: text },
    selection: { anchor: at + text.length },
    userEvent: 'input.type',
  })
}
const options = () =>
  [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent)
const selected = () => document.querySelector('[role="option"][aria-selected="true"]')?.textContent
const press = (key: string) =>
  view!.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))

it('offers the other notes in the same update as the key that typed [[, and nothing elsewhere', () => {
  editor('See ')
  type('[')
  expect(options()).toEqual([])
  type('[')
  expect(options()).toEqual(['RecipesNote', 'ReadingNote'])
  expect(view!.contentDOM.getAttribute('aria-activedescendant')).toBe('note-link-menu-0')
  // The caret moved away by a click: closed.
  view!.dispatch({ selection: { anchor: 0 } })
  expect(options()).toEqual([])
})

it('narrows the notes as a query is typed, then shows what the search finds, once typing pauses', async () => {
  vi.useFakeTimers()
  const queries: string[] = []
  editor('Do ', { search: async (query) => (queries.push(query), [FLIGHTS, RECIPES]) })
  type('[[')
  type('rea')
  expect(options()).toEqual(['ReadingNote'])
  type('d')
  expect(queries).toEqual([])
  await vi.advanceTimersByTimeAsync(100)
  expect(queries).toEqual(['read'])
  expect(options()).toEqual(['Book [flights]Todo · Travel', 'RecipesNote'])
})

it('chooses with the arrows and Enter, writing a link by id in place of [[ and its query', () => {
  editor('Do ')
  type('[[')
  type('r')
  press('ArrowDown')
  expect(selected()).toBe('ReadingNote')
  press('ArrowDown')
  expect(selected()).toBe('RecipesNote')
  press('Enter')
  expect(view!.state.doc.toString()).toBe('Do [Recipes](hearth:note:r)')
  expect(view!.state.selection.main.head).toBe(view!.state.doc.length)
  expect(options()).toEqual([])
})

it('takes a ]] after the caret along, and a [[ after an unfinished one starts a new link', () => {
  editor('A [[x ]] b')
  view!.dispatch({ selection: { anchor: 6 } })
  type('[[')
  expect(options()).toEqual(['RecipesNote', 'ReadingNote'])
  document
    .querySelectorAll('[role="option"]')[1]!
    .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  expect(view!.state.doc.toString()).toBe('A [[x [Reading](hearth:note:l) b')
})

it('closes with Esc, and leaves Enter to the text when nothing is offered', () => {
  editor('See ', { notes: () => [] })
  type('[[')
  expect(options()).toEqual([])
  editor('See ')
  type('[[')
  press('Escape')
  expect(options()).toEqual([])
  expect(view!.state.doc.toString()).toBe('See [[')
})

it('waits for the other notes while they are being read, instead of offering none', async () => {
  vi.useFakeTimers()
  const read: { notes?: LinkSuggestion[] } = {}
  editor('See ', { notes: () => read.notes })
  type('[[')
  expect(options()).toEqual([])
  // However long they take (a large workspace's first note opened).
  await vi.advanceTimersByTimeAsync(15_000)
  read.notes = [RECIPES]
  await vi.advanceTimersByTimeAsync(100)
  expect(options()).toEqual(['RecipesNote'])
})

it('shows what is found as it comes, the option chosen staying chosen', async () => {
  vi.useFakeTimers()
  let rest: (options: LinkSuggestion[]) => void = () => {}
  editor('Do ', {
    search: (_query, onSome) => {
      onSome?.([RECIPES, READING])
      return new Promise((resolve) => (rest = resolve))
    },
  })
  type('[[')
  type('re')
  await vi.advanceTimersByTimeAsync(100)
  expect(options()).toEqual(['RecipesNote', 'ReadingNote'])
  press('ArrowDown')
  expect(selected()).toBe('ReadingNote')
  // The bookmarks' search answers last, its best placed first.
  rest([FLIGHTS, RECIPES, READING])
  await vi.advanceTimersByTimeAsync(0)
  expect(options()).toEqual(['Book [flights]Todo · Travel', 'RecipesNote', 'ReadingNote'])
  expect(selected()).toBe('ReadingNote')
})

it('stays open with its option chosen as text comes before the [[ from elsewhere', () => {
  editor('Do ')
  type('[[')
  press('ArrowDown')
  // Another tab's words, before the `[[`: the list moves with it, and Enter writes there.
  view!.dispatch({ changes: { from: 0, insert: 'Today: ' } })
  expect(options()).toEqual(['RecipesNote', 'ReadingNote'])
  expect(selected()).toBe('ReadingNote')
  press('Enter')
  expect(view!.state.doc.toString()).toBe('Today: Do [Reading](hearth:note:l)')
})

it('a [[ typed again in a query opens the list afresh there', () => {
  editor('Do ')
  type('[[')
  type('x')
  press('ArrowDown')
  type('[[')
  expect(options()).toEqual(['RecipesNote', 'ReadingNote'])
  expect(selected()).toBe('RecipesNote')
  press('Enter')
  expect(view!.state.doc.toString()).toBe('Do [[x[Recipes](hearth:note:r)')
})
