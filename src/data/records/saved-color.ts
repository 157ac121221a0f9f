import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

/** A named colour the user saved in the colour picker (schema 6). */
export const savedColorSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  name: z.string().check(z.maxLength(200)),
  /**
   * The colour as CSS text (`#3b82f6`, `oklch(70% 0.2 250)`…). Kept as written, so a colour
   * outside sRGB keeps its gamut; a value this build cannot parse is kept and shown as text.
   */
  value: z.string().check(z.maxLength(500)),
  /** Fractional index for user-sortable order. */
  order: z.string().check(z.minLength(1)),
})
export type SavedColor = z.infer<typeof savedColorSchema>

export const savedColorType: RecordType<SavedColor> = {
  collection: 'colors',
  prefix: 'color',
  schema: savedColorSchema,
  create: withDefaults<SavedColor>({ name: 'Colour', value: '#000000', order: 'a0' }),
}
