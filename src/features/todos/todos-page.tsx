import { ListTodo } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'

/** Todos: 'coming soon' until its screens are built; its records (`todoLists`, `todos`) exist in `data/`. */
export default function TodosPage() {
  return (
    <div className="px-6 py-8">
      <h1 className="sr-only">Todos</h1>
      <EmptyState icon={ListTodo} title="Todos are coming soon">
        Lists, due dates and reminders that live in your browser and never get lost.
      </EmptyState>
    </div>
  )
}
