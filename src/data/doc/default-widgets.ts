import type * as Y from 'yjs'
import { widgetType, type Widget } from '../records/widget'
import { collectionMap, writeRecord } from './records-in-doc'
import { DEFAULT_WIDGETS } from './default-layout'

export { DEFAULT_WIDGETS }

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
