import { generateNKeysBetween } from 'fractional-indexing'
import type { Widget, WidgetBreakpoint, WidgetCell } from '@/data/records/widget'
import { collides, compact, firstFit, readingOrder } from './grid-places'

/** Columns of each grid: desktop, tablet, phone. */
export const COLS: Record<WidgetBreakpoint, number> = { lg: 12, md: 6, sm: 1 }
/** Least width of the grid (its container) for each breakpoint, widest first. */
export const BREAKPOINTS: readonly [WidgetBreakpoint, number][] = [
  ['lg', 960],
  ['md', 560],
  ['sm', 0],
]
/** Height of a row and the gap between cells, in pixels. */
export const ROW_HEIGHT = 40
export const GAP = 12

export const breakpointFor = (width: number): WidgetBreakpoint =>
  BREAKPOINTS.find(([, min]) => width >= min)![0]

/** A widget's place on a grid, with the least size its type allows. */
export interface GridItem extends WidgetCell {
  /** The widget's id. */
  i: string
  minW: number
  minH: number
}

/** What the layout needs of a widget: its record and its type's sizes. */
export interface LayoutWidget {
  widget: Pick<Widget, 'id' | 'order' | 'layouts'>
  size: { w: number; h: number; minW?: number; minH?: number }
}

/** By order key, then id (two devices adding at once may give one key twice). */
const byOrder = ({ widget: a }: LayoutWidget, { widget: b }: LayoutWidget) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

function fit(cell: WidgetCell, cols: number, minW: number): WidgetCell {
  const w = Math.max(Math.min(cell.w, cols), Math.min(minW, cols))
  return { x: Math.max(0, Math.min(cell.x, cols - w)), y: cell.y, w, h: cell.h }
}

/**
 * Every shown widget's place on a breakpoint's grid, in reading order. Stored places are used
 * (moved in where they would stick out), each moved up as far as it goes; widgets without one
 * are placed in the first free place, in their order. A breakpoint nobody arranged follows the
 * desktop grid: the tablet in its reading order at half or full width, the phone one widget
 * per row.
 *
 * Moving up is what the edit grid (react-grid-layout's vertical compactor) does to the places
 * it is given: the view grid shows the same, so nothing moves when 'Edit layout' opens, and a
 * widget hidden or removed leaves no hole. The stored places stay as they were arranged, so a
 * widget shown again (or a removal undone) finds the others' places as they were.
 */
export function layoutFor(widgets: readonly LayoutWidget[], breakpoint: WidgetBreakpoint) {
  const cols = COLS[breakpoint]
  const sorted = [...widgets].sort(byOrder)
  const minOf = (entry: LayoutWidget) => ({
    minW: Math.min(entry.size.minW ?? 1, cols),
    minH: entry.size.minH ?? 1,
  })
  const arranged = breakpoint === 'lg' || sorted.some((e) => e.widget.layouts[breakpoint])
  if (!arranged) {
    const desktop = layoutFor(widgets, 'lg')
    const items: GridItem[] = []
    for (const item of desktop) {
      const w = breakpoint === 'sm' ? 1 : item.w > COLS.md ? COLS.md : Math.min(3, COLS.md)
      const cell = breakpoint === 'sm' ? { x: 0, y: 0, w, h: item.h } : { ...item, w }
      items.push({
        ...cell,
        ...firstFit(items, w, item.h, cols),
        i: item.i,
        ...minOf(byId(widgets, item.i)!),
      })
    }
    return readingOrder(items)
  }
  const items: GridItem[] = []
  const unplaced: LayoutWidget[] = []
  for (const entry of sorted) {
    const stored = entry.widget.layouts[breakpoint]
    if (stored)
      items.push({
        ...fit(stored, cols, entry.size.minW ?? 1),
        i: entry.widget.id,
        ...minOf(entry),
      })
    else unplaced.push(entry)
  }
  // Stored places from two devices (or a narrower grid) may overlap: the later one moves down.
  // Then each moves up as far as it goes. (A first free place taken below is as far up as it
  // goes too, so the grid stays packed.)
  const settled = compact(settle(items))
  for (const entry of unplaced) {
    const w = Math.min(entry.size.w, cols)
    settled.push({
      ...firstFit(settled, w, entry.size.h, cols),
      i: entry.widget.id,
      ...minOf(entry),
    })
  }
  return readingOrder(settled)
}

const byId = (widgets: readonly LayoutWidget[], id: string) =>
  widgets.find((entry) => entry.widget.id === id)

