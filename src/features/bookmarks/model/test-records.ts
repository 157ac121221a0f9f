import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'

/** A folder record for tests. */
export const folderRecord = (
  id: string,
  parentId: string | null,
  order = 'a0',
  title = id,
): BookmarkFolder => ({
  id,
  title,
  parentId,
  order,
  description: '',
  role: null,
  createdAt: 1,
  updatedAt: 1,
})

/** A bookmark record for tests. */
export const bookmarkRecord = (id: string, fields: Partial<Bookmark> = {}): Bookmark => ({
  id,
  folderId: null,
  title: id,
  url: `https://example.com/${id}`,
  description: '',
  tags: [],
  order: 'a0',
  favourite: false,
  icon: null,
  iconUri: null,
  keyword: '',
  isPrivate: false,
  toRead: false,
  note: '',
  createdAt: 1,
  updatedAt: 1,
  ...fields,
})

/** The records an import plan makes, as a workspace would hold them. */
export const planRecords = (plan: {
  folders: readonly object[]
  bookmarks: readonly { id: string }[]
}) => ({
  folders: plan.folders as BookmarkFolder[],
  bookmarks: plan.bookmarks.map((b) => bookmarkRecord(b.id, b as Partial<Bookmark>)),
})
