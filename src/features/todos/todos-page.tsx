import { TodosScreen } from './components/todos-screen'

/** `#/todos`: the Inbox, beside the side list of views and lists. */
export default function TodosPage() {
  return <TodosScreen viewId="inbox" />
}
