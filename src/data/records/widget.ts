import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

/** A widget placed on the Overview. */
export const widgetSchema = z.looseObject({
  ...baseShape,
  kind: z.string().check(z.minLength(1), z.maxLength(100)),
  order: z.string().check(z.minLength(1)),
  /** Widget-specific settings. */
  config: z.record(z.string(), z.unknown()),
})
export type Widget = z.infer<typeof widgetSchema>

export const widgetType: RecordType<Widget> = {
  collection: 'widgets',
  prefix: 'widget',
  schema: widgetSchema,
  create: withDefaults<Widget>({ kind: 'clock', order: 'a0', config: {} }),
}
