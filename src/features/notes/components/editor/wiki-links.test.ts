import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete'
import { EditorState } from '@codemirror/state'
import { expect, it } from 'vitest'
import { wikiLinks } from './editor-setup'

const contextAt = (doc: string) => {
  const state = EditorState.create({ doc })
  return new CompletionContext(state, state.doc.length, false)
}

const labels = (result: CompletionResult | null) => result?.options.map((option) => option.label)

it('completes [[ with the titles known, and nothing outside a link', () => {
  const source = wikiLinks(() => ['Recipes', 'Reading list'])
  const result = source(contextAt('See [[Re')) as CompletionResult
  expect(labels(result)).toEqual(['Recipes', 'Reading list'])
  expect(result.from).toBe(6)
  expect(result.options[0]!.apply).toBe('Recipes]]')
  expect(source(contextAt('See Re'))).toBeNull()
})

it('waits for the titles while they are being read, instead of offering none', async () => {
  let titles: readonly string[] | undefined
  const pending = wikiLinks(() => titles)(contextAt('See [[Reci'))
  expect(pending).toBeInstanceOf(Promise)
  setTimeout(() => (titles = ['Recipes']), 120)
  expect(labels(await pending)).toEqual(['Recipes'])
})
