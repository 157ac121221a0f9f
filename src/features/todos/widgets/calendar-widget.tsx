import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { usePreferencesStore } from '@/data/preferences-store'
import { useAlignedNow } from '@/hooks/use-aligned-now'
import type { WidgetProps } from '@/lib/widget-registry'
import { monthAndYear, plural } from '@/lib/format'
import { dayOf, dayStart, longDay } from '../model/days'
import { DayTodos } from './day-todos'
import { monthOf, shiftDayByMonths } from './month'
import { MonthGrid } from './month-grid'
import { useDueCounts } from './use-due-counts'
import type { CALENDAR_WIDGET_OPTIONS } from './widget-options'

/**
 * The Overview's calendar: a month (weeks start on Settings > General's choice) with the days
 * todos are due marked; a day opens its todos under the month.
 */

export default function CalendarWidget(_props: WidgetProps<typeof CALENDAR_WIDGET_OPTIONS>) {
  const weekStart = usePreferencesStore((state) => state.weekStartsOn)
  // On the minute, as the clock: the new day is marked as midnight strikes.
  const today = dayOf(useAlignedNow('minute'))
  // The grid's tab stop; the month shown is its month.
  const [focused, setFocused] = useState(today)
  // When the day moves on, the tab stop follows it if it was on the old day, and so does the
  // month shown if it was the old day's (not a month the user went to).
  const [lastToday, setLastToday] = useState(today)
  if (today !== lastToday) {
    setLastToday(today)
    const newMonth = monthOf(today) !== monthOf(lastToday)
    if (focused === lastToday || (newMonth && monthOf(focused) === monthOf(lastToday)))
      setFocused(today)
  }
  const [selected, setSelected] = useState<string | null>(null)
  const month = monthOf(focused)
  // The month shows at once; its marks follow once its open todos are counted.
  const dueByDay = useDueCounts(month)
  const selectedCount = selected ? (dueByDay.get(selected) ?? 0) : 0
  const headingId = useId()
  const root = useRef<HTMLDivElement>(null)
  const caption = monthAndYear(dayStart(`${month}-01`))

  const close = () => {
    setSelected(null)
    // The close button is gone: the keyboard goes back to the grid.
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus(),
    )
  }

  return (
    <div ref={root} className="flex h-full min-h-0 flex-col gap-1 overflow-auto">
      <div className="flex shrink-0 items-center gap-0.5">
        <h3 id={headingId} aria-live="polite" className="mr-auto truncate text-sm font-semibold">
          {caption}
        </h3>
        <IconButton
          size="sm"
          label="Previous month"
          onClick={() => setFocused(shiftDayByMonths(focused, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Button size="sm" look="ghost" onClick={() => setFocused(today)}>
          Today
        </Button>
        <IconButton
          size="sm"
          label="Next month"
          onClick={() => setFocused(shiftDayByMonths(focused, 1))}
        >
          <ChevronRight />
        </IconButton>
      </div>
      <MonthGrid
        month={month}
        weekStart={weekStart}
        today={today}
        focused={focused}
        selected={selected}
        dueByDay={dueByDay}
        labelledBy={headingId}
        onFocusDay={setFocused}
        onOpenDay={setSelected}
      />
      {selected && <DayTodos day={selected} today={today} onClose={close} />}
      <p aria-live="polite" className="sr-only">
        {selected
          ? `${longDay(selected)}: ${selectedCount ? plural(selectedCount, 'todo') : 'nothing'} due, listed below the calendar.`
          : ''}
      </p>
    </div>
  )
}
