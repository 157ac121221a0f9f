import { FileQuestion } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useRecordReading, useRecordSelect } from '@/data/hooks'
import { noteMeta, sameMeta } from './model/note-selectors'
import { NoteEditor } from './components/lazy-parts'
import { NoteView } from './components/note-view'

/**
 * The editor's code, for a page opened at a note's address: fetched with the page's own rather
 * than asked for once the note renders (about a third of a second later). Not when Notes is
 * prepared in the background: running CodeMirror's code then would hold up the Overview.
 */
export const preloadEditor = () => NoteEditor.preload()

/** A single note (`#/notes/:id`), or 'Note not found'. */
export default function NotePage() {
  const { id = '' } = useParams()
  // Not the body: the page must not re-render for every keystroke.
  const note = useRecordSelect('notes', id, noteMeta, sameMeta)
  // Before the workspace's document, the note is read from its row: a moment, not 'not found'.
  const reading = useRecordReading('notes', id)
  if (!note && reading)
    return (
      <div className="grid h-full place-items-center">
        <Spinner label="Loading the note" />
      </div>
    )
  if (!note)
    return (
      <div className="px-6 py-8">
        <EmptyState icon={FileQuestion} title="Note not found" headingLevel={1}>
          <p>It may have been deleted for good, or the link is wrong.</p>
          <Link
            to="/notes"
            className="mt-3 inline-block font-medium text-fg underline underline-offset-4"
          >
            Back to Notes
          </Link>
        </EmptyState>
      </div>
    )
  // Keyed by id: another note gets a fresh editor and state.
  return <NoteView key={note.id} note={note} />
}
