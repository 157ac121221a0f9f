import { NotebookPen } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'

/** Notes: the notebook arrives with the data layer. */
export default function NotesPage() {
  return (
    <div className="px-6 py-8">
      <h1 className="sr-only">Notes</h1>
      <EmptyState icon={NotebookPen} title="Notes are coming soon">
        A fast Markdown notebook that merges edits across tabs and never loses a word.
      </EmptyState>
    </div>
  )
}
