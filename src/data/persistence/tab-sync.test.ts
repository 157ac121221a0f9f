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

it('a tab that changed its document before joining (a migration on open) sends that to the others', async () => {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.getMap('notes').set('shared', 'both had this')
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
  const stopA = startTabSync(a, 'joining-channel')
  // B opens later and changes its copy before it joins, as a migration does.
  b.getMap('meta').set('schemaVersion', 9)
  const stopB = startTabSync(b, 'joining-channel')
  await settle()
  expect(a.getMap('meta').get('schemaVersion')).toBe(9)
  // And what B types next applies in A at once, not held back for a missing change.
  b.getText('body').insert(0, 'typed in B')
  await settle()
  expect(a.getText('body').toString()).toBe('typed in B')
  stopA()
  stopB()
})

it('an owner’s changes reach other tabs only once stored, in order (`whenStored`)', async () => {
  const owner = new Y.Doc()
  const other = new Y.Doc()
  // The owner's writes, held while `holding`.
  let holding = false
  const waiting: (() => void)[] = []
  const stored = () =>
    holding ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()
  const release = () => {
    holding = false
    for (const resolve of waiting.splice(0)) resolve()
  }
  const stopOwner = startTabSync(owner, 'stored-channel', undefined, stored)
  const stopOther = startTabSync(other, 'stored-channel')
  await settle()
  holding = true
  owner.getText('body').insert(0, 'first')
  await settle()
  // Not stored yet: another tab must not have what may still be lost.
  expect(other.getText('body').toString()).toBe('')
  release()
  await settle()
  expect(other.getText('body').toString()).toBe('first')
  holding = true
  owner.getText('body').insert(5, ', then second')
  owner.getText('body').insert(18, ', third')
  await settle()
  expect(other.getText('body').toString()).toBe('first')
  release()
  await settle()
  expect(other.getText('body').toString()).toBe('first, then second, third')
  stopOwner()
  stopOther()
})
