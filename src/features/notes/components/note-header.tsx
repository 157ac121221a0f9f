import {
  ArrowLeft,
  Download,
  Eye,
  Link2,
  Maximize2,
  Minimize2,
  Pin,
  PinOff,
  Trash2,
} from 'lucide-react'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { copyItemLink } from '@/components/copy-link'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { useWorkspace } from '@/data/hooks'
import type { NoteMeta } from '../model/note-selectors'
import { exportNote } from '../model/transfer-notes'

interface NoteHeaderProps {
  note: NoteMeta
  /** The title field, for the note view to focus. */
  titleRef?: Ref<HTMLInputElement>
  readOnly: boolean
  preview: boolean
  fullscreen: boolean
  onTitle: (title: string) => void
  onTogglePreview: () => void
  onToggleFullscreen: () => void
  onTogglePin: () => void
  onDelete: () => void
}

/** Back to the list, the title, and the note's actions. */
export function NoteHeader({
  note,
  titleRef,
  readOnly,
  preview,
  fullscreen,
  onTitle,
  onTogglePreview,
  onToggleFullscreen,
  onTogglePin,
  onDelete,
}: NoteHeaderProps) {
  const workspace = useWorkspace()
  const exportCurrent = () => {
    const current = workspace.known('notes', note.id)
    if (current) void exportNote(workspace, current)
  }
  return (
    <header className="flex flex-wrap items-center gap-1 px-2 pt-3 pb-1 sm:px-4">
      {!fullscreen && (
        <IconButton label="Back to Notes" asChild>
          <Link to="/notes">
            <ArrowLeft aria-hidden />
          </Link>
        </IconButton>
      )}
      <input
        ref={titleRef}
        aria-label="Title"
        placeholder="Untitled"
        value={note.title}
        readOnly={readOnly}
        maxLength={1000}
        onChange={(event) => onTitle(event.target.value)}
        onKeyDown={(event) => {
          // Enter moves on to the body, as in most note apps.
          if (event.key !== 'Enter') return
          event.preventDefault()
          document.querySelector<HTMLElement>('[aria-label="Note body"]')?.focus()
        }}
        className="h-10 min-w-40 flex-1 rounded-md border border-transparent bg-transparent px-2 text-xl font-semibold placeholder:text-fg-muted hover:border-border focus-visible:outline-2 focus-visible:outline-accent"
      />
      <div className="flex items-center gap-0.5">
        <Button
          look="ghost"
          size="md"
          aria-pressed={preview}
          onClick={onTogglePreview}
          className="aria-pressed:bg-surface-3"
        >
          <Eye aria-hidden /> Preview
        </Button>
        {!readOnly && (
          <IconButton label={note.pinned ? 'Unpin note' : 'Pin note'} onClick={onTogglePin}>
            {note.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
          </IconButton>
        )}
        {/* A note has no menu: its address is copied from here. */}
        <IconButton label="Copy link" onClick={() => void copyItemLink(note.id)}>
          <Link2 aria-hidden />
        </IconButton>
        <IconButton label="Export note" onClick={exportCurrent}>
          <Download aria-hidden />
        </IconButton>
        {note.trashedAt === null && !readOnly && (
          <IconButton label="Delete note" onClick={onDelete}>
            <Trash2 aria-hidden />
          </IconButton>
        )}
        <IconButton
          label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
          aria-keyshortcuts={fullscreen ? 'Escape' : undefined}
          onClick={onToggleFullscreen}
        >
          {fullscreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        </IconButton>
      </div>
    </header>
  )
}
