import { z } from 'zod'
import { baseShape, type RecordType } from './base'

/** Only http(s) and a few harmless schemes may be stored; anything that could run code may not. */
export const bookmarkUrl = z
  .string()
  .max(4000)
  .refine((value) => {
    try {
      return ['http:', 'https:', 'mailto:', 'ftp:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be an http, https, mailto or ftp address')

export const bookmarkSchema = z.looseObject({
  ...baseShape,
  folderId: z.string().nullable(),
  title: z.string().max(1000),
  url: bookmarkUrl,
  description: z.string().max(5000),
  tags: z.array(z.string().max(100)).max(100),
  order: z.string().min(1),
})
export type Bookmark = z.infer<typeof bookmarkSchema>

export const bookmarkType: RecordType<Bookmark> = {
  collection: 'bookmarks',
  prefix: 'bookmark',
  schema: bookmarkSchema,
  create: ({ id, now, ...fields }) => ({
    folderId: null,
    title: '',
    url: 'https://example.com/',
    description: '',
    tags: [],
    order: 'a0',
    ...fields,
    id,
    createdAt: now,
    updatedAt: now,
  }),
}
