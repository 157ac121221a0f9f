import { useMemo } from 'react'
import { useWorkspace } from '@/data/hooks'
import { dueDays } from '@/data/row-range'
import { inMemory, useRecordsSoon } from '@/data/soon-hooks'
import { useRowCounts } from '@/data/use-row-counts'
import { shiftDay } from '../model/days'

const NONE = new Map<string, number>()

/** The days of a month (`YYYY-MM`), `YYYY-MM-01` to its last. */
function daysOf(month: string): string[] {
  const days: string[] = []
  for (let day = `${month}-01`; day.startsWith(month); day = shiftDay(day, 1)) days.push(day)
  return days
}

/**
 * How many open todos are due on each day of a month, for the calendar: with many todos not in
 * memory, counted by the row store's `due` index (no todo is read), again after each change of
 * a todo; otherwise, and while the rows are being built, from every todo (read in slices when
 * there are many). Empty until known.
 */
export function useDueCounts(month: string): ReadonlyMap<string, number> {
  const days = useMemo(() => daysOf(month), [month])
  const ranges = useMemo(
    () =>
      days.map((day): [IDBValidKey, IDBValidKey] => {
        const { lower, upper } = dueDays(day, day)
        return [lower, upper]
      }),
    [days],
  )
  // A few hundred todos are counted in memory at once (and every todo once it is read).
  // (Not asking for the store while a start from rows has not decoded the document.)
  const counted = useRowCounts(
    'todos',
    'due',
    ranges,
    !inMemory(useWorkspace().storeIfReady('todos')),
  )
  // Every todo only when the rows cannot count (read nothing otherwise).
  const todos = useRecordsSoon('todos', counted === null ? null : false)
  return useMemo(() => {
    if (counted)
      return new Map(days.map((day, i) => [day, counted[i]!] as const).filter(([, n]) => n))
    if (counted === undefined || !todos) return NONE
    const counts = new Map<string, number>()
    for (const t of todos)
      if (!t.done && t.due?.startsWith(month)) counts.set(t.due, (counts.get(t.due) ?? 0) + 1)
    return counts
  }, [counted, days, todos, month])
}
