import type { Note } from '@/data/records/note'

/** What a note's page shows besides its body (which changes with every keystroke). */
export type NoteMeta = Pick<Note, 'id' | 'title' | 'tags' | 'pinned' | 'trashedAt'>

export function noteMeta(note: Note | undefined): NoteMeta | null {
  if (!note) return null
  const { id, title, tags, pinned, trashedAt } = note
  return { id, title, tags, pinned, trashedAt }
}

export function sameMeta(a: NoteMeta | null, b: NoteMeta | null): boolean {
  if (!a || !b) return a === b
  return (
    a.id === b.id &&
    a.title === b.title &&
    a.pinned === b.pinned &&
    a.trashedAt === b.trashedAt &&
    sameStrings(a.tags, b.tags)
  )
}

export const noteBody = (note: Note | undefined) => note?.body ?? ''

export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/** Titled notes outside the Trash, as 'id\ttitle' pairs (for `[[links]]`). */
export function titledNotes(notes: readonly Pick<Note, 'id' | 'title' | 'trashedAt'>[]): string[] {
  const out: string[] = []
  for (const note of notes)
    if (note.trashedAt === null && note.title.trim()) out.push(`${note.id}\t${note.title.trim()}`)
  return out
}
