import { StickyNote } from 'lucide-react'
import { useId, useState } from 'react'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { IconButton } from '@/components/ui/icon-button'
import type { Bookmark } from '@/data/records/bookmark'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

const NotePreview = lazyWithPreload(() => import('./bookmark-note-preview'), {
  placeholder: () => <p className="text-sm text-fg-muted">Loading the note…</p>,
})
const preloadPreview = () => void NotePreview.preload().catch(() => {})

/**
 * A bookmark's note in its row: `toggle`, the 'Show note' / 'Hide note' button (none for a
 * bookmark without a note), and `panel`, the note rendered under the row while it is open.
 */
export function useBookmarkNote(bookmark: Bookmark) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!bookmark.note.trim()) return { toggle: null, panel: null }
  const toggle = (
    <IconButton
      label={open ? 'Hide note' : 'Show note'}
      size="sm"
      tooltip={false}
      aria-expanded={open}
      aria-controls={open ? id : undefined}
      onClick={() => setOpen((shown) => !shown)}
      // The preview's code comes as the pointer or focus reaches the button.
      onPointerEnter={preloadPreview}
      onFocus={preloadPreview}
    >
      <StickyNote aria-hidden className={cn(open && 'text-accent')} />
    </IconButton>
  )
  const panel = open && (
    <div
      id={id}
      className="w-full min-w-0 basis-full rounded-md border border-border bg-surface px-3 py-2"
    >
      {/* Its code can fail to arrive (offline before Hearth has saved itself for offline use). */}
      <ErrorBoundary
        fallback={() => (
          <p role="alert" className="text-sm">
            The note could not be shown: its code could not be downloaded. Check your connection,
            then try Show note again.
          </p>
        )}
      >
        <NotePreview note={bookmark.note} />
      </ErrorBoundary>
    </div>
  )
  return { toggle, panel }
}
