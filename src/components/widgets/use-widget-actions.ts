import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing'
import { toast } from '@/components/ui/toast-store'
import { useRepository, useWorkspace } from '@/data/hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import { inOneStep, undoOfLatest } from '@/data/undo'
import { defaultWidgetRecords } from '@/data/doc/default-widgets'
import type { Widget, WidgetBreakpoint, WidgetCell } from '@/data/records/widget'
import { collides, firstFit, placeInOrder, placeShownAgain } from '@/lib/grid-places'
import { movedIds, reorderedPlaces } from '@/lib/grid-reorder'
import { COLS, layoutChanges, layoutFor, orderChanges, type GridItem } from '@/lib/widget-grid'
import type { WidgetDefinition } from '@/lib/widget-registry'
import { UNKNOWN_SIZE, useWidgets, widgetTitle, type WidgetEntry } from './use-widgets'
import { attempt, merged, type Change } from './widget-changes'

export { useWidgets, widgetTitle, type WidgetEntry } from './use-widgets'

/** Everything the Overview and Settings > Widgets do to widgets, each undoable. */
export function useWidgetActions() {
  const repository = useRepository('widgets')
  const store = useWorkspace().store('widgets')
  const { all, layoutWidgets } = useWidgets()

  /** An order key that puts a widget at `cell` of the desktop grid in its reading position. */
  const orderAt = (cell: WidgetCell) => {
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
  const arrange = (
    ids: readonly string[],
    showing?: string,
    places?: ReturnType<typeof reorderedPlaces>,
  ) => {
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
  const orderAfter = (changes: readonly Change[], removed?: string): Change[] => {
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
  const showAgain = ({ widget, type }: WidgetEntry) => {
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
    if (!cell) return arrange(ids, widget.id)
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

  return {
    /**
     * Adds a widget of a type, with this device's defaults for new widgets of its kind, in the
     * first free place of each arranged grid; returns its id.
     */
    add(type: WidgetDefinition): string | null {
      const layouts: Widget['layouts'] = {}
      // The others' places as shown are stored too: one shown higher than its stored place (a
      // widget above it was hidden or removed) would otherwise end up below the new widget.
      const others = new Map<string, Widget['layouts']>()
      for (const breakpoint of ['lg', 'md', 'sm'] as const) {
        const arranged =
          breakpoint === 'lg' || layoutWidgets.some((e) => e.widget.layouts[breakpoint])
        if (!arranged) continue
        const cols = COLS[breakpoint]
        const placed = layoutFor(layoutWidgets, breakpoint)
        layouts[breakpoint] = firstFit(
          placed,
          breakpoint === 'sm' ? 1 : type.size.w,
          type.size.h,
          cols,
        )
        const shownWidgets = layoutWidgets.map(({ widget }) => widget)
        for (const { id, patch } of layoutChanges(shownWidgets, placed, breakpoint)) {
          const stored = others.get(id) ?? shownWidgets.find((widget) => widget.id === id)!.layouts
          others.set(id, { ...stored, [breakpoint]: patch.layouts[breakpoint] })
        }
      }
      // Its place in the order is its place in the desktop's reading order.
      const order = orderAt(layouts.lg!)
      let id: string | null = null
      if (
        attempt('Could not add the widget', () =>
          inOneStep('Add widget', () => {
            const config = usePreferencesStore.getState().widgetDefaults[type.kind] ?? {}
            if (others.size)
              repository.updateMany(
                [...others].map(([id, layouts]) => ({ id, patch: { layouts } })),
              )
            id = repository.create({
              kind: type.kind,
              order,
              config: structuredClone(config),
              layouts,
            }).id
          }),
        )
      )
        toast({ kind: 'success', title: `${type.title} added` })
      return id
    },

    /**
     * Merges options into the widget's stored ones as they are now: those changed in 'Widget
     * settings', or a widget storing its own choice. Its other options keep what another tab or
     * device stored meanwhile.
     */
    patchConfig(id: string, patch: Record<string, unknown>) {
      const widget = store.get(id)
      if (!widget || !Object.keys(patch).length) return
      attempt('Could not save the widget’s settings', () =>
        repository.update(id, { config: { ...widget.config, ...patch } }),
      )
    },

    /**
     * Removes a widget, with 'Undo' in a toast; no other widget's place is written, and the
     * order follows the desktop's reading order (`orderAfter`), as it was again after 'Undo'.
     */
    remove(id: string) {
      const entry = all.find((item) => item.widget.id === id)
      if (!entry) return
      const orders = orderAfter([], id)
      const ordersBefore = orders.map((change) => ({
        id: change.id,
        patch: { order: all.find((item) => item.widget.id === change.id)!.widget.order },
      }))
      const removed = attempt('Could not remove the widget', () =>
        inOneStep('Remove widget', () => {
          repository.trash([id])
          if (orders.length) repository.updateMany(orders)
        }),
      )
      if (!removed) return
      toast({
        kind: 'info',
        title: 'Widget removed',
        message: `${widgetTitle(entry)} is in the Trash for 30 days.`,
        action: {
          label: 'Undo',
          onClick: undoOfLatest(
            () =>
              void attempt('Could not restore the widget', () =>
                inOneStep('Restore widget', () => {
                  repository.untrash([{ id }])
                  if (ordersBefore.length) repository.updateMany(ordersBefore)
                }),
              ),
          ),
        },
      })
    },

    /**
     * Shows or hides a widget on the Overview (kept with its settings); no other widget's place
     * is written, and the order follows the desktop's reading order (`orderAfter`). Shown
     * again, it goes back to its old place when that is free among the others' stored places;
     * else it takes a place on the desktop grid that keeps the grid in the widgets' order
     * without moving any other (`placeShownAgain`), or, when there is none, the grid is laid
     * out again in that order.
     */
    setHidden(id: string, hidden: boolean) {
      const entry = all.find(({ widget }) => widget.id === id)
      if (!entry) return
      const changes =
        !hidden && entry.widget.hidden ? showAgain(entry) : [{ id, patch: { hidden } }]
      attempt('Could not change the widget', () =>
        inOneStep(hidden ? 'Hide widget' : 'Show widget', () =>
          repository.updateMany(merged(changes, orderAfter(changes))),
        ),
      )
    },

    /** Stores a grid's arrangement after a drag, a resize or a keyboard step. */
    saveLayout(items: readonly GridItem[], breakpoint: WidgetBreakpoint) {
      const widgets = layoutWidgets.map(
        (entry) => all.find((e) => e.widget.id === entry.widget.id)!.widget,
      )
      const patches = new Map<string, Partial<Widget>>()
      for (const { id, patch } of layoutChanges(widgets, items, breakpoint))
        patches.set(id, { ...patches.get(id), ...patch })
      // Widgets with no place yet get the one they are shown in, so a later change elsewhere
      // does not move them; the desktop's reading order becomes the widgets' order (hidden
      // widgets keep their places in it).
      if (breakpoint === 'lg')
        for (const { id, patch } of orderChanges(
          all.map((entry) => entry.widget),
          items,
        ))
          patches.set(id, { ...patches.get(id), ...patch })
      if (!patches.size) return
      attempt('Could not save the layout', () =>
        inOneStep('Change layout', () =>
          repository.updateMany([...patches].map(([id, patch]) => ({ id, patch }))),
        ),
      )
    },

    /**
     * Puts widgets in a new reading order (Settings > Widgets' list; `moved`: the one the user
     * moved): the desktop grid is laid out again in it, keeping sizes; arranged tablet and phone
     * grids keep their places and sizes as far as they can (`reorderedPlaces`).
     */
    reorder(ids: readonly string[], moved?: string) {
      const before = all.map((entry) => entry.widget.id)
      const places = reorderedPlaces(layoutWidgets, ids, movedIds(before, ids, moved))
      attempt('Could not reorder the widgets', () =>
        inOneStep('Move widget', () => repository.updateMany(arrange(ids, undefined, places))),
      )
    },

    /** Puts back the default Overview (after asking), with 'Undo' in a toast. */
    resetLayout() {
      const before = all.map((entry) => entry.widget)
      const defaults = defaultWidgetRecords(Date.now())
      const ok = attempt('Could not reset the layout', () =>
        inOneStep('Reset layout', () => {
          repository.trash(before.map((widget) => widget.id))
          repository.createMany(defaults)
        }),
      )
      if (!ok) return
      toast({
        kind: 'info',
        title: 'Layout reset',
        action: {
          label: 'Undo',
          onClick: undoOfLatest(
            () =>
              void attempt('Could not restore the layout', () =>
                inOneStep('Restore layout', () => {
                  // The default widgets have fixed ids: some of `before` were written over.
                  repository.removeMany(defaults.map((widget) => widget.id))
                  repository.createMany(before)
                }),
              ),
          ),
        },
      })
    },
  }
}
