/**
 * Links between items (notes, todos, bookmarks, todo lists, bookmark folders), kept in Markdown
 * text as ordinary Markdown links whose target names the item by id: `[Weekly review](hearth:note:3f2a…)`.
 * The text in the brackets is the title the item had when the link was written; Hearth shows
 * the item's current title wherever it renders the link, so a rename never breaks it, and the
 * text stays readable outside Hearth. An item's address (`#/go/<id>`, on Hearth's own origin)
 * opens it; pasted, or met in an imported Markdown file, it becomes a link again.
 */

/** The kinds of items a link can point at, by the prefix of their ids (`newId`). */
export const LINKABLE = {
  note: 'notes',
  todo: 'todos',
  bookmark: 'bookmarks',
  list: 'todoLists',
  folder: 'bookmarkFolders',
} as const

export type LinkKind = keyof typeof LINKABLE
export type LinkCollection = (typeof LINKABLE)[LinkKind]

/** What a kind is called where a suggestion or a chip names it. */
export const KIND_LABELS: Record<LinkKind, string> = {
  note: 'Note',
  todo: 'Todo',
  bookmark: 'Bookmark',
  list: 'List',
  folder: 'Folder',
}

/** The scheme of a link's target in stored Markdown. */
export const LINK_SCHEME = 'hearth:'

/** An item's id as links hold it: a kind's prefix, a colon and the rest (no spaces or brackets). */
const ID = String.raw`(?:note|todo|bookmark|list|folder):[A-Za-z0-9_-]{1,100}`

/** The kind of item an id names, or null for an id no link can point at. */
export function kindOf(id: string): LinkKind | null {
  const prefix = id.slice(0, id.indexOf(':'))
  return new RegExp(`^${ID}$`).test(id) ? (prefix as LinkKind) : null
}

/** The collection an item's id is in, or null. */
export const collectionOf = (id: string): LinkCollection | null => {
  const kind = kindOf(id)
  return kind ? LINKABLE[kind] : null
}

/** A title as the text of a Markdown link: one line, brackets and backslashes escaped. */
export function linkText(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim() || 'Untitled'
  return line.replace(/[\\[\]]/g, (c) => `\\${c}`)
}

/** The Markdown of a link to an item, showing `title`. */
export const itemLink = (id: string, title: string) => `[${linkText(title)}](${LINK_SCHEME}${id})`

/** One item link found in a text. */
export interface FoundLink {
  id: string
  /** The title written in the link (unescaped). */
  title: string
  /** Where the link's Markdown starts and ends in the text. */
  from: number
  to: number
}

const LINK = new RegExp(String.raw`\[((?:\\.|[^\\\]\n])*)\]\(${LINK_SCHEME}(${ID})\)`, 'g')

const unescape = (text: string) => text.replace(/\\([\\[\]])/g, '$1')

/** Every item link in a Markdown text, in order. */
export function findLinks(text: string): FoundLink[] {
  if (!text.includes(LINK_SCHEME)) return []
  const found: FoundLink[] = []
  for (const match of text.matchAll(LINK))
    found.push({
      id: match[2]!,
      title: unescape(match[1]!),
      from: match.index,
      to: match.index + match[0].length,
    })
  return found
}

/** The ids a text links to, each once, in the order first met. */
export function linkedIds(text: unknown): string[] {
  if (typeof text !== 'string' || !text.includes(LINK_SCHEME)) return []
  return [...new Set(findLinks(text).map((link) => link.id))]
}

/** An item's address within Hearth (a route): `/go/<id>`. */
export const itemPath = (id: string) => `/go/${id}`

/**
 * An item's address: the page Hearth is served from, with the item's route. `base` is the
 * page's address (`location.href`).
 */
export function itemAddress(id: string, base: string = location.href): string {
  const url = new URL(base)
  url.hash = `#${itemPath(id)}`
  return url.href
}

const ADDRESS = new RegExp(String.raw`^[^\s#]*#/go/(${ID})$`)

/**
 * The item an address names (`https://…/#/go/todo:…`, from any place Hearth is served from, as
 * a Markdown export writes it; the item may not be in this workspace), or null.
 */
export function idInAddress(text: string): string | null {
  const match = ADDRESS.exec(text.trim())
  return match ? match[1]! : null
}

/**
 * A Markdown text with its item links as ordinary links to their addresses, each showing its
 * item's title (`titleOf`, or the title it was written with when the item is unknown): for
 * files that leave Hearth.
 */
export function linksToAddresses(
  text: string,
  titleOf: (id: string) => string | undefined,
  base: string = location.href,
): string {
  if (!text.includes(LINK_SCHEME)) return text
  return text.replace(LINK, (_, written: string, id: string) => {
    const title = titleOf(id) ?? unescape(written)
    return `[${linkText(title)}](${itemAddress(id, base)})`
  })
}

const ADDRESS_LINK = new RegExp(
  String.raw`\[((?:\\.|[^\\\]\n])*)\]\(([^\s()#]*#/go/(${ID}))\)`,
  'g',
)

/** A Markdown text with links to items' addresses (an exported file) as item links again. */
export function addressesToLinks(text: string): string {
  if (!text.includes('#/go/')) return text
  return text.replace(
    ADDRESS_LINK,
    (_, written: string, _address: string, id: string) => `[${written}](${LINK_SCHEME}${id})`,
  )
}
