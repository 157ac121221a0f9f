import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

/** Only http(s) and a few harmless schemes may be stored; anything that could run code may not. */
export const bookmarkUrl = z.string().check(
  z.maxLength(4000),
  z.refine((value) => {
    try {
      return ['http:', 'https:', 'mailto:', 'ftp:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be an http, https, mailto or ftp address'),
)

export const bookmarkSchema = z.looseObject({
  ...baseShape,
  folderId: z.nullable(z.string()),
  title: z.string().check(z.maxLength(1000)),
  url: bookmarkUrl,
  description: z.string().check(z.maxLength(5000)),
  tags: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  order: z.string().check(z.minLength(1)),
})
export type Bookmark = z.infer<typeof bookmarkSchema>

export const bookmarkType: RecordType<Bookmark> = {
  collection: 'bookmarks',
  prefix: 'bookmark',
  schema: bookmarkSchema,
  create: withDefaults<Bookmark>({
    folderId: null,
    title: '',
    url: 'https://example.com/',
    description: '',
    tags: [],
    order: 'a0',
  }),
}
