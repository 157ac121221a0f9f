/** A bookmark as a browser's bookmark file holds it. Times are milliseconds since the epoch. */
export interface NetscapeBookmark {
  kind: 'bookmark'
  title: string
  /** Checked and normalised (`normaliseBookmarkUrl`). */
  url: string
  description: string
  tags: string[]
  addDate: number | null
  lastModified: number | null
  /** A raster `data:image/…` icon of at most 16 KB (others are dropped). */
  icon: string | null
  /** Firefox's `ICON_URI`: kept for export, never loaded. */
  iconUri: string | null
  /** Firefox's `SHORTCUTURL`. */
  keyword: string
  isPrivate: boolean
  toRead: boolean
}

export interface NetscapeFolder {
  kind: 'folder'
  title: string
  description: string
  addDate: number | null
  lastModified: number | null
  /** `PERSONAL_TOOLBAR_FOLDER` (the bookmarks bar) or `UNFILED_BOOKMARKS_FOLDER`. */
  role: 'toolbar' | 'unfiled' | null
  children: NetscapeNode[]
}

export type NetscapeNode = NetscapeBookmark | NetscapeFolder

/** An entry left out of an import, with where it was and why. */
export interface RefusedEntry {
  title: string
  url: string
  path: string[]
  reason: string
}

export interface NetscapeParseResult {
  /** A folder standing for the file; its children are the file's top level. */
  root: NetscapeFolder
  refused: RefusedEntry[]
  bookmarkCount: number
  /** Folders in the file (not counting `root`). */
  folderCount: number
  /** Why the whole file was refused; then `root` is empty. */
  error: string | null
}
