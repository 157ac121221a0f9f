import { List } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Select } from '@/components/ui/field'
import type { TodoList } from '@/data/records/todo-list'
import { listTitle, SMART_VIEWS } from '../model/views'

/** On a phone: the side list as one select. */
export function ViewSelect({
  lists,
  current,
  counts,
}: {
  lists: readonly TodoList[]
  current: string
  counts: ReadonlyMap<string, number>
}) {
  const navigate = useNavigate()
  const withCount = (title: string, id: string) =>
    counts.get(id) ? `${title} (${counts.get(id)})` : title
  return (
    <label className="flex items-center gap-2 text-sm">
      <List aria-hidden className="size-4 text-fg-muted" />
      <span className="sr-only">View</span>
      <Select
        value={current}
        onChange={(event) => void navigate(`/todos/${encodeURIComponent(event.target.value)}`)}
      >
        {SMART_VIEWS.map(({ id, title }) => (
          <option key={id} value={id}>
            {id === 'completed' || id === 'upcoming' ? title : withCount(title, id)}
          </option>
        ))}
        {lists.length > 0 && (
          <optgroup label="My lists">
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {withCount(listTitle(list), list.id)}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
    </label>
  )
}
