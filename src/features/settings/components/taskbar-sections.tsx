import { arrayMove } from '@dnd-kit/sortable'
import {
  Bookmark,
  LayoutDashboard,
  ListTodo,
  NotebookPen,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import {
  arrangeSections,
  FIXED_SECTIONS,
  TASKBAR_SECTIONS,
  usePreferencesStore,
  type StartSection,
} from '@/data/preferences-store'
import { SortableList } from './sortable-list'

/** The sections' names and icons, as their taskbar buttons show them. */
const SECTIONS: Record<StartSection, { title: string; icon: LucideIcon }> = {
  overview: { title: 'Overview', icon: LayoutDashboard },
  todos: { title: 'Todos', icon: ListTodo },
  notes: { title: 'Notes', icon: NotebookPen },
  bookmarks: { title: 'Bookmarks', icon: Bookmark },
  tools: { title: 'Tools', icon: Wrench },
}

/** Which section buttons the taskbar shows, and in what order. */
export function TaskbarSections({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const taskbar = usePreferencesStore((state) => state.taskbar)
  const setTaskbar = usePreferencesStore((state) => state.setTaskbar)
  const sections = arrangeSections(TASKBAR_SECTIONS, taskbar).map((section) => ({
    ...section,
    id: section.key,
    ...SECTIONS[section.key],
  }))

  const setShown = (key: string, shown: boolean) => {
    const hidden = taskbar.hidden.filter((other) => other !== key)
    setTaskbar({ hidden: shown ? hidden : [...hidden, key] })
    onAnnounce(`${SECTIONS[key as StartSection].title} ${shown ? 'shown' : 'hidden'}.`)
  }

  return (
    <SortableList
      label="Sections"
      items={sections}
      onAnnounce={onAnnounce}
      onMove={(from, to) =>
        setTaskbar({ order: arrayMove(sections, from, to).map((section) => section.key) })
      }
    >
      {(section) => {
        const fixed = FIXED_SECTIONS.includes(section.key)
        const Icon = section.icon
        return (
          <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={section.shown}
              disabled={fixed}
              onChange={(event) => setShown(section.key, event.target.checked)}
              className="size-4 shrink-0 accent-(--accent)"
            />
            <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />
            <span className="truncate">{section.title}</span>
            {fixed && <span className="text-xs text-fg-muted">(always shown)</span>}
          </label>
        )
      }}
    </SortableList>
  )
}
