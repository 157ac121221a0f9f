import { beforeEach, expect, it } from 'vitest'
import {
  selectAllOnceRead,
  setSelection,
  toggleSelected,
  useBookmarksUi,
} from './bookmarks-ui-store'

beforeEach(() => setSelection([]))

const selectingAll = () => useBookmarksUi.getState().selectingAll

it('ends a Select all still reading when the selection changes meanwhile', () => {
  setSelection(['a'])
  selectAllOnceRead('smart:all:')
  expect(selectingAll()).toBe('smart:all:')
  // A bookmark ticked or unticked: the selection is the user's now.
  toggleSelected('b', true)
  expect(selectingAll()).toBeNull()
  expect([...useBookmarksUi.getState().selected]).toEqual(['a', 'b'])

  selectAllOnceRead('smart:all:')
  // 'Clear selection' (or a new view, which clears it).
  setSelection([])
  expect(selectingAll()).toBeNull()
  expect(useBookmarksUi.getState().selected.size).toBe(0)
})

it('selecting every bookmark once read ends it too', () => {
  selectAllOnceRead('smart:all:')
  setSelection(['a', 'b', 'c'])
  expect(selectingAll()).toBeNull()
  expect(useBookmarksUi.getState().selected.size).toBe(3)
})
