import { correctBounds, verticalCompactor } from 'react-grid-layout/core'
import { describe, expect, it } from 'vitest'
import type { Widget } from '@/data/records/widget'
import {
  breakpointFor,
  COLS,
  layoutChanges,
  layoutFor,
  orderChanges,
  step,
  type GridItem,
  type LayoutWidget,
} from './widget-grid'

const entry = (
  id: string,
  order: string,
  layouts: Widget['layouts'] = {},
  size = { w: 4, h: 3, minW: 2, minH: 2 },
): LayoutWidget => ({ widget: { id, order, layouts }, size })

const cells = (items: readonly GridItem[]) => items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))

describe('layoutFor', () => {
  it('uses stored desktop places and puts widgets without one in the first free place', () => {
    const items = layoutFor(
      [
        entry('a', 'a0', { lg: { x: 0, y: 0, w: 6, h: 3 } }),
        entry('b', 'a1'),
        entry('c', 'a2', { lg: { x: 0, y: 3, w: 12, h: 2 } }),
      ],
      'lg',
    )
    expect(cells(items)).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 3 },
      { i: 'b', x: 6, y: 0, w: 4, h: 3 },
      { i: 'c', x: 0, y: 3, w: 12, h: 2 },
    ])
  })

  it('moves overlapping stored places apart and keeps places inside the grid', () => {
    const items = layoutFor(
      [
        entry('a', 'a0', { lg: { x: 0, y: 0, w: 6, h: 3 } }),
        entry('b', 'a1', { lg: { x: 2, y: 1, w: 6, h: 3 } }),
        entry('c', 'a2', { lg: { x: 10, y: 9, w: 6, h: 2 } }),
      ],
      'lg',
    )
    expect(cells(items)).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 3 },
      { i: 'b', x: 2, y: 3, w: 6, h: 3 },
      { i: 'c', x: 6, y: 6, w: 6, h: 2 },
    ])
  })

  it('leaves no hole where a widget was hidden or removed, on every arranged grid', () => {
    // The default Overview without Search: Calendar moves up beside the greeting.
    const desktop = layoutFor(
      [
        entry('greeting', 'a0', { lg: { x: 0, y: 0, w: 5, h: 3 } }),
        entry('todos', 'a2', { lg: { x: 0, y: 3, w: 4, h: 7 } }),
        entry('notes', 'a3', { lg: { x: 4, y: 3, w: 4, h: 7 } }),
        entry('calendar', 'a4', { lg: { x: 8, y: 3, w: 4, h: 7 } }),
        entry('bookmarks', 'a5', { lg: { x: 0, y: 10, w: 12, h: 4 } }),
      ],
      'lg',
    )
    expect(cells(desktop)).toEqual([
      { i: 'greeting', x: 0, y: 0, w: 5, h: 3 },
      { i: 'calendar', x: 8, y: 0, w: 4, h: 7 },
      { i: 'todos', x: 0, y: 3, w: 4, h: 7 },
      { i: 'notes', x: 4, y: 3, w: 4, h: 7 },
      { i: 'bookmarks', x: 0, y: 10, w: 12, h: 4 },
    ])
    // An arranged phone grid without its second widget: the third comes right below the first.
    const phone = layoutFor(
      [
        entry('a', 'a0', { lg: { x: 0, y: 0, w: 6, h: 3 }, sm: { x: 0, y: 0, w: 1, h: 3 } }),
        entry('c', 'a2', { lg: { x: 0, y: 9, w: 6, h: 2 }, sm: { x: 0, y: 9, w: 1, h: 2 } }),
      ],
      'sm',
    )
    expect(cells(phone)).toEqual([
      { i: 'a', x: 0, y: 0, w: 1, h: 3 },
      { i: 'c', x: 0, y: 3, w: 1, h: 2 },
    ])
  })

  it('shows every grid as the edit grid (react-grid-layout) shows the same places', () => {
    // Stored places as other devices, imports, hidden and removed widgets leave them: holes,
    // overlaps, places outside the grid, and widgets with no place.
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647
      return seed % n
    }
    for (let round = 0; round < 90; round++) {
      const breakpoint = (['lg', 'md', 'sm'] as const)[round % 3]!
      const widgets = Array.from({ length: 2 + random(8) }, (_, index) => {
        const w = 1 + random(12)
        const h = 1 + random(8)
        const cell = { x: random(12), y: random(30), w, h }
        const placed = random(5) > 0
        return entry(`w${index}`, `a${index}`, placed ? { lg: cell, [breakpoint]: cell } : {}, {
          w,
          h,
          minW: 1,
          minH: 1,
        })
      })
      const cols = COLS[breakpoint]
      const shown = cells(layoutFor(widgets, breakpoint))
      const edited = verticalCompactor.compact(
        correctBounds(
          shown.map((item) => ({ ...item })),
          { cols },
        ),
        cols,
      )
      expect(edited.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))).toEqual(shown)
    }
  })

  it('gives the phone one column in the desktop reading order until it is arranged there', () => {
    const widgets = [
      entry('late', 'a0', { lg: { x: 6, y: 4, w: 6, h: 2 } }),
      entry('right', 'a1', { lg: { x: 6, y: 0, w: 6, h: 4 } }),
      entry('left', 'a2', { lg: { x: 0, y: 0, w: 6, h: 3 } }),
    ]
    expect(cells(layoutFor(widgets, 'sm'))).toEqual([
      { i: 'left', x: 0, y: 0, w: 1, h: 3 },
      { i: 'right', x: 0, y: 3, w: 1, h: 4 },
      { i: 'late', x: 0, y: 7, w: 1, h: 2 },
    ])
    const arranged = widgets.map((w) =>
      w.widget.id === 'late'
        ? {
            ...w,
            widget: {
              ...w.widget,
              layouts: { ...w.widget.layouts, sm: { x: 0, y: 0, w: 1, h: 2 } },
            },
          }
        : w,
    )
    expect(layoutFor(arranged, 'sm').map((item) => item.i)[0]).toBe('late')
  })

  it('gives the tablet half or full widths in the desktop reading order', () => {
    const items = layoutFor(
      [
        entry('wide', 'a0', { lg: { x: 0, y: 0, w: 12, h: 2 } }),
        entry('a', 'a1', { lg: { x: 0, y: 2, w: 4, h: 3 } }),
        entry('b', 'a2', { lg: { x: 4, y: 2, w: 4, h: 3 } }),
      ],
      'md',
    )
    expect(cells(items)).toEqual([
      { i: 'wide', x: 0, y: 0, w: 6, h: 2 },
      { i: 'a', x: 0, y: 2, w: 3, h: 3 },
      { i: 'b', x: 3, y: 2, w: 3, h: 3 },
    ])
  })

  it('chooses the breakpoint from the grid width', () => {
    expect([1200, 960, 959, 560, 390].map(breakpointFor)).toEqual(['lg', 'lg', 'md', 'md', 'sm'])
  })
})

