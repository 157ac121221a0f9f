import { ListTodo } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'

/** A single todo list. */
export default function TodoPage() {
  const { id } = useParams()
  return (
    <div className="px-6 py-8">
      <h1 className="sr-only">Todo {id}</h1>
      <EmptyState icon={ListTodo} title="Todos are coming soon">
        <Link to="/todos" className="underline underline-offset-4">
          Back to Todos
        </Link>
      </EmptyState>
    </div>
  )
}
