import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

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

/** The largest icon kept, as the length of its data URL. */
export const MAX_ICON_LENGTH = 16 * 1024

const RASTER_ICON =
  /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i

/** Raster images only (never SVG, which can hold script), at most 16 KB. */
export const bookmarkIcon = z.string().check(
  z.maxLength(MAX_ICON_LENGTH),
  z.refine((value) => RASTER_ICON.test(value), 'must be a raster image data URL'),
)

/** The longest note a bookmark keeps (as a todo's notes). */
export const MAX_BOOKMARK_NOTE = 20_000

export const bookmarkSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  folderId: z.nullable(z.string()),
  title: z.string().check(z.maxLength(1000)),
  url: bookmarkUrl,
  description: z.string().check(z.maxLength(5000)),
  tags: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  order: z.string().check(z.minLength(1)),
  favourite: z.boolean(),
  /** A small raster icon as a `data:image/…` URL (from an imported file), or null. */
  icon: z.nullable(bookmarkIcon),
  /** Where the browser that exported it found its icon (kept for export, never loaded). */
  iconUri: z.nullable(z.string().check(z.maxLength(4000))),
  /** Firefox's keyword (`SHORTCUTURL`). */
  keyword: z.string().check(z.maxLength(200)),
  /** linkding's and Pinboard's flags, kept for export. */
  isPrivate: z.boolean(),
  toRead: z.boolean(),
  /** The user's note on it: Markdown, which may link to other items (`src/lib/item-links.ts`). */
  note: z.string().check(z.maxLength(MAX_BOOKMARK_NOTE)),
})
export type Bookmark = z.infer<typeof bookmarkSchema>

/** Fields bookmarks gained in schema 3, with the values older bookmarks get. */
export const BOOKMARK_V3_DEFAULTS = {
  favourite: false,
  icon: null,
  iconUri: null,
  keyword: '',
  isPrivate: false,
  toRead: false,
} satisfies Partial<Bookmark>

/** The field bookmarks gained in schema 10 (`bookmark-notes`), with the value older ones get. */
export const BOOKMARK_V10_DEFAULTS = { note: '' } satisfies Partial<Bookmark>

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
    ...BOOKMARK_V3_DEFAULTS,
    ...BOOKMARK_V10_DEFAULTS,
  }),
}
