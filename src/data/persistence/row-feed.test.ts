import { afterEach, expect, it, vi } from 'vitest'
import { onceATaskOnChanges, RowFeedHub } from './row-feed'
import type { RecordRow } from '../doc/record-rows'

afterEach(() => {
  vi.useRealTimers()
})

const row = (c: RecordRow['c'], id: string): RecordRow => ({ c, id, r: {}, k: {} }) as RecordRow

it('runs once after a task that changed its collection, or reset; not for a change only predicted', () => {
  vi.useFakeTimers()
  const hub = new RowFeedHub()
  const run = vi.fn()
  const stop = onceATaskOnChanges(hub.subscribe, 'todos', run)
  // Three changes of todos in one task: one run after it.
  hub.announce({ put: [row('todos', 'todo:a')], remove: [] })
  hub.announce({ put: [], remove: [['todos', 'todo:b']] })
  hub.announce({ put: [row('todos', 'todo:c')], remove: [] })
  expect(run).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(1)
  // Another collection's change: none.
  hub.announce({ put: [row('notes', 'note:a')], remove: [['bookmarks', 'bookmark:a']] })
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(1)
  // Predicted by the page, not stored yet: none; once stored, one.
  hub.announce({ put: [row('todos', 'todo:a')], remove: [['todos', 'todo:b']], predicted: true })
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(1)
  hub.announce({ put: [row('todos', 'todo:a')], remove: [['todos', 'todo:b']] })
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(2)
  // A reset: one.
  hub.announce({ reset: true })
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(3)
  // Stopped: none, not even one waiting.
  hub.announce({ reset: true })
  stop()
  vi.runAllTimers()
  expect(run).toHaveBeenCalledTimes(3)
})
