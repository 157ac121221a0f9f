import type { WeekStart } from '@/data/preferences-store'

const START_INDEX: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 }

/** Weekday indices (0 = Sunday) in display order for a week starting on `start`. */
export function weekdayOrder(start: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => (START_INDEX[start] + i) % 7)
}

/** The weeks of `month` as rows of seven dates (null outside the month). */
export function monthGrid(year: number, month: number, start: WeekStart): (Date | null)[][] {
  const first = new Date(year, month, 1)
  const days = new Date(year, month + 1, 0).getDate()
  const lead = (first.getDay() - START_INDEX[start] + 7) % 7
  const cells: (Date | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) cells.push(new Date(year, month, day))
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))
}

/** 'Good morning' / 'Good afternoon' / 'Good evening' / 'Good night' for an hour of the day. */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good night'
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}
