// @vitest-environment jsdom
import { CompletionContext, type Completion, type CompletionResult } from '@codemirror/autocomplete'
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { expect, it } from 'vitest'
import type { LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { itemLinkCompletion } from './item-link-completion'

const contextAt = (doc: string) => {
  const state = EditorState.create({ doc })
  return new CompletionContext(state, state.doc.length, false)
}

const labels = (result: CompletionResult | null) => result?.options.map((option) => option.label)

const RECIPES: LinkSuggestion = { id: 'note:r', kind: 'note', title: 'Recipes', detail: 'Note' }
const FLIGHTS: LinkSuggestion = {
  id: 'todo:f',
  kind: 'todo',
  title: 'Book [flights]',
  detail: 'Todo · Travel',
}

/** Applies an option as CodeMirror would, in an editor holding `doc` with the caret at `caret`. */
function apply(doc: string, caret: number, result: CompletionResult, option: Completion) {
  const view = new EditorView({ state: EditorState.create({ doc, selection: { anchor: caret } }) })
  ;(option.apply as (v: EditorView, c: Completion, from: number, to: number) => void)(
    view,
    option,
    result.from,
    caret,
  )
  return { text: view.state.doc.toString(), caret: view.state.selection.main.head }
}

it('offers the other notes as soon as [[ is typed, and nothing outside a link', async () => {
  const source = itemLinkCompletion({
    notes: () => [RECIPES],
    search: async () => [],
    paste: () => null,
  })
  const result = (await source(contextAt('See [['))) as CompletionResult
  expect(labels(result)).toEqual(['Recipes'])
  expect(result.from).toBe(6)
  expect(source(contextAt('See Re'))).toBeNull()
  // A `[[` typed after an unfinished one starts a new link.
  expect(((await source(contextAt('A [[x [['))) as CompletionResult).from).toBe(8)
})

it('searches every kind for what follows [[, and writes a link by id', async () => {
  const queries: string[] = []
  const source = itemLinkCompletion({
    notes: () => [RECIPES],
    search: async (query) => (queries.push(query), [FLIGHTS, RECIPES]),
    paste: () => null,
  })
  const result = (await source(contextAt('Do [[boo'))) as CompletionResult
  expect(queries).toEqual(['boo'])
  expect(labels(result)).toEqual(['Book [flights]', 'Recipes'])
  expect(result.options[0]!.detail).toBe('Todo · Travel')
  expect(apply('Do [[boo', 8, result, result.options[0]!)).toEqual({
    text: 'Do [Book \\[flights\\]](hearth:todo:f)',
    caret: 'Do [Book \\[flights\\]](hearth:todo:f)'.length,
  })
  // A `]]` already after the caret goes too.
  expect(apply('Do [[boo]] then', 8, result, result.options[1]!).text).toBe(
    'Do [Recipes](hearth:note:r) then',
  )
})

it('waits for the notes while they are being read, instead of offering none', async () => {
  let notes: LinkSuggestion[] | undefined
  const pending = itemLinkCompletion({
    notes: () => notes,
    search: async () => [],
    paste: () => null,
  })(contextAt('See [['))
  expect(pending).toBeInstanceOf(Promise)
  setTimeout(() => (notes = [RECIPES]), 120)
  expect(labels(await pending)).toEqual(['Recipes'])
})
