import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

/**
 * The Overview's grids: desktop (`lg`, 12 columns), tablet (`md`, 6) and phone (`sm`, 1 column
 * in reading order). A widget without a place on a grid is placed there from `order`.
 */
export const WIDGET_BREAKPOINTS = ['lg', 'md', 'sm'] as const
export type WidgetBreakpoint = (typeof WIDGET_BREAKPOINTS)[number]

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))

/** A widget's place on one grid, in grid cells. */
export const widgetCellSchema = z.object({
  x: int(0, 11),
  y: int(0, 10_000),
  w: int(1, 12),
  h: int(1, 40),
})
export type WidgetCell = z.infer<typeof widgetCellSchema>

/** A widget placed on the Overview. */
export const widgetSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  kind: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Reading order: the phone grid and lists follow it unless arranged otherwise. */
  order: z.string().check(z.minLength(1)),
  /** Widget-specific settings, checked by the widget type's own option schema. */
  config: z.record(z.string(), z.unknown()),
  /** Its place on each grid it has been placed on (schema 4). */
  layouts: z.object({
    lg: z.optional(widgetCellSchema),
    md: z.optional(widgetCellSchema),
    sm: z.optional(widgetCellSchema),
  }),
  /** Kept, with its settings, but not shown on the Overview (schema 4). */
  hidden: z.boolean(),
})
export type Widget = z.infer<typeof widgetSchema>

/** What schema 4 added to widgets, as stored on widgets from before it. */
export const WIDGET_V4_DEFAULTS = { layouts: {}, hidden: false } satisfies Partial<Widget>

export const widgetType: RecordType<Widget> = {
  collection: 'widgets',
  prefix: 'widget',
  schema: widgetSchema,
  create: withDefaults<Widget>({ kind: 'clock', order: 'a0', config: {}, ...WIDGET_V4_DEFAULTS }),
}
