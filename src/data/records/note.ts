import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

/** A note; `body` is Markdown, stored as Y.Text so edits from two tabs merge. */
export const noteSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  title: z.string().check(z.maxLength(1000)),
  body: z.string(),
  tags: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  pinned: z.boolean(),
  /** When it was moved to the Trash, or null. */
  trashedAt: z.nullable(z.number()),
})
export type Note = z.infer<typeof noteSchema>

export const noteType: RecordType<Note> = {
  collection: 'notes',
  prefix: 'note',
  schema: noteSchema,
  create: withDefaults<Note>({ title: '', body: '', tags: [], pinned: false, trashedAt: null }),
}
