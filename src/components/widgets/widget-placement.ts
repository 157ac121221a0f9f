import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing'
import type { Widget, WidgetBreakpoint, WidgetCell } from '@/data/records/widget'
import { collides, firstFit, placeInOrder, placeShownAgain } from '@/lib/grid-places'
import type { reorderedPlaces } from '@/lib/grid-reorder'
import {
  COLS,
  layoutChanges,
  layoutFor,
  orderChanges,
  type GridItem,
  type LayoutWidget,
} from '@/lib/widget-grid'
import type { WidgetDefinition } from '@/lib/widget-registry'
import { UNKNOWN_SIZE, type WidgetEntry } from './use-widgets'
import { merged, type Change } from './widget-changes'

/*
 * Where widgets go and in what order when one is added, shown again, moved or reordered: the
 * patches `useWidgetActions` writes, worked out from the widgets as they are now. Nothing here
 * writes; the order is always the desktop's reading order.
 */

/** The workspace's widgets as `useWidgets` gives them: all in order, and those on the grid. */
export interface Widgets {
  all: readonly WidgetEntry[]
  layoutWidgets: readonly LayoutWidget[]
}

/** An order key that puts a widget at `cell` of the desktop grid in its reading position. */
export function orderAt({ all, layoutWidgets }: Widgets, cell: WidgetCell) {
  const next = layoutFor(layoutWidgets, 'lg').find(
    (item) => item.y > cell.y || (item.y === cell.y && item.x > cell.x),
  )
  const index = next ? all.findIndex((entry) => entry.widget.id === next.i) : all.length
  const last = all.at(-1)?.widget.order ?? null
  try {
    return generateKeyBetween(all[index - 1]?.widget.order ?? null, all[index]?.widget.order)
  } catch {
    return generateKeyBetween(last, null) // two widgets with one key (added on two devices)
  }
}

/**
 * Patches that put the widgets in a reading order (`ids`: all of them) and lay the desktop
 * grid out again in it, keeping sizes; the tablet and phone keep their places, or take those
 * in `places`. Hidden widgets keep their places in the order but take none on the grid,
 * except `showing`, shown again.
 */
export function arrange(
  all: readonly WidgetEntry[],
  ids: readonly string[],
  showing?: string,
  places?: ReturnType<typeof reorderedPlaces>,
): Change[] {
  const entries = ids.flatMap((id) => all.filter((entry) => entry.widget.id === id))
  const keys = generateNKeysBetween(null, null, entries.length)
  const cells = placeInOrder(
    entries
      .filter(({ widget }) => !widget.hidden || widget.id === showing)
      .map(({ widget, type }) => {
        const { w, h } = widget.layouts.lg ?? type?.size ?? UNKNOWN_SIZE
        return { i: widget.id, w, h }
      }),
    COLS.lg,
  )
  return entries.map(({ widget }, index) => {
    const cell = cells.find((item) => item.i === widget.id)
    const patch: Partial<Widget> = { order: keys[index]! }
    if (cell)
      patch.layouts = {
        ...widget.layouts,
        ...places?.get(widget.id),
        lg: { x: cell.x, y: cell.y, w: cell.w, h: cell.h },
      }
    if (widget.id === showing) patch.hidden = false
    return { id: widget.id, patch }
  })
}

/**
 * New order keys that keep the order the desktop's reading order once `changes` are stored
 * (and `removed` is gone): a widget hidden, removed or shown again lets the others move up or
 * makes them move down, and one may pass another in the next column. None when it stays.
 */
export function orderAfter(
  all: readonly WidgetEntry[],
  changes: readonly Change[],
  removed?: string,
): Change[] {
  const widgets = all.flatMap(({ widget, type }) => {
    if (widget.id === removed) return []
    const patch = changes.find((change) => change.id === widget.id)?.patch
    return [{ widget: { ...widget, ...patch }, size: type?.size ?? UNKNOWN_SIZE }]
  })
  const desktop = layoutFor(
    widgets.filter((entry) => !entry.widget.hidden),
    'lg',
  )
  return orderChanges(
    widgets.map((entry) => entry.widget),
    desktop,
  )
}

