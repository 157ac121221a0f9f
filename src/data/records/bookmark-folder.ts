import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

export const bookmarkFolderSchema = z.looseObject({
  ...baseShape,
  title: z.string().check(z.maxLength(500)),
  parentId: z.nullable(z.string()),
  order: z.string().check(z.minLength(1)),
})
export type BookmarkFolder = z.infer<typeof bookmarkFolderSchema>

export const bookmarkFolderType: RecordType<BookmarkFolder> = {
  collection: 'bookmarkFolders',
  prefix: 'folder',
  schema: bookmarkFolderSchema,
  create: withDefaults<BookmarkFolder>({ title: 'New folder', parentId: null, order: 'a0' }),
}
