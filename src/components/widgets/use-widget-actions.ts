import { toast } from '@/components/ui/toast-store'
import { useRepository, useWorkspace } from '@/data/hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import { inOneStep, undoOfLatest } from '@/data/undo'
import { defaultWidgetRecords } from '@/data/doc/default-widgets'
import type { WidgetBreakpoint } from '@/data/records/widget'
import { movedIds, reorderedPlaces } from '@/lib/grid-reorder'
import type { GridItem } from '@/lib/widget-grid'
import type { WidgetDefinition } from '@/lib/widget-registry'
import { useWidgets, widgetTitle } from './use-widgets'
import { attempt, merged } from './widget-changes'
import { arrange, layoutSaved, orderAfter, placeAdded, showAgain } from './widget-placement'

export { useWidgets, widgetTitle, type WidgetEntry } from './use-widgets'

/**
 * Everything the Overview and Settings > Widgets do to widgets, each undoable. Where the
 * widgets go and in what order is worked out in `widget-placement.ts`; this writes it.
 */
export function useWidgetActions() {
  const repository = useRepository('widgets')
  const store = useWorkspace().store('widgets')
  const widgets = useWidgets()
  const { all, layoutWidgets } = widgets

  return {
    /**
     * Adds a widget of a type, with this device's defaults for new widgets of its kind, in the
     * first free place of each arranged grid; returns its id.
     */
    add(type: WidgetDefinition): string | null {
      const { layouts, order, others } = placeAdded(widgets, type)
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
      const orders = orderAfter(all, [], id)
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
        !hidden && entry.widget.hidden ? showAgain(widgets, entry) : [{ id, patch: { hidden } }]
      attempt('Could not change the widget', () =>
        inOneStep(hidden ? 'Hide widget' : 'Show widget', () =>
          repository.updateMany(merged(changes, orderAfter(all, changes))),
        ),
      )
    },

    /** Stores a grid's arrangement after a drag, a resize or a keyboard step. */
    saveLayout(items: readonly GridItem[], breakpoint: WidgetBreakpoint) {
      const changes = layoutSaved(widgets, items, breakpoint)
      if (!changes.length) return
      attempt('Could not save the layout', () =>
        inOneStep('Change layout', () => repository.updateMany(changes)),
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
        inOneStep('Move widget', () => repository.updateMany(arrange(all, ids, undefined, places))),
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
