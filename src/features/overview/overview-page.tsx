import { Bookmark, ListTodo, NotebookPen, Search, Wrench } from 'lucide-react'
import { Kbd } from '@/components/ui/kbd'
import { LinkCard } from '@/components/ui/link-card'
import { usePreferencesStore } from '@/data/preferences-store'
import { useNow } from '@/hooks/use-now'
import { formatTime } from '@/lib/format'
import { useShortcutHint } from '@/lib/shortcuts'
import { MonthCalendar } from './components/month-calendar'
import { greetingFor } from './model/calendar'

const SECTIONS = [
  { to: '/todos', label: 'Todos', text: 'Lists of things to do, with due dates.', icon: ListTodo },
  {
    to: '/notes',
    label: 'Notes',
    text: 'A Markdown notebook that never loses a word.',
    icon: NotebookPen,
  },
  {
    to: '/bookmarks',
    label: 'Bookmarks',
    text: 'Your links, in folders, one click away.',
    icon: Bookmark,
  },
  { to: '/tools', label: 'Tools', text: 'A colour picker and other handy tools.', icon: Wrench },
]

/** The start page: greeting, time and date, this month, and the way into every section. */
export default function OverviewPage() {
  const now = useNow()
  const name = usePreferencesStore((state) => state.displayName)
  const clockFormat = usePreferencesStore((state) => state.clockFormat)
  // The search palette's keys, from its command (registered once the shell's commands load).
  const searchKeys = useShortcutHint('search:toggle')
  const longDate = now.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-6 py-8 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="greeting" className="space-y-6">
        <div>
          <h1 id="greeting" className="text-3xl font-semibold">
            {greetingFor(now.getHours())}
            {name ? `, ${name}` : ''}
          </h1>
          <p className="mt-1 text-fg-muted">
            It is <time dateTime={now.toISOString()}>{formatTime(now, clockFormat)}</time> on{' '}
            {longDate}.
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Sections">
          {SECTIONS.map(({ to, label, text, icon }) => (
            <li key={to}>
              <LinkCard to={to} icon={icon} title={label} description={text} />
            </li>
          ))}
        </ul>
        {searchKeys && (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Search aria-hidden className="size-4" />
            Press <Kbd className="bg-surface-2">{searchKeys.label}</Kbd> to search pages and
            commands.
          </p>
        )}
      </section>
      <aside
        aria-label="Calendar"
        className="self-start rounded-lg border border-border bg-surface p-4"
      >
        <MonthCalendar today={now} />
      </aside>
    </div>
  )
}
