import { describe, expect, it } from 'vitest'
import { orderChanges, type GridItem } from './widget-grid'
import { compact, placeInOrder, placeShownAgain, readingOrder } from './grid-places'

// Placing widgets in reading order, and the desktop order the grid keeps (widget-grid.test.ts
// has the layouts for each breakpoint).

const cells = (items: readonly GridItem[]) => items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))

describe('placeInOrder, and the order it keeps', () => {
  it('lays items out so the grid reads in their order, never filling an earlier hole', () => {
    // A small widget after two tall ones would fit beside the first: it goes after them instead.
    const items = [
      { i: 'greeting', w: 5, h: 3 },
      { i: 'todos', w: 4, h: 7 },
      { i: 'notes', w: 4, h: 7 },
      { i: 'calendar', w: 4, h: 7 },
      { i: 'countdown', w: 3, h: 3 },
      { i: 'bookmarks', w: 12, h: 4 },
    ]
    const placed = placeInOrder(items, 12)
    expect(readingOrder(placed).map((item) => item.i)).toEqual(items.map((item) => item.i))
    for (const a of placed)
      for (const b of placed)
        if (a !== b)
          expect(
            a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h,
            `${a.i} overlaps ${b.i}`,
          ).toBe(false)
    // The default Overview's widgets come out as they are laid out by default.
    expect(
      cells(
        placeInOrder(
          [
            { i: 'a', w: 5, h: 3, minW: 1, minH: 1 },
            { i: 'b', w: 7, h: 3, minW: 1, minH: 1 },
            { i: 'c', w: 4, h: 7, minW: 1, minH: 1 },
            { i: 'd', w: 12, h: 4, minW: 1, minH: 1 },
          ],
          12,
        ),
      ),
    ).toEqual([
      { i: 'a', x: 0, y: 0, w: 5, h: 3 },
      { i: 'b', x: 5, y: 0, w: 7, h: 3 },
      { i: 'c', x: 0, y: 3, w: 4, h: 7 },
      { i: 'd', x: 0, y: 10, w: 12, h: 4 },
    ])
  })

  it('leaves nothing that the grid would move up past the widget before it', () => {
    // A small widget after two wide ones fits right of the second, with room above it: shown
    // (packed up, as the edit grid packs it) it would read before the second. It goes below.
    const placed = placeInOrder(
      [
        { i: 'a', w: 8, h: 2 },
        { i: 'b', w: 8, h: 2 },
        { i: 'c', w: 4, h: 1 },
      ],
      12,
    )
    expect(cells(placed as GridItem[])).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 2 },
      { i: 'b', x: 0, y: 2, w: 8, h: 2 },
      { i: 'c', x: 0, y: 4, w: 4, h: 1 },
    ])
    expect(compact(placed)).toEqual(placed)
  })

  it('keeps hidden widgets where they are in the order when the desktop renumbers it', () => {
    const widgets = [
      { id: 'a', order: 'a0' },
      { id: 'hidden', order: 'a1' },
      { id: 'b', order: 'a2' },
    ]
    const desktop: GridItem[] = [
      { i: 'b', x: 0, y: 0, w: 4, h: 3, minW: 1, minH: 1 },
      { i: 'a', x: 0, y: 3, w: 4, h: 3, minW: 1, minH: 1 },
    ]
    const orders = orderChanges(widgets, desktop)
    const sorted = [...orders].sort((x, y) => (x.patch.order < y.patch.order ? -1 : 1))
    expect(sorted.map((change) => change.id)).toEqual(['b', 'hidden', 'a'])
  })

  it('shows a widget again where the order has it, moving no other and leaving no hole', () => {
    // The default Overview with Notes hidden and Calendar moved before Todos.
    const grid = [
      { x: 0, y: 0, w: 5, h: 3 }, // Greeting
      { x: 5, y: 0, w: 7, h: 3 }, // Search
      { x: 0, y: 3, w: 4, h: 7 }, // Calendar
      { x: 4, y: 3, w: 4, h: 7 }, // Todos
      { x: 0, y: 10, w: 12, h: 4 }, // Bookmarks
    ]
    const [, , , todos, bookmarks] = grid
    const notes = { x: 4, y: 3, w: 4, h: 7 }
    // Its old place is Todos' now: the free one beside Todos, before Bookmarks.
    expect(placeShownAgain(grid, notes, notes, 12, todos, bookmarks)).toEqual({ ...notes, x: 8 })
    // A free old place in order is kept; one with room above it moves up.
    const free = { x: 8, y: 3, w: 4, h: 7 }
    expect(placeShownAgain(grid, free, free, 12, todos, bookmarks)).toEqual(free)
    const last = { x: 0, y: 20, w: 6, h: 2 }
    expect(placeShownAgain(grid, last, last, 12, bookmarks)).toEqual({ ...last, y: 14 })
    // No room between Greeting and Search without moving one: none.
    expect(placeShownAgain(grid, notes, notes, 12, grid[0], grid[1])).toBeNull()
  })
})
