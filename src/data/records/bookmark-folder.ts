import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

export const bookmarkFolderSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  title: z.string().check(z.maxLength(500)),
  parentId: z.nullable(z.string()),
  order: z.string().check(z.minLength(1)),
  description: z.string().check(z.maxLength(5000)),
  /** The browser's bookmarks bar or 'Other bookmarks', as an imported file marked them. */
  role: z.nullable(z.enum(['toolbar', 'unfiled'])),
})
export type BookmarkFolder = z.infer<typeof bookmarkFolderSchema>

/** Fields folders gained in schema 3, with the values older folders get. */
export const BOOKMARK_FOLDER_V3_DEFAULTS = {
  description: '',
  role: null,
} satisfies Partial<BookmarkFolder>

export const bookmarkFolderType: RecordType<BookmarkFolder> = {
  collection: 'bookmarkFolders',
  prefix: 'folder',
  schema: bookmarkFolderSchema,
  create: withDefaults<BookmarkFolder>({
    title: 'New folder',
    parentId: null,
    order: 'a0',
    ...BOOKMARK_FOLDER_V3_DEFAULTS,
  }),
}
