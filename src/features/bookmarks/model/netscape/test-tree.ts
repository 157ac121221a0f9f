import { FIXTURES, type FixtureName } from './fixtures'
import type { NetscapeBookmark, NetscapeFolder, NetscapeParseResult } from './tree'

/**
 * The text of a fixture (`fixtures/<name>.html`), byte for byte. For tests. Through Vite's
 * `?raw` rather than `readFileSync`: the app's TypeScript project has no Node types, and Vite
 * rewrites `new URL('./fixtures/…', import.meta.url)` into a served path.
 */
export const readFixture = (name: FixtureName): string => FIXTURES[name]

/** Why an address of another scheme is refused, as the import says it. For tests. */
export const refusedScheme = (scheme: string) =>
  `Only http, https, mailto and ftp addresses can be saved (this one is “${scheme}”).`

/** A bookmark with the titles of its folders, ' / '-separated. */
export type PlacedBookmark = NetscapeBookmark & { path: string }

/** Every bookmark under a folder, in file order, each with its folders. For tests. */
export function placedBookmarks(folder: NetscapeFolder, path: string[] = []): PlacedBookmark[] {
  return folder.children.flatMap((node) =>
    node.kind === 'folder'
      ? placedBookmarks(node, [...path, node.title])
      : [{ ...node, path: path.join(' / ') }],
  )
}

/** The bookmark of a title (the test fails if there is none). For tests. */
export function findBookmark(result: NetscapeParseResult, title: string): PlacedBookmark {
  const found = placedBookmarks(result.root).find((b) => b.title === title)
  if (!found) throw new Error(`No bookmark “${title}”`)
  return found
}

/** The paths of all folders under one, in file order ('Bar', 'Bar / Work', …). For tests. */
export function folderPaths(folder: NetscapeFolder, prefix = ''): string[] {
  return folder.children.flatMap((n) =>
    n.kind === 'folder' ? [prefix + n.title, ...folderPaths(n, `${prefix}${n.title} / `)] : [],
  )
}

/** The folder at a ' / '-separated path (the test fails if there is none). For tests. */
export function folderAt(result: NetscapeParseResult, path: string): NetscapeFolder {
  let at = result.root
  for (const title of path.split(' / ')) {
    const next = at.children.find((n) => n.kind === 'folder' && n.title === title)
    if (next?.kind !== 'folder') throw new Error(`No folder “${path}”`)
    at = next
  }
  return at
}

/** What a tree holds, counted without recursion (trees in these tests nest 1,000 deep). */
export function census(root: NetscapeFolder): { bookmarks: number; folders: number } {
  let bookmarks = 0
  let folders = 0
  const stack = [...root.children]
  while (stack.length) {
    const node = stack.pop()!
    if (node.kind === 'bookmark') bookmarks++
    else {
      folders++
      stack.push(...node.children)
    }
  }
  return { bookmarks, folders }
}

/** How deep the first chain of folders goes, without recursion. */
export function depthOf(folder: NetscapeFolder): number {
  let depth = 0
  for (let at = folder; ; depth++) {
    const next = at.children.find((c) => c.kind === 'folder')
    if (next?.kind !== 'folder') return depth
    at = next
  }
}
