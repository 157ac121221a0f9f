// @vitest-environment happy-dom
import * as Y from 'yjs'
import { expect, it } from 'vitest'
import { startTabSync } from './tab-sync'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

it('merges edits between two tabs instead of overwriting', async () => {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.getMap('notes').set('before', 'a wrote this before b opened')
  const stopA = startTabSync(a, 'test-channel')
  const stopB = startTabSync(b, 'test-channel')
  await settle()
  expect(b.getMap('notes').get('before')).toBe('a wrote this before b opened')
  a.getText('body').insert(0, 'Hello ')
  b.getText('body').insert(0, 'World')
  await settle()
  expect(a.getText('body').toString()).toBe(b.getText('body').toString())
  expect(a.getText('body').toString()).toContain('Hello ')
  expect(a.getText('body').toString()).toContain('World')
  stopA()
  stopB()
})