/** Patches that show a hidden widget again (`setHidden`). */
export function showAgain({ all, layoutWidgets }: Widgets, { widget, type }: WidgetEntry) {
  const desktop = layoutFor(layoutWidgets, 'lg')
  const onGrid = layoutWidgets.map((entry) => entry.widget)
  const ids = all.map((entry) => entry.widget.id)
  const shown = ids.filter((id) => id === widget.id || onGrid.some((w) => w.id === id))
  // Its old place is free among the others' places as stored (as when nothing was arranged
  // since it was hidden): it goes back there, and the widgets that moved up into its room move
  // back down. The order follows (`orderAfter`).
  const old = widget.layouts.lg
  if (old && onGrid.every((w) => w.layouts.lg && !collides(w.layouts.lg, old)))
    return [{ id: widget.id, patch: { hidden: false } }]
  const at = shown.indexOf(widget.id)
  const cellOf = (id?: string) => desktop.find((item) => item.i === id)
  const cell = desktop.every((item, index) => item.i === onGrid[index]!.id)
    ? placeShownAgain(
        desktop,
        widget.layouts.lg,
        widget.layouts.lg ?? type?.size ?? UNKNOWN_SIZE,
        COLS.lg,
        cellOf(shown[at - 1]),
        cellOf(shown[at + 1]),
      )
    : null
  if (!cell) return arrange(all, ids, widget.id)
  // The others' places as shown are stored too (one without a place would take its first
  // free place again, which may be this one now).
  const placed = [...desktop, { ...cell, i: widget.id, minW: 1, minH: 1 }]
  const changes = layoutChanges([...onGrid, widget], placed, 'lg')
  const own = changes.find((change) => change.id === widget.id)
  return [
    ...changes.filter((change) => change !== own),
    { id: widget.id, patch: { ...own?.patch, hidden: false } },
  ]
}

/**
 * Where a new widget of a type goes: the first free place of each arranged grid, and its
 * place in the order (`orderAt`). `others` holds the other widgets' places as shown, to store
 * too: one shown higher than its stored place (a widget above it was hidden or removed) would
 * otherwise end up below the new widget.
 */
export function placeAdded(widgets: Widgets, type: WidgetDefinition) {
  const { layoutWidgets } = widgets
  const layouts: Widget['layouts'] = {}
  const others = new Map<string, Widget['layouts']>()
  for (const breakpoint of ['lg', 'md', 'sm'] as const) {
    const arranged = breakpoint === 'lg' || layoutWidgets.some((e) => e.widget.layouts[breakpoint])
    if (!arranged) continue
    const cols = COLS[breakpoint]
    const placed = layoutFor(layoutWidgets, breakpoint)
    layouts[breakpoint] = firstFit(placed, breakpoint === 'sm' ? 1 : type.size.w, type.size.h, cols)
    const shownWidgets = layoutWidgets.map(({ widget }) => widget)
    for (const { id, patch } of layoutChanges(shownWidgets, placed, breakpoint)) {
      const stored = others.get(id) ?? shownWidgets.find((widget) => widget.id === id)!.layouts
      others.set(id, { ...stored, [breakpoint]: patch.layouts[breakpoint] })
    }
  }
  // Its place in the order is its place in the desktop's reading order.
  return { layouts, order: orderAt(widgets, layouts.lg!), others }
}

/**
 * Patches that store a grid's arrangement as shown (`items`). Widgets with no place yet get the
 * one they are shown in, so a later change elsewhere does not move them; on the desktop, its
 * reading order becomes the widgets' order (hidden widgets keep their places in it).
 */
export function layoutSaved(
  { all, layoutWidgets }: Widgets,
  items: readonly GridItem[],
  breakpoint: WidgetBreakpoint,
): Change[] {
  const widgets = layoutWidgets.map(
    (entry) => all.find((e) => e.widget.id === entry.widget.id)!.widget,
  )
  const changes = layoutChanges(widgets, items, breakpoint)
  if (breakpoint !== 'lg') return merged(changes)
  return merged(
    changes,
    orderChanges(
      all.map((entry) => entry.widget),
      items,
    ),
  )
}
