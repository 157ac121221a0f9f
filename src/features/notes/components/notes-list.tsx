import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useRef } from 'react'
import type { Note } from '@/data/records/note'
import { useNow } from '@/hooks/use-now'
import { NoteListItem, type NoteListItemActions } from './note-list-item'

/** Height of one row; rows are clamped to it so the list can be virtualised cheaply. */
const ROW_HEIGHT = 108

interface NotesListProps {
  notes: readonly Note[]
  label: string
  actions: NoteListItemActions
  /** The search these results are for (also on the list as `data-query`, for benchmarks). */
  query?: string
  /** Called as the last rows come into sight: a list read a page at a time reads the next. */
  onNearEnd?: () => void
}

/** Rows from the end at which the next page is asked for. */
const NEAR_END = 10

/** The notes as a list; only the rows on screen are rendered, so thousands stay smooth. */
export const NotesList = memo(function NotesList({
  notes,
  label,
  actions,
  query = '',
  onNearEnd,
}: NotesListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const now = useNow(60_000).getTime()
  const virtualizer = useVirtualizer({
    count: notes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    // Rows are keyed by position, not note: when a search changes the results, React updates
    // the rows on screen in place instead of replacing them, which keeps typing fast.
    initialRect: { width: 800, height: 800 },
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? -1
  useEffect(() => {
    if (onNearEnd && lastShown >= notes.length - NEAR_END) onNearEnd()
  }, [onNearEnd, lastShown, notes.length])
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto [contain:strict]" tabIndex={-1}>
      <div
        role="list"
        aria-label={label}
        data-query={query}
        className="relative mx-auto w-full max-w-3xl"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => {
          const note = notes[row.index]!
          return (
            <NoteListItem
              key={row.key}
              note={note}
              now={now}
              actions={actions}
              top={row.start}
              height={ROW_HEIGHT}
            />
          )
        })}
      </div>
    </div>
  )
})
