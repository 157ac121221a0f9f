import type { WidgetBreakpoint, WidgetCell } from '@/data/records/widget'
import { collides, compact, fitBetween, placeInOrder, readingOrder } from './grid-places'
import { COLS, layoutFor, type LayoutWidget } from './widget-grid'

/*
 * A new order of the widgets (Settings > Widgets' list) on the tablet and phone grids someone
 * arranged: each widget that moved goes to its new turn there, keeping its size there, and the
 * others keep their places as far as they can. (The desktop grid is laid out again in the new
 * order, `arrange` in widget-placement.ts.)
 */

type Item = WidgetCell & { i: string }

/**
 * The ids that moved from `before` to `after` (the same ids in a new order): `hint` (the one
 * the user moved) when the others kept their order, else the fewest whose removal leaves the
 * others in their order.
 */
export function movedIds(
  before: readonly string[],
  after: readonly string[],
  hint?: string,
): Set<string> {
  const without = (ids: readonly string[]) => ids.filter((id) => id !== hint)
  if (hint && without(before).join('\n') === without(after).join('\n')) return new Set([hint])
  // The longest run of ids (not necessarily next to each other) in the same order in both.
  const at = after.map((id) => before.indexOf(id))
  const longest: number[][] = []
  for (let k = 0; k < at.length; k++) {
    let best: number[] = []
    for (let j = 0; j < k; j++)
      if (at[j]! < at[k]! && longest[j]!.length > best.length) best = longest[j]!
    longest.push([...best, k])
  }
  const kept = new Set(
    longest.reduce((a, b) => (b.length > a.length ? b : a), []).map((k) => after[k]),
  )
  return new Set(after.filter((id) => !kept.has(id)))
}

/** Whether `cell` stays where it is when the grid packs up: in the top row, or on another. */
const resting = (placed: readonly WidgetCell[], cell: WidgetCell) =>
  cell.y === 0 || placed.some((other) => collides({ ...cell, y: cell.y - 1 }, other))

/** `items` placed one after another in reading order after `fixed` (packed), after `after`. */
function placeAfter(fixed: readonly Item[], items: readonly Item[], cols: number, after?: Item) {
  const placed = [...fixed]
  let last: WidgetCell | undefined = after
  for (const item of items) {
    // Ends: a place right below the lowest item is free and resting, in some column.
    let cell = fitBetween(placed, item, cols, last)!
    while (!resting(placed, cell)) cell = fitBetween(placed, item, cols, cell)!
    placed.push({ ...item, ...cell })
    last = cell
  }
  return placed
}

/**
 * `placed` (packed up) with `item` put in right after `afterId` in reading order (first without
 * it), keeping every size: in a free place there that packing up leaves where it is, moving no
 * other; else in the way that moves the others least (in cells) of three: in the place of the
 * widget after it, those from there on moved down as a drag does; those from there on laid out
 * again after it; the whole grid laid out again in the new order.
 */
function putAfter(placed: readonly Item[], item: Item, afterId: string | undefined, cols: number) {
  const reading = readingOrder(placed)
  const index = afterId ? reading.findIndex((other) => other.i === afterId) + 1 : 0
  const [earlier, later] = [reading.slice(0, index), reading.slice(index)]
  const [after, before] = [earlier.at(-1), later[0]]
  const size = { w: Math.min(item.w, cols), h: item.h }
  let cell = fitBetween(placed, size, cols, after, before)
  while (cell && !resting(placed, cell)) cell = fitBetween(placed, size, cols, cell, before)
  if (cell) return [...placed, { ...item, ...cell }]

  // Not the last: below the lowest widget there is always room.
  const wanted = [...earlier, { ...item, ...size }, ...later]
  const target = { ...item, ...size, x: Math.min(before!.x, cols - size.w), y: before!.y }
  while (earlier.some((other) => collides(target, other))) target.y++
  const pushed: Item[] = [...earlier, target]
  for (const other of later) {
    let y = other.y
    while (pushed.some((p) => collides({ ...other, y }, p))) y++
    pushed.push({ ...other, y })
  }
  const candidates = [
    compact(pushed),
    placeAfter(earlier, wanted.slice(index), cols, after),
    placeInOrder(wanted, cols),
  ].filter((result) => readingOrder(result).every((other, k) => other.i === wanted[k]!.i))
  const moves = (result: readonly Item[]) =>
    placed.reduce((sum, { i, x, y }) => {
      const now = result.find((other) => other.i === i)!
      return sum + Math.abs(now.x - x) + Math.abs(now.y - y)
    }, 0)
  return candidates.reduce((best, next) => (moves(next) < moves(best) ? next : best))
}

/**
 * A grid's places (`items`, as shown) after the widgets are put in the order `ids`, `moved`
 * being those that changed their place in it: each moved one is put in right after the widget
 * it now follows, the others keeping their places as far as they can (`putAfter`).
 */
export function reorderPlaces(
  items: readonly Item[],
  ids: readonly string[],
  moved: ReadonlySet<string>,
  cols: number,
): Item[] {
  let placed = compact(items.filter((item) => !moved.has(item.i)))
  for (const [index, id] of ids.entries()) {
    const item = items.find((entry) => entry.i === id)
    if (!item || !moved.has(id)) continue
    const afterId = ids
      .slice(0, index)
      .findLast((other) => placed.some((entry) => entry.i === other))
    placed = putAfter(placed, item, afterId, cols)
  }
  return readingOrder(placed)
}

/**
 * The places on the tablet and phone grids, where someone arranged them, of the shown widgets
 * after they are put in the order `ids` (`moved`: those that changed their place in it), by
 * widget id. A grid nobody arranged follows the desktop and needs none.
 */
export function reorderedPlaces(
  shown: readonly LayoutWidget[],
  ids: readonly string[],
  moved: ReadonlySet<string>,
): Map<string, Partial<Record<WidgetBreakpoint, WidgetCell>>> {
  const places = new Map<string, Partial<Record<WidgetBreakpoint, WidgetCell>>>()
  for (const breakpoint of ['md', 'sm'] as const) {
    if (!shown.some((entry) => entry.widget.layouts[breakpoint])) continue
    const items = layoutFor(shown, breakpoint)
    for (const { i, x, y, w, h } of reorderPlaces(items, ids, moved, COLS[breakpoint]))
      places.set(i, { ...places.get(i), [breakpoint]: { x, y, w, h } })
  }
  return places
}
