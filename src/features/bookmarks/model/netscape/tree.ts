/** A bookmark as a browser's bookmark file holds it. Times are milliseconds since the epoch. */
export interface NetscapeBookmark {
  kind: 'bookmark'
  title: string
  /** Checked and normalised (`normaliseBookmarkUrl`). */
  url: string
  /** From the `<DD>` after the entry; may span lines. */
  description: string
  /**
   * linkding's notes (Markdown), which it writes after the description in the `<DD>` as
   * `[linkding-notes]…[/linkding-notes]` (`LINKDING_NOTES`); '' if none.
   */
  note: string
  /** From `TAGS="a,b"`: trimmed, de-duplicated, empty ones dropped. */
  tags: string[]
  addDate: number | null
  lastModified: number | null
  /** A raster `data:image/…` icon of at most 16 KB (others are dropped). */
  icon: string | null
  /** Firefox's `ICON_URI` (http or https only): kept for export, never loaded. */
  iconUri: string | null
  /** Firefox's `SHORTCUTURL`, '' if none. */
  keyword: string
  /** linkding's and Pinboard's `PRIVATE="1"`. */
  isPrivate: boolean
  /** linkding's and Pinboard's `TOREAD="1"`. */
  toRead: boolean
}

/** A folder of a bookmark file, with its entries in file order. */
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

/** An entry of a folder: a bookmark or a folder. */
export type NetscapeNode = NetscapeBookmark | NetscapeFolder

/** An entry left out of an import, with the folders it was in and why. */
export interface RefusedEntry {
  title: string
  url: string
  path: string[]
  reason: string
}

/** A bookmark file read into a tree, with what was left out. */
export interface NetscapeParseResult {
  /** A folder standing for the file (titled after its `<H1>` or `<TITLE>`); its children are the file's top level. */
  root: NetscapeFolder
  refused: RefusedEntry[]
  bookmarkCount: number
  /** Folders in the file (not counting `root`). */
  folderCount: number
  /** Why the whole file was refused; then `root` has no children. */
  error: string | null
}
