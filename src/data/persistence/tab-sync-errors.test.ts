// @vitest-environment happy-dom
import * as Y from 'yjs'
import { expect, it, vi } from 'vitest'
import { startTabSync } from './tab-sync'

it('reports a message it does not understand and an update it cannot apply, changing nothing', async () => {
  const doc = new Y.Doc()
  doc.getMap('notes').set('a', 1)
  const before = Y.encodeStateAsUpdate(doc)
  const onError = vi.fn()
  const stop = startTabSync(doc, 'errors-channel', onError)
  const other = new BroadcastChannel('errors-channel')
  other.postMessage({ type: 'update', update: 'not bytes' })
  await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
  expect(onError.mock.calls[0]![0]).toEqual(
    new Error('A message from another tab was not understood.'),
  )
  other.postMessage({ type: 'update', update: new Uint8Array([255, 1, 2, 3]) })
  await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2))
  expect(String(onError.mock.calls[1]![0])).toContain(
    'An update from another tab could not be applied',
  )
  expect(Y.encodeStateAsUpdate(doc)).toEqual(before)
  other.close()
  stop()
})