/** Items in reading order, each moved down below any earlier one it overlaps. */
function settle(items: readonly GridItem[]): GridItem[] {
  const placed: GridItem[] = []
  for (const item of readingOrder(items)) {
    let y = item.y
    while (placed.some((other) => collides({ ...item, y }, other))) y++
    placed.push({ ...item, y })
  }
  return placed
}

export type Direction = 'left' | 'right' | 'up' | 'down'

const STEP: Record<Direction, [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
}

/**
 * One keyboard step, as a drag would do it: left and right move an item by a column, up and
 * down swap it with the widget above or below it; with `resize` the item grows or shrinks by a
 * cell. Widgets in the way move down and the grid is compacted. Returns null when the step is
 * not possible (the edge of the grid, the least size, nothing above or below).
 */
export function step(
  items: readonly GridItem[],
  id: string,
  direction: Direction,
  resize: boolean,
  cols: number,
): GridItem[] | null {
  const item = items.find((entry) => entry.i === id)
  if (!item) return null
  const others = items.filter((entry) => entry !== item)
  const [dx, dy] = STEP[direction]
  let first: GridItem[]
  if (resize) {
    const next = { ...item, w: item.w + dx, h: item.h + dy }
    if (
      next.x + next.w > cols ||
      next.w < Math.max(1, item.minW) ||
      next.h < Math.max(1, item.minH)
    )
      return null
    first = [next]
  } else if (dy === 0) {
    const next = { ...item, x: item.x + dx }
    if (next.x < 0 || next.x + next.w > cols) return null
    first = [next]
  } else {
    const sharesColumns = (other: GridItem) =>
      other.x < item.x + item.w && item.x < other.x + other.w
    const neighbour =
      dy > 0
        ? others
            .filter((o) => sharesColumns(o) && o.y >= item.y + item.h)
            .sort((a, b) => a.y - b.y)[0]
        : others
            .filter((o) => sharesColumns(o) && o.y + o.h <= item.y)
            .sort((a, b) => b.y + b.h - (a.y + a.h))[0]
    if (!neighbour) return null
    first =
      dy > 0
        ? [
            { ...neighbour, y: item.y },
            { ...item, y: item.y + neighbour.h },
          ]
        : [
            { ...item, y: neighbour.y },
            { ...neighbour, y: neighbour.y + item.h },
          ]
  }
  const firstIds = new Set(first.map((entry) => entry.i))
  const placed = [...first]
  for (const other of readingOrder(others.filter((o) => !firstIds.has(o.i)))) {
    let y = other.y
    while (placed.some((p) => collides({ ...other, y }, p))) y++
    placed.push({ ...other, y })
  }
  return compact(placed)
}

/** The places that differ from what is stored, as record patches for one breakpoint. */
export function layoutChanges(
  widgets: readonly Pick<Widget, 'id' | 'layouts'>[],
  items: readonly GridItem[],
  breakpoint: WidgetBreakpoint,
): { id: string; patch: Pick<Widget, 'layouts'> }[] {
  const changes: { id: string; patch: Pick<Widget, 'layouts'> }[] = []
  for (const item of items) {
    const widget = widgets.find((entry) => entry.id === item.i)
    if (!widget) continue
    const stored = widget.layouts[breakpoint]
    const cell = { x: item.x, y: item.y, w: item.w, h: item.h }
    if (
      stored &&
      stored.x === cell.x &&
      stored.y === cell.y &&
      stored.w === cell.w &&
      stored.h === cell.h
    )
      continue
    changes.push({ id: widget.id, patch: { layouts: { ...widget.layouts, [breakpoint]: cell } } })
  }
  return changes
}

/**
 * New order keys for widgets whose reading order on the desktop grid no longer matches their
 * order (so lists and the phone grid follow the desktop). Widgets not on the grid (hidden) keep
 * their places in the order. Empty when nothing changed.
 */
export function orderChanges(
  widgets: readonly Pick<Widget, 'id' | 'order'>[],
  desktop: readonly GridItem[],
): { id: string; patch: Pick<Widget, 'order'> }[] {
  const current = [...widgets].sort((a, b) =>
    a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  )
  const known = new Set(current.map((widget) => widget.id))
  const wanted = readingOrder(desktop)
    .map((item) => item.i)
    .filter((id) => known.has(id))
  const onGrid = new Set(wanted)
  let next = 0
  const order = current.map((widget) => (onGrid.has(widget.id) ? wanted[next++]! : widget.id))
  if (order.every((id, index) => id === current[index]!.id)) return []
  const keys = generateNKeysBetween(null, null, order.length)
  return order.map((id, index) => ({ id, patch: { order: keys[index]! } }))
}
