import { generateNKeysBetween } from 'fractional-indexing'
import { MAX_BOOKMARK_NOTE, type Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { newId } from '@/data/ids'
import { bookmarkUrlKey } from './bookmark-url'
import { folderTitle, type FolderTree } from './folders'
import { withoutEmptiedFolders } from './import-emptied'
import { savedOf, type SavedBookmarks } from './saved-bookmarks'
import type { NetscapeFolder, NetscapeParseResult, RefusedEntry } from './netscape/tree'

export type ImportTarget = 'new-folder' | 'merge'

export interface ImportOptions {
  /** Into a new top-level folder named after the file, or merged into the top level. */
  target: ImportTarget
  /** The new folder's name (the file's name without `.html`). */
  folderName: string
  /** Leave out bookmarks whose address is already saved. @defaultValue true */
  skipDuplicates: boolean
}

/** What an import will do, shown before anything changes. */
export interface BookmarkImportPlan {
  folders: (Partial<BookmarkFolder> & { id: string })[]
  /**
   * The user's folders that folders of the file join, with what they take from them (Merge): a
   * description they lacked or one of their own added, and the bookmarks-bar role.
   */
  folderUpdates: { id: string; patch: Partial<FolderDetails> }[]
  bookmarks: (Partial<Bookmark> & { id: string })[]
  /** Entries of the file with a title, description, note or tags longer than Hearth keeps: cut to fit. */
  shortened: number
  /** Folders left out: every bookmark the file has for them is already saved and skipped. */
  emptied: number
  /** Bookmarks of the file whose address is already saved (left out unless asked). */
  duplicates: number
  /**
   * Bookmarks whose address comes earlier in the same folder of the file (or of the folder the
   * file's folders merge into): always left out. The same address in two folders stays in each.
   */
  repeats: number
  refused: readonly RefusedEntry[]
  /** In the file: bookmarks and folders that can be imported. */
  inFile: { bookmarks: number; folders: number }
}

/** Every address of a parsed file, as `bookmarkUrlKey`s (what is asked of the saved ones). */
export function addressesOf(parsed: NetscapeParseResult): string[] {
  const keys = new Set<string>()
  const stack: NetscapeFolder[] = [parsed.root]
  while (stack.length)
    for (const child of stack.pop()!.children)
      if (child.kind === 'folder') stack.push(child)
      else keys.add(bookmarkUrlKey(child.url))
  return [...keys]
}

/** What folders of one name say about themselves, joined when they merge. */
export type FolderDetails = Pick<BookmarkFolder, 'description' | 'role'>

const MAX_DESCRIPTION = 5000

/**
 * The details of a folder that another of its name joins (`into`, then `joining`), losing
 * neither: the bookmarks-bar role if either has it (else the first role either has); both
 * descriptions when they differ, the first one's first and a blank line between, unless one
 * already holds the other. The description may come out longer than a folder keeps.
 */
export function joinFolderDetails(into: FolderDetails, joining: FolderDetails): FolderDetails {
  const role =
    into.role === 'toolbar' || joining.role === 'toolbar' ? 'toolbar' : (into.role ?? joining.role)
  const [first, second] = [into.description.trim(), joining.description.trim()]
  const description =
    !second || first.includes(second)
      ? into.description
      : !first || second.includes(first)
        ? joining.description
        : `${first}\n\n${second}`
  return { description, role }
}

/** The file's name as a folder name: 'bookmarks_22_11_2026.html' → 'bookmarks_22_11_2026'. */
export const folderNameFromFile = (name: string) =>
  name
    .replace(/\.html?$/i, '')
    .trim()
    .slice(0, 200) || 'Imported bookmarks'

/**
 * Plans an import of a parsed bookmark file: the folders to create (in a new folder, or merged
 * by name into the existing ones at the same place and into each other) and the bookmarks with
 * their orders after what is there. Times come from the file; a folder the browser marked as its
 * bookmarks bar keeps that role.
 */
export function planBookmarkImport(
  parsed: NetscapeParseResult,
  existing: { tree: FolderTree } & (SavedBookmarks | { bookmarks: readonly Bookmark[] }),
  options: ImportOptions,
  now = Date.now(),
): BookmarkImportPlan {
  const { saved, lastOrders } = 'bookmarks' in existing ? savedOf(existing.bookmarks) : existing
  const folders: BookmarkImportPlan['folders'] = []
  let shortened = 0
  let cut = false
  /** `text` cut to `max` characters, marking the entry being read as shortened. */
  const fit = (text: string, max: number) => {
    if (text.length <= max) return text
    cut = true
    return text.slice(0, max)
  }
  /** Counts the entry just read if any of its text was cut. */
  const counted = () => {
    if (cut) shortened++
    cut = false
  }
  // Folders that folders of the file join: those planned here, and the user's with the details
  // they will have.
  const planned = new Map<string, BookmarkImportPlan['folders'][number]>()
  const joined = new Map<string, FolderDetails>()
  const join = (id: string, child: NetscapeFolder) => {
    const plannedFolder = planned.get(id)
    const into = plannedFolder ?? joined.get(id) ?? existing.tree.byId.get(id)
    if (!into) return
    const details = joinFolderDetails(into as FolderDetails, child)
    details.description = fit(details.description, MAX_DESCRIPTION)
    counted()
    if (plannedFolder) Object.assign(plannedFolder, details)
    else joined.set(id, details)
  }
  const bookmarks: BookmarkImportPlan['bookmarks'] = []
  let duplicates = 0
  let repeats = 0
  // Addresses each folder receives from the file: one given twice in a folder comes in once,
  // while a link filed in two folders (browsers allow it) stays in both.
  const placed = new Set<string>()
  // The last order key under each place, so what is imported goes after what is there, and
  // each batch after the one before: folders of the file can merge into one folder of the user's.
  const last = {
    folder: new Map<string | null, string>(),
    bookmark: new Map(lastOrders),
  }
  for (const [parentId, children] of existing.tree.children) {
    const key = children.at(-1)?.order
    if (key !== undefined) last.folder.set(parentId, key)
  }
  /** `n` order keys after everything under `parentId` so far (existing or planned). */
  const nextOrders = (parentId: string | null, kind: 'folder' | 'bookmark', n: number) => {
    const keys = generateNKeysBetween(last[kind].get(parentId) ?? null, null, n)
    if (n) last[kind].set(parentId, keys[n - 1]!)
    return keys
  }
  // One folder per role: a folder the file marks as the bookmarks bar (or 'Other bookmarks')
  // takes the role only when none of the user's folders has it, so a later export marks one.
  const taken = new Set(Array.from(existing.tree.byId.values(), (f) => f.role))
  const roleFor = (role: NetscapeFolder['role']) => {
    if (role === null || taken.has(role)) return null
    taken.add(role)
    return role
  }
  // Where the file has bookmarks (for `withoutEmptiedFolders`).
  const fileLinksIn = new Set<string>()
  const time = (ms: number | null) => (ms !== null && ms >= 0 && ms <= now + 86_400_000 ? ms : now)

  // Merging: the folders under each place by name, the user's and those planned so far, so a
  // folder of the file joins the user's of its name, and folders of one name at one level of the
  // file join each other.
  const named = new Map<string | null, Map<string, string>>()
  const namesUnder = (parentId: string | null) => {
    let names = named.get(parentId)
    if (!names) {
      names = new Map()
      for (const f of existing.tree.children.get(parentId) ?? []) {
        const name = folderTitle(f).toLowerCase()
        if (!names.has(name)) names.set(name, f.id)
      }
      named.set(parentId, names)
    }
    return names
  }

  // Iterative walk: files may nest folders a hundred levels deep.
  const stack: { source: NetscapeFolder; into: string | null }[] = []
  if (options.target === 'new-folder') {
    const id = newId('folder')
    const [order] = nextOrders(null, 'folder', 1)
    folders.push({
      id,
      title: options.folderName,
      parentId: null,
      order: order!,
      createdAt: now,
      updatedAt: now,
    })
    stack.push({ source: parsed.root, into: id })
  } else stack.push({ source: parsed.root, into: null })

  while (stack.length) {
    const { source, into } = stack.pop()!
    const subFolders = source.children.filter((c) => c.kind === 'folder')
    const links = source.children.filter((c) => c.kind === 'bookmark')
    const names = options.target === 'merge' ? namesUnder(into) : null
    const made: { child: NetscapeFolder; id: string }[] = []
    const joining: { child: NetscapeFolder; id: string }[] = []
    const next = subFolders.map((child) => {
      const name = (child.title.trim() || 'Untitled folder').toLowerCase()
      let id = names?.get(name)
      if (!id) {
        id = newId('folder')
        names?.set(name, id)
        made.push({ child, id })
      } else joining.push({ child, id })
      return { source: child, into: id }
    })
    const folderOrders = nextOrders(into, 'folder', made.length)
    made.forEach(({ child, id }, i) => {
      const folder = {
        id,
        title: fit(child.title, 500),
        parentId: into,
        order: folderOrders[i]!,
        description: fit(child.description, MAX_DESCRIPTION),
        role: roleFor(child.role),
        createdAt: time(child.addDate),
        updatedAt: time(child.lastModified ?? child.addDate),
      }
      counted()
      folders.push(folder)
      planned.set(id, folder)
    })
    // After the folders made here: a folder may join one made just before it at this level.
    for (const { id, child } of joining) join(id, child)
    // Taken off in the file's order: of folders merging into one, the first one's come first.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!)
    if (links.length && into !== null) fileLinksIn.add(into)
    const kept = links.filter((link) => {
      const key = bookmarkUrlKey(link.url)
      const place = `${into ?? ''}\n${key}`
      if (placed.has(place)) {
        repeats++
        return false
      }
      placed.add(place)
      if (!saved.has(key)) return true
      duplicates++
      return !options.skipDuplicates
    })
    const orders = nextOrders(into, 'bookmark', kept.length)
    kept.forEach((link, i) => {
      if (link.tags.length > 100) cut = true
      bookmarks.push({
        id: newId('bookmark'),
        folderId: into,
        title: fit(link.title, 1000),
        url: link.url,
        description: fit(link.description, 5000),
        note: fit(link.note, MAX_BOOKMARK_NOTE),
        tags: link.tags.slice(0, 100).map((t) => fit(t, 100)),
        order: orders[i]!,
        favourite: false,
        icon: link.icon,
        iconUri: link.iconUri,
        keyword: link.keyword.slice(0, 200),
        isPrivate: link.isPrivate,
        toRead: link.toRead,
        createdAt: time(link.addDate),
        updatedAt: time(link.lastModified ?? link.addDate),
      })
      counted()
    })
  }
  const folderUpdates: BookmarkImportPlan['folderUpdates'] = []
  for (const [id, details] of joined) {
    const mine = existing.tree.byId.get(id)!
    const patch: Partial<FolderDetails> = {}
    if (details.description !== mine.description) patch.description = details.description
    if (details.role !== mine.role) patch.role = details.role
    if (Object.keys(patch).length) folderUpdates.push({ id, patch })
  }
  const { folders: coming, emptied } = withoutEmptiedFolders(folders, bookmarks, fileLinksIn)
  return {
    folders: coming,
    emptied,
    folderUpdates,
    bookmarks,
    shortened,
    duplicates,
    repeats,
    refused: parsed.refused,
    inFile: { bookmarks: parsed.bookmarkCount, folders: parsed.folderCount },
  }
}
