import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import type { Note } from '@/data/records/note'
import { useNow } from '@/hooks/use-now'
import { NoteListItem, type NoteListItemActions } from './note-list-item'

/** Height of one row; rows are clamped to it so the list can be virtualised cheaply. */
const ROW_HEIGHT = 92

interface NotesListProps {
  notes: readonly Note[]
  label: string
  actions: NoteListItemActions
}

/** The notes as a list; only the rows on screen are rendered, so thousands stay smooth. */
export function NotesList({ notes, label, actions }: NotesListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const now = useNow(60_000).getTime()
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtualizer = useVirtualizer({
    count: notes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => notes[index]!.id,
    initialRect: { width: 800, height: 800 },
  })
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" tabIndex={-1}>
      <div
        role="list"
        aria-label={label}
        className="relative mx-auto w-full max-w-3xl"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const note = notes[row.index]!
          return (
            <NoteListItem
              key={row.key}
              note={note}
              now={now}
              actions={actions}
              className="absolute inset-x-0 top-0"
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            />
          )
        })}
      </div>
    </div>
  )
}