describe('step (keyboard move and resize)', () => {
  const grid = (): GridItem[] => [
    { i: 'a', x: 0, y: 0, w: 4, h: 3, minW: 2, minH: 2 },
    { i: 'b', x: 4, y: 0, w: 4, h: 3, minW: 2, minH: 2 },
    { i: 'c', x: 0, y: 3, w: 4, h: 2, minW: 2, minH: 2 },
  ]
  const at = (items: GridItem[] | null, id: string) => {
    const item = items?.find((entry) => entry.i === id)
    return item && { x: item.x, y: item.y, w: item.w, h: item.h }
  }

  it('moves by a column, stopping at the edges', () => {
    expect(at(step(grid(), 'b', 'right', false, 12), 'b')).toEqual({ x: 5, y: 0, w: 4, h: 3 })
    expect(step(grid(), 'a', 'left', false, 12)).toBeNull()
    const edge = grid().map((item) => (item.i === 'b' ? { ...item, x: 8 } : item))
    expect(step(edge, 'b', 'right', false, 12)).toBeNull()
  })

  it('pushes what is in the way down', () => {
    const moved = step(grid(), 'a', 'right', false, 12)
    expect(at(moved, 'a')).toEqual({ x: 1, y: 0, w: 4, h: 3 })
    expect(at(moved, 'b')!.y).toBeGreaterThanOrEqual(3)
  })

  it('swaps with the widget below or above', () => {
    const down = step(grid(), 'a', 'down', false, 12)
    expect(at(down, 'c')).toEqual({ x: 0, y: 0, w: 4, h: 2 })
    expect(at(down, 'a')).toEqual({ x: 0, y: 2, w: 4, h: 3 })
    expect(at(step(down!, 'a', 'up', false, 12), 'a')).toEqual({ x: 0, y: 0, w: 4, h: 3 })
    expect(step(grid(), 'a', 'up', false, 12)).toBeNull()
    expect(step(grid(), 'c', 'down', false, 12)).toBeNull()
  })

  it('resizes by a cell, not below the least size nor past the edge', () => {
    expect(at(step(grid(), 'a', 'down', true, 12), 'a')).toEqual({ x: 0, y: 0, w: 4, h: 4 })
    expect(at(step(grid(), 'c', 'left', true, 12), 'c')).toEqual({ x: 0, y: 3, w: 3, h: 2 })
    expect(step(grid(), 'c', 'up', true, 12)).toBeNull()
    expect(step([{ ...grid()[0]!, x: 8 }], 'a', 'right', true, 12)).toBeNull()
    const grown = step(grid(), 'a', 'right', true, 12)
    expect(at(grown, 'a')).toEqual({ x: 0, y: 0, w: 5, h: 3 })
    expect(at(grown, 'b')!.y).toBeGreaterThanOrEqual(3)
  })
})

describe('changes to store', () => {
  it('patches only the widgets whose place changed, and reorders to follow the desktop', () => {
    const widgets = [
      { id: 'a', order: 'a0', layouts: { lg: { x: 0, y: 0, w: 4, h: 3 } } },
      { id: 'b', order: 'a1', layouts: {} },
    ]
    const items: GridItem[] = [
      { i: 'b', x: 0, y: 0, w: 4, h: 3, minW: 1, minH: 1 },
      { i: 'a', x: 0, y: 3, w: 4, h: 3, minW: 1, minH: 1 },
    ]
    expect(layoutChanges(widgets, items, 'lg')).toEqual([
      { id: 'b', patch: { layouts: { lg: { x: 0, y: 0, w: 4, h: 3 } } } },
      { id: 'a', patch: { layouts: { lg: { x: 0, y: 3, w: 4, h: 3 } } } },
    ])
    const orders = orderChanges(widgets, items)
    expect(orders.map((change) => change.id)).toEqual(['b', 'a'])
    expect(orders[0]!.patch.order < orders[1]!.patch.order).toBe(true)
    expect(
      orderChanges(
        widgets,
        [...items].reverse().map((item, y) => ({ ...item, y })),
      ),
    ).toEqual([])
  })
})
