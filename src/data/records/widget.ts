import { z } from 'zod'
import { baseShape, type RecordType } from './base'

/** A widget placed on the Overview. */
export const widgetSchema = z.looseObject({
  ...baseShape,
  kind: z.string().min(1).max(100),
  order: z.string().min(1),
  /** Widget-specific settings. */
  config: z.record(z.string(), z.unknown()),
})
export type Widget = z.infer<typeof widgetSchema>

export const widgetType: RecordType<Widget> = {
  collection: 'widgets',
  prefix: 'widget',
  schema: widgetSchema,
  create: ({ id, now, ...fields }) => ({
    kind: 'clock',
    order: 'a0',
    config: {},
    ...fields,
    id,
    createdAt: now,
    updatedAt: now,
  }),
}
