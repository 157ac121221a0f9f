import {
  Bookmark,
  Folder,
  LayoutDashboard,
  ListTodo,
  NotebookPen,
  Palette,
  SquareCheck,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import type { TrashKind } from '@/data/trash-rules'
import type { TrashItem } from '@/data/use-trash'

const ICONS: Record<TrashKind, LucideIcon> = {
  todos: SquareCheck,
  todoLists: ListTodo,
  notes: NotebookPen,
  bookmarks: Bookmark,
  bookmarkFolders: Folder,
  widgets: LayoutDashboard,
  colors: Palette,
}

/** One item of the Trash: what it is, where it was, when it went; 'Restore', 'Delete forever'. */
export function TrashRow({
  item,
  rowKey,
  title,
  details,
  onRestore,
  onDelete,
}: {
  item: TrashItem
  /** Its key among the rows (`data-trash-key`: where the keyboard goes when a row goes). */
  rowKey: string
  title: string
  /** Its kind, where it was, when it was deleted, what it took along. */
  details: string
  onRestore: () => void
  onDelete: () => void
}) {
  const Icon = ICONS[item.kind]
  const id = useId()
  return (
    <li
      data-trash-key={rowKey}
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-2 py-2.5 last:border-b-0"
    >
      <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className="truncate font-medium">
          {title}
        </p>
        <p id={`${id}-details`} className="text-xs text-fg-muted">
          {details}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          look="ghost"
          size="sm"
          data-trash-button="restore"
          aria-describedby={`${id}-title`}
          onClick={onRestore}
        >
          Restore
        </Button>
        <Button
          look="ghost"
          size="sm"
          data-trash-button="delete"
          aria-describedby={`${id}-title`}
          onClick={onDelete}
        >
          Delete forever
        </Button>
      </div>
    </li>
  )
}
