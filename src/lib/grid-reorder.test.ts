import { describe, expect, it } from 'vitest'
import type { WidgetCell } from '@/data/records/widget'
import { readingOrder } from './grid-places'
import { movedIds, reorderedPlaces, reorderPlaces } from './grid-reorder'
import type { LayoutWidget } from './widget-grid'

type Item = WidgetCell & { i: string }
const item = (i: string, x: number, y: number, w: number, h: number): Item => ({ i, x, y, w, h })
const ids = (items: readonly Item[]) => readingOrder(items).map(({ i }) => i)
const byId = (items: readonly Item[]) =>
  Object.fromEntries(items.map(({ i, ...cell }) => [i, cell]))
const sizes = (items: readonly Item[]) =>
  Object.fromEntries(items.map(({ i, w, h }) => [i, { w, h }]))

describe('movedIds', () => {
  it('takes the widget the user moved, else the fewest that changed their place', () => {
    const before = ['a', 'b', 'c', 'd']
    expect(movedIds(before, ['a', 'c', 'b', 'd'], 'c')).toEqual(new Set(['c']))
    expect(movedIds(before, ['a', 'c', 'b', 'd'], 'b')).toEqual(new Set(['b']))
    expect(movedIds(before, ['d', 'a', 'b', 'c'])).toEqual(new Set(['d']))
    expect(movedIds(before, ['b', 'a', 'd', 'c'])).toHaveProperty('size', 2)
    expect(movedIds(before, before)).toEqual(new Set())
  })
})

describe('reorderPlaces', () => {
  it('puts a moved widget in a free place in its new turn, moving no other', () => {
    // Tablet: the right column has room beside c, below b.
    const items = [
      item('a', 0, 0, 3, 3),
      item('b', 3, 0, 3, 3),
      item('c', 0, 3, 3, 3),
      item('d', 0, 6, 6, 2),
      item('e', 0, 8, 3, 2),
    ]
    const next = reorderPlaces(items, ['a', 'b', 'c', 'e', 'd'], new Set(['e']), 6)
    expect(ids(next)).toEqual(['a', 'b', 'c', 'e', 'd'])
    expect(byId(next)).toEqual({ ...byId(items), e: { x: 3, y: 3, w: 3, h: 2 } })
  })

  it('else moves the others least: here the widget after it goes beside it', () => {
    // Tablet, arranged: the todos full width, the calendar beside the notes.
    const items = [
      item('clock', 0, 0, 3, 3),
      item('search', 3, 0, 3, 3),
      item('todos', 0, 3, 6, 6),
      item('notes', 0, 9, 3, 7),
      item('calendar', 3, 9, 3, 5),
      item('bookmarks', 0, 16, 6, 4),
    ]
    const order = ['clock', 'search', 'todos', 'calendar', 'notes', 'bookmarks']
    const next = reorderPlaces(items, order, new Set(['calendar']), 6)
    expect(ids(next)).toEqual(order)
    expect(sizes(next)).toEqual(sizes(items))
    // Moved down instead, Notes and Bookmarks would move 5 rows each.
    const { clock, search, todos, bookmarks } = byId(items)
    expect(byId(next)).toEqual({
      clock,
      search,
      todos,
      calendar: { x: 0, y: 9, w: 3, h: 5 },
      notes: { x: 3, y: 9, w: 3, h: 7 },
      bookmarks,
    })
  })

  it('keeps each widget’s height on the phone, the ones after it moved down', () => {
    const items = [
      item('a', 0, 0, 1, 3),
      item('b', 0, 3, 1, 6),
      item('c', 0, 9, 1, 2),
      item('d', 0, 11, 1, 4),
    ]
    const next = reorderPlaces(items, ['a', 'd', 'b', 'c'], new Set(['d']), 1)
    expect(next).toEqual([
      item('a', 0, 0, 1, 3),
      item('d', 0, 3, 1, 4),
      item('b', 0, 7, 1, 6),
      item('c', 0, 13, 1, 2),
    ])
  })

  it('lays the grid out again in the new order when the others’ order would change', () => {
    // Full width, the calendar cannot come between the todos and the notes beside them.
    const items = [
      item('todos', 0, 0, 3, 8),
      item('notes', 3, 0, 3, 7),
      item('calendar', 0, 8, 6, 5),
    ]
    const order = ['todos', 'calendar', 'notes']
    const next = reorderPlaces(items, order, new Set(['calendar']), 6)
    expect(ids(next)).toEqual(order)
    expect(sizes(next)).toEqual(sizes(items))
  })
})

describe('reorderedPlaces', () => {
  const widget = (id: string, order: string, layouts: LayoutWidget['widget']['layouts']) => ({
    widget: { id, order, layouts },
    size: { w: 4, h: 3 },
  })

  it('gives places on the grids someone arranged only', () => {
    const shown = [
      widget('a', 'a0', { lg: { x: 0, y: 0, w: 6, h: 3 }, sm: { x: 0, y: 0, w: 1, h: 5 } }),
      widget('b', 'a1', { lg: { x: 6, y: 0, w: 6, h: 3 }, sm: { x: 0, y: 5, w: 1, h: 2 } }),
    ]
    const places = reorderedPlaces(shown, ['b', 'a'], new Set(['b']))
    expect(Object.fromEntries(places)).toEqual({
      b: { sm: { x: 0, y: 0, w: 1, h: 2 } },
      a: { sm: { x: 0, y: 2, w: 1, h: 5 } },
    })
  })
})
