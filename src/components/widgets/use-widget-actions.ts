import { generateNKeysBetween } from 'fractional-indexing'
import { useMemo } from 'react'
import { toast } from '@/components/ui/toast-store'
import { useRecords, useRepository } from '@/data/hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import { defaultWidgetRecords } from '@/data/doc/default-widgets'
import type { Widget, WidgetBreakpoint } from '@/data/records/widget'
import {
  COLS,
  firstFit,
  layoutChanges,
  layoutFor,
  orderChanges,
  type GridItem,
  type LayoutWidget,
} from '@/lib/widget-grid'
import { useWidgetTypes, type WidgetDefinition } from '@/lib/widget-registry'
import { byOrder } from '@/data/repository'

/** The size a widget of an unknown kind (from a newer Hearth) takes. */
const UNKNOWN_SIZE = { w: 4, h: 3, minW: 2, minH: 2 }

/** The workspace's widgets in reading order, each with its type (undefined for an unknown kind). */
export function useWidgets() {
  const records = useRecords('widgets')
  const types = useWidgetTypes((state) => state.types)
  return useMemo(() => {
    const all = [...records].sort(byOrder).map((widget) => ({
      widget,
      type: types.find((type) => type.kind === widget.kind),
    }))
    const shown = all.filter((entry) => !entry.widget.hidden)
    const layoutWidgets: LayoutWidget[] = shown.map(({ widget, type }) => ({
      widget,
      size: type?.size ?? UNKNOWN_SIZE,
    }))
    return { all, shown, layoutWidgets }
  }, [records, types])
}

export type WidgetEntry = ReturnType<typeof useWidgets>['all'][number]

/** A widget's name: its type's title, or what it is when Hearth does not know its kind. */
export const widgetTitle = (entry: { widget: Widget; type?: WidgetDefinition }) =>
  entry.type?.title ?? `Unknown widget (${entry.widget.kind})`

function attempt(what: string, run: () => void): boolean {
  try {
    run()
    return true
  } catch (error) {
    toast({ kind: 'error', title: what, message: error instanceof Error ? error.message : '' })
    return false
  }
}

/** Everything the Overview and Settings > Widgets do to widgets, each undoable. */
export function useWidgetActions() {
  const repository = useRepository('widgets')
  const { all, layoutWidgets } = useWidgets()

  return {
    /**
     * Adds a widget of a type, with this device's defaults for new widgets of its kind, in the
     * first free place of each arranged grid; returns its id.
     */
    add(type: WidgetDefinition): string | null {
      const last = all.at(-1)?.widget.order ?? null
      const [order] = generateNKeysBetween(last, null, 1)
      const layouts: Widget['layouts'] = {}
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
      }
      let id: string | null = null
      if (
        attempt('Could not add the widget', () => {
          const config = usePreferencesStore.getState().widgetDefaults[type.kind] ?? {}
          id = repository.create({
            kind: type.kind,
            order,
            config: structuredClone(config),
            layouts,
          }).id
        })
      )
        toast({ kind: 'success', title: `${type.title} added` })
      return id
    },

    /** Stores a widget's options. */
    configure(id: string, config: Record<string, unknown>) {
      return attempt('Could not save the widget’s settings', () =>
        repository.update(id, { config }),
      )
    },

    /** Merges options into a widget's stored ones (a widget storing its own choice). */
    patchConfig(id: string, patch: Record<string, unknown>) {
      const widget = all.find((entry) => entry.widget.id === id)?.widget
      if (!widget) return
      attempt('Could not save the widget’s settings', () =>
        repository.update(id, { config: { ...widget.config, ...patch } }),
      )
    },

    /** Removes a widget, with 'Undo' in a toast. */
    remove(id: string) {
      const entry = all.find((item) => item.widget.id === id)
      if (!entry) return
      if (!attempt('Could not remove the widget', () => repository.remove(id))) return
      toast({
        kind: 'info',
        title: 'Widget removed',
        message: widgetTitle(entry),
        action: {
          label: 'Undo',
          onClick: () =>
            void attempt('Could not restore the widget', () =>
              repository.createMany([entry.widget]),
            ),
        },
      })
    },

    /** Shows or hides a widget on the Overview (kept with its settings). */
    setHidden(id: string, hidden: boolean) {
      attempt('Could not change the widget', () => repository.update(id, { hidden }))
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
      // does not move them; the desktop's reading order becomes the widgets' order.
      if (breakpoint === 'lg')
        for (const { id, patch } of orderChanges(widgets, items))
          patches.set(id, { ...patches.get(id), ...patch })
      if (!patches.size) return
      attempt('Could not save the layout', () =>
        repository.updateMany([...patches].map(([id, patch]) => ({ id, patch }))),
      )
    },

    /**
     * Puts widgets in a new reading order (Settings > Widgets' list): the desktop grid is laid
     * out again in that order, keeping sizes, and the tablet and phone follow it.
     */
    reorder(ids: readonly string[]) {
      const keys = generateNKeysBetween(null, null, ids.length)
      const placed: GridItem[] = []
      const changes = ids.flatMap((id, index) => {
        const widget = all.find((entry) => entry.widget.id === id)?.widget
        if (!widget) return []
        const size = layoutWidgets.find((e) => e.widget.id === id)
        const current = widget.layouts.lg ?? { w: size?.size.w ?? 4, h: size?.size.h ?? 3 }
        const patch: Partial<Widget> = { order: keys[index]! }
        if (!widget.hidden) {
          const cell = firstFit(placed, current.w, current.h, COLS.lg)
          placed.push({ ...cell, i: id, minW: 1, minH: 1 })
          patch.layouts = { lg: cell }
        }
        return [{ id, patch }]
      })
      attempt('Could not reorder the widgets', () => repository.updateMany(changes))
    },

    /** Puts back the default Overview (after asking), with 'Undo' in a toast. */
    resetLayout() {
      const before = all.map((entry) => entry.widget)
      const defaults = defaultWidgetRecords(Date.now())
      const ok = attempt('Could not reset the layout', () => {
        repository.removeMany(before.map((widget) => widget.id))
        repository.createMany(defaults)
      })
      if (!ok) return
      toast({
        kind: 'info',
        title: 'Layout reset',
        action: {
          label: 'Undo',
          onClick: () =>
            void attempt('Could not restore the layout', () => {
              repository.removeMany(defaults.map((widget) => widget.id))
              repository.createMany(before)
            }),
        },
      })
    },
  }
}
