import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import type { WeekStart } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'
import { longDay } from '../model/days'
import { dayAfterKey, monthWeeks, weekdayOrder } from './month'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export interface MonthGridProps {
  /** The month shown, `YYYY-MM`: the month of `focused`. */
  month: string
  weekStart: WeekStart
  today: string
  /** The day that takes the Tab key (one day of the grid is a tab stop; arrows move it). */
  focused: string
  /** The day whose todos are open, if any. */
  selected: string | null
  /** Open todos due, by day. */
  dueByDay: ReadonlyMap<string, number>
  /** Id of the month's heading, which names the grid. */
  labelledBy: string
  onFocusDay: (day: string) => void
  onOpenDay: (day: string) => void
}

/**
 * A month as an ARIA date grid: a button per day (named with its date and how many todos are
 * due; today is `aria-current`), a dot on days with todos due. Arrows move by day and week,
 * Home / End to the week's ends, Page Up / Page Down by month; Enter opens the day.
 */
export function MonthGrid({
  month,
  weekStart,
  today,
  focused,
  selected,
  dueByDay,
  labelledBy,
  onFocusDay,
  onOpenDay,
}: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(month, weekStart), [month, weekStart])
  const table = useRef<HTMLTableElement>(null)
  // Set by a key, so only a key (not 'Next month' or 'Today') moves the keyboard focus.
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    table.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const next = dayAfterKey(event.key, focused, weekStart)
    if (!next) return
    event.preventDefault()
    if (next === focused) return
    moved.current = true
    onFocusDay(next)
  }

  return (
    <table
      ref={table}
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="w-full table-fixed text-center text-sm"
    >
      <thead>
        <tr>
          {weekdayOrder(weekStart).map((index) => (
            <th key={index} scope="col" className="pb-1 text-xs font-medium text-fg-muted">
              <span aria-hidden>{DAY_NAMES[index]!.slice(0, 2)}</span>
              <span className="sr-only">{DAY_NAMES[index]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, col) =>
              day ? (
                <td key={day} role="gridcell" aria-selected={day === selected} className="p-px">
                  <DayButton
                    day={day}
                    count={dueByDay.get(day) ?? 0}
                    isToday={day === today}
                    isSelected={day === selected}
                    tabStop={day === focused}
                    onOpen={() => {
                      onFocusDay(day)
                      onOpenDay(day)
                    }}
                  />
                </td>
              ) : (
                <td key={`blank-${col}`} role="gridcell" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DayButton(props: {
  day: string
  count: number
  isToday: boolean
  isSelected: boolean
  tabStop: boolean
  onOpen: () => void
}) {
  const { day, count, isToday, isSelected } = props
  const label = `${longDay(day)}${count ? `, ${plural(count, 'todo')} due` : ''}`
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={props.tabStop ? 0 : -1}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      onClick={props.onOpen}
      className={cn(
        'mx-auto flex h-8 w-full max-w-9 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md leading-none tabular-nums hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent',
        isToday && 'bg-accent font-semibold text-on-accent hover:bg-accent',
        isSelected && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
      )}
    >
      {Number(day.slice(8))}
      <span
        aria-hidden
        className={cn(
          'size-1 rounded-full',
          count ? (isToday ? 'bg-on-accent' : 'bg-accent') : 'invisible',
        )}
      />
    </button>
  )
}
