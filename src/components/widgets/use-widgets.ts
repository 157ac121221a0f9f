import { useMemo } from 'react'
import { useRecords } from '@/data/hooks'
import type { Widget } from '@/data/records/widget'
import { byOrder } from '@/data/repository'
import type { LayoutWidget } from '@/lib/widget-grid'
import { useWidgetTypes, type WidgetDefinition } from '@/lib/widget-registry'

/** The size a widget of an unknown kind (from a newer Hearth) takes. */
export const UNKNOWN_SIZE = { w: 4, h: 3, minW: 2, minH: 2 }

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
