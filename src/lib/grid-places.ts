import type { WidgetCell } from '@/data/records/widget'

/*
 * Places on a grid of cells, `cols` wide and as tall as needed: reading order, collisions, the
 * first free place (anywhere, or between two cells in reading order), and packing upwards. The
 * widget layout (`widget-grid.ts`) builds on these.
 */

/** Top to bottom, then left to right: the order a reader (and the phone grid) takes. */
export const readingOrder = <T extends WidgetCell>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.y - b.y || a.x - b.x)

export const collides = (a: WidgetCell, b: WidgetCell) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** Whether `a` comes before `b` in reading order. */
const readsBefore = (a: WidgetCell, b: WidgetCell) => a.y < b.y || (a.y === b.y && a.x < b.x)

/** The first free place, top to bottom then left to right, for a `w` × `h` item. */
export const firstFit = (placed: readonly WidgetCell[], w: number, h: number, cols: number) =>
  fitBetween(placed, { w, h }, cols)!

/**
 * The first free place for a `w` × `h` item that comes after `after` and before `before` in
 * reading order (either may be missing); null when there is none before `before`.
 */
export function fitBetween(
  placed: readonly WidgetCell[],
  size: { w: number; h: number },
  cols: number,
  after?: WidgetCell,
  before?: WidgetCell,
): WidgetCell | null {
  const w = Math.min(size.w, cols)
  for (let y = after?.y ?? 0; !before || y <= before.y; y++)
    for (let x = after && y === after.y ? after.x + 1 : 0; x + w <= cols; x++) {
      const cell = { x, y, w, h: size.h }
      if (before && !readsBefore(cell, before)) return null
      if (!placed.some((other) => collides(cell, other))) return cell
    }
  return null
}

/**
 * Places items in the given order, each in the first free place that comes after the one
 * before it in reading order and has something right above it (or is in the top row), so the
 * grid reads in exactly that order and `compact` moves nothing: no item could move up past the
 * one before it.
 */
export function placeInOrder<T extends { i: string; w: number; h: number }>(
  items: readonly T[],
  cols: number,
): (T & WidgetCell)[] {
  const placed: (T & WidgetCell)[] = []
  const resting = (cell: WidgetCell) =>
    cell.y === 0 || placed.some((other) => collides({ ...cell, y: cell.y - 1 }, other))
  for (const item of items) {
    // Ends: a place right below the lowest item is free and resting, in some column.
    let cell = fitBetween(placed, item, cols, placed.at(-1))!
    while (!resting(cell)) cell = fitBetween(placed, item, cols, cell)!
    placed.push({ ...item, ...cell })
  }
  return placed
}

/**
 * A place for a widget shown again, between `after` and `before` in reading order and moving no
 * other: its old one if free there, else the first free one; then up as far as it goes (a drag
 * leaves no hole above a widget; hiding or reordering others can). Null when there is none.
 */
export function placeShownAgain(
  items: readonly WidgetCell[],
  old: WidgetCell | undefined,
  size: { w: number; h: number },
  cols: number,
  after?: WidgetCell,
  before?: WidgetCell,
): WidgetCell | null {
  const fits = (cell: WidgetCell) =>
    cell.x + cell.w <= cols &&
    (!after || readsBefore(after, cell)) &&
    (!before || readsBefore(cell, before)) &&
    !items.some((other) => collides(cell, other))
  let cell = old && fits(old) ? old : fitBetween(items, size, cols, after, before)
  while (cell && cell.y > 0 && fits({ ...cell, y: cell.y - 1 })) cell = { ...cell, y: cell.y - 1 }
  return cell && { x: cell.x, y: cell.y, w: cell.w, h: cell.h }
}

/** Moves every item up as far as it goes, in reading order, so the grid has no holes above. */
export function compact<T extends WidgetCell>(items: readonly T[]): T[] {
  const placed: T[] = []
  for (const item of readingOrder(items)) {
    let y = item.y
    while (y > 0 && !placed.some((other) => collides({ ...item, y: y - 1 }, other))) y--
    placed.push({ ...item, y })
  }
  return placed
}
