import type * as Y from 'yjs'
import { widgetType, type Widget } from '../records/widget'
import { collectionMap, writeRecord } from './records-in-doc'

type DefaultWidget = Pick<Widget, 'kind' | 'order' | 'config'> & {
  cell: { x: number; y: number; w: number; h: number }
}

/**
 * The Overview of a new workspace: greeting and clock, search, today's todos, a note, the
 * calendar and favourite bookmarks, on the desktop grid (12 columns). Tablet and phone grids
 * follow from it. Kinds are the widget types the features register; options not given take
 * their defaults (the todos widget shows Today, the bookmarks widget Favourites).
 */
export const DEFAULT_WIDGETS: readonly DefaultWidget[] = [
  { kind: 'clock', order: 'a0', config: {}, cell: { x: 0, y: 0, w: 5, h: 3 } },
  { kind: 'search', order: 'a1', config: {}, cell: { x: 5, y: 0, w: 7, h: 3 } },
  { kind: 'todos', order: 'a2', config: {}, cell: { x: 0, y: 3, w: 4, h: 7 } },
  { kind: 'notes', order: 'a3', config: {}, cell: { x: 4, y: 3, w: 4, h: 7 } },
  { kind: 'calendar', order: 'a4', config: {}, cell: { x: 8, y: 3, w: 4, h: 7 } },
  { kind: 'bookmarks', order: 'a5', config: {}, cell: { x: 0, y: 10, w: 12, h: 4 } },
]

/**
 * Ids are fixed, so two tabs (or, later, two devices) that lay out the same new workspace at
 * once write the same records rather than two copies of each.
 */
export const defaultWidgetId = (kind: string) => `widget:default-${kind}`

/** The default widgets as records, made `now`. */
export function defaultWidgetRecords(now: number): Widget[] {
  return DEFAULT_WIDGETS.map(({ cell, ...widget }) =>
    widgetType.create({ id: defaultWidgetId(widget.kind), now, ...widget, layouts: { lg: cell } }),
  )
}

/** Lays out the default Overview in a workspace that has no widgets; writes nothing otherwise. */
export function addDefaultWidgets(doc: Y.Doc, now = Date.now()) {
  if (collectionMap(doc, 'widgets').size > 0) return
  for (const record of defaultWidgetRecords(now)) writeRecord(doc, 'widgets', record)
}
