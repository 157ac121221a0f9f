import { useParams } from 'react-router'
import { TodosScreen } from './components/todos-screen'

/** `#/todos/:id`: a smart view (`inbox`, `today`, `upcoming`, `completed`) or one of the lists. */
export default function TodoPage() {
  const { id = 'inbox' } = useParams()
  return <TodosScreen viewId={id} />
}
