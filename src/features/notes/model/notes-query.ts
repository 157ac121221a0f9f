import type { Note } from '@/data/records/note'
import type { RowRange } from '@/data/row-query'

/** Notes outside the Trash by the `notes` index, read backwards: pinned first, then the last edited. */
export const LIVE_NOTES: RowRange = {
  index: 'notes',
  lower: ['notes', 0],
  upper: ['notes', 0, []],
  backwards: true,
}

/** How the notes list is ordered. */
export type NotesSort = 'updated' | 'created' | 'title'

export const SORT_LABELS: Record<NotesSort, string> = {
  updated: 'Last edited',
  created: 'Created',
  title: 'Title',
}

export interface NotesQuery {
  /** Ids matching the search, best first; null when there is no search. */
  matches: readonly string[] | null
  sort: NotesSort
  /** Show only notes with this tag. */
  tag: string | null
}

// Intl objects are made on first use: the page's first one loads the browser's locale data (a
// task of 20 to 30 ms on a slow machine), which a start page that never lists notes can skip.
let collator: Intl.Collator | undefined
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b)

/**
 * The notes to list: outside the Trash (the app's Trash lists those), with the tag, matching the
 * search. Pinned notes come first; a search orders by relevance, otherwise by `sort`.
 */
export function selectNotes(notes: readonly Note[], query: NotesQuery): Note[] {
  const keep = (note: Note) =>
    note.trashedAt === null && (!query.tag || note.tags.includes(query.tag))
  let list: Note[]
  if (query.matches) {
    const byId = new Map(notes.map((note) => [note.id, note]))
    list = query.matches.map((id) => byId.get(id)!).filter((note) => note && keep(note))
  } else {
    list = notes.filter(keep)
    if (query.sort === 'title')
      list.sort((a, b) => compareText(a.title.trim() || '\uffff', b.title.trim() || '\uffff'))
    else if (query.sort === 'created') list.sort((a, b) => b.createdAt - a.createdAt)
    else list.sort((a, b) => b.updatedAt - a.updatedAt)
  }
  // Stable: pinned notes first, each group keeping its order.
  return [...list.filter((note) => note.pinned), ...list.filter((note) => !note.pinned)]
}

/** Every tag in use on notes outside the Trash, alphabetically. */
export function allTags(notes: readonly Pick<Note, 'tags' | 'trashedAt'>[]): string[] {
  const tags = new Set<string>()
  for (const note of notes) if (note.trashedAt === null) for (const tag of note.tags) tags.add(tag)
  return sortedTags(tags)
}

/** Tags alphabetically, as the tag filter lists them. */
export const sortedTags = (tags: Iterable<string>) => [...tags].sort(compareText)

/** A tag as stored: trimmed, inner spaces collapsed, no leading '#', at most 100 characters. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').replace(/\s+/g, ' ').slice(0, 100)
}

// Formatters are costly to create (see `compareText`); the list formats a time per visible row.
let formats:
  | { relative: Intl.RelativeTimeFormat; short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }
  | undefined
const timeFormats = () =>
  (formats ??= {
    relative: new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }),
    short: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }),
    long: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
  })

/**
 * Makes the list's time formats ahead: the page's first Intl object loads the browser's locale
 * data (15 to 30 ms), which would otherwise come with the Notes list's first rows.
 */
export const warmTimeFormats = () => void timeFormats()

/** "5 minutes ago", "yesterday", "3 Mar": when a note was last edited, relative to now. */
export function relativeTime(then: number, now: number): string {
  const seconds = Math.round((now - then) / 1000)
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  const { relative, short, long } = timeFormats()
  if (minutes < 60) return relative.format(-minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 24) return relative.format(-hours, 'hour')
  const days = Math.round(hours / 24)
  if (days < 7) return relative.format(-days, 'day')
  return (days > 300 ? long : short).format(then)
}
