import { NotebookPen } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'

/** A single note. */
export default function NotePage() {
  const { id } = useParams()
  return (
    <div className="px-6 py-8">
      <h1 className="sr-only">Note {id}</h1>
      <EmptyState icon={NotebookPen} title="Notes are coming soon">
        <Link to="/notes" className="underline underline-offset-4">
          Back to Notes
        </Link>
      </EmptyState>
    </div>
  )
}
