import { usePreferencesStore } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { monthGrid, weekdayOrder } from '../model/calendar'

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** This month, with today marked; weeks start on the day chosen in Settings > General. */
export function MonthCalendar({ today }: { today: Date }) {
  const weekStart = usePreferencesStore((state) => state.weekStartsOn)
  const grid = monthGrid(today.getFullYear(), today.getMonth(), weekStart)
  const caption = today.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })
  return (
    <table className="w-full table-fixed text-center text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {weekdayOrder(weekStart).map((day) => (
            <th key={day} scope="col" className="pb-1 text-xs font-medium text-fg-muted">
              {DAY_NAMES[day]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((week, row) => (
          <tr key={row}>
            {week.map((date, col) => {
              const isToday = date?.getDate() === today.getDate()
              return (
                <td key={col} className="py-0.5">
                  {date && (
                    <span
                      aria-current={isToday ? 'date' : undefined}
                      className={cn(
                        'mx-auto flex size-7 items-center justify-center rounded-full tabular-nums',
                        isToday && 'bg-accent font-semibold text-on-accent',
                      )}
                    >
                      {date.getDate()}
                    </span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
