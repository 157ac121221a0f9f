import { Bookmark, CircleCheck, Circle, NotebookPen, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { useBacklinks } from '@/data/linked-items'
import { itemPath } from '@/lib/item-links'
import { cn } from '@/lib/cn'

/** Most backlinks listed; the rest are counted. */
const SHOWN = 50

interface Backlink {
  id: string
  title: string
  to: string
  icon: LucideIcon
  kind: string
}

const titled = (title: string, fallback = 'Untitled') =>
  title.replace(/\s+/g, ' ').trim() || fallback

/**
 * 'Linked from': every note, todo and bookmark outside the Trash whose Markdown links to item
 * `id`, each opening it, kept current as links are written and removed anywhere. Nothing while
 * none does (or while they are read).
 */
export function LinkedFrom({
  id,
  heading: Heading = 'h2',
  className,
}: {
  id: string
  heading?: 'h2' | 'h3'
  className?: string
}) {
  const links = useBacklinks(id)
  const headingId = useId()
  if (!links) return null
  const all: Backlink[] = [
    ...links.notes.map((note) => ({
      id: note.id,
      title: titled(note.title),
      to: `/notes/${encodeURIComponent(note.id)}`,
      icon: NotebookPen,
      kind: 'Note',
    })),
    ...links.todos.map((todo) => ({
      id: todo.id,
      title: titled(todo.title),
      to: itemPath(todo.id),
      icon: todo.done ? CircleCheck : Circle,
      kind: todo.done ? 'Done todo' : 'Todo',
    })),
    ...links.bookmarks.map((bookmark) => ({
      id: bookmark.id,
      title: titled(bookmark.title, bookmark.url),
      to: itemPath(bookmark.id),
      icon: Bookmark,
      kind: 'Bookmark',
    })),
  ]
  if (!all.length) return null
  return (
    <section aria-labelledby={headingId} className={cn('text-sm', className)}>
      <Heading id={headingId} className="mb-1 text-xs font-medium text-fg-muted">
        Linked from
      </Heading>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {all.slice(0, SHOWN).map(({ id, title, to, icon: Icon, kind }) => (
          <li key={id} className="min-w-0">
            <Link
              to={to}
              className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-fg underline underline-offset-2"
            >
              <Icon aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">{kind}: </span>
              <span className="truncate">{title}</span>
            </Link>
          </li>
        ))}
        {all.length > SHOWN && <li className="text-fg-muted">and {all.length - SHOWN} more</li>}
      </ul>
    </section>
  )
}
