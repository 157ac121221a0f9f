import { FileQuestion } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { useRecordSelect } from '@/data/hooks'
import { noteMeta, sameMeta } from './model/note-selectors'
import { NoteView } from './components/note-view'

/** A single note (`#/notes/:id`), or 'Note not found'. */
export default function NotePage() {
  const { id = '' } = useParams()
  // Not the body: the page must not re-render for every keystroke.
  const note = useRecordSelect('notes', id, noteMeta, sameMeta)
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
