import { describe, expect, it } from 'vitest'
import {
  dueReminders,
  formatReminder,
  isMissed,
  nextReminderAt,
  reminderAfterDueChange,
  reminderPresets,
  snooze,
  type ReminderTodo,
} from './reminders'

const T = new Date(2026, 10, 22, 12, 0).getTime()
const todo = (
  id: string,
  reminder: number | null,
  fields: Partial<ReminderTodo> = {},
): ReminderTodo => ({
  id,
  title: id,
  done: false,
  reminder,
  reminderFired: false,
  due: null,
  dueTime: null,
  ...fields,
})

describe('reminder scheduling', () => {
  const todos = [
    todo('later', T + 60_000),
    todo('due', T - 1000),
    todo('due-earlier', T - 5000),
    todo('fired', T - 1000, { reminderFired: true }),
    todo('done', T - 1000, { done: true }),
    todo('none', null),
    todo('much-later', T + 3600_000),
  ]

  it('fires open, unfired reminders at or before now, oldest first', () => {
    expect(dueReminders(todos, T).map((t) => t.id)).toEqual(['due-earlier', 'due'])
    expect(dueReminders([todo('exact', T)], T)).toHaveLength(1)
  })

  it('waits for the earliest one still to come', () => {
    expect(nextReminderAt(todos, T)).toBe(T + 60_000)
    expect(nextReminderAt([todo('x', T - 1)], T)).toBeNull()
  })

  it('calls a reminder missed when it fires more than a minute late', () => {
    expect(isMissed({ reminder: T - 3600_000 }, T)).toBe(true)
    expect(isMissed({ reminder: T - 30_000 }, T)).toBe(false)
    expect(isMissed({ reminder: T + 1000 }, T)).toBe(false)
  })

  it('snoozes for ten minutes and re-arms', () => {
    expect(snooze(T)).toEqual({ reminder: T + 600_000, reminderFired: false })
  })

  it('offers presets still to come', () => {
    const labels = reminderPresets({ due: '2026-11-22', dueTime: '17:00' }, new Date(T)).map(
      (p) => p.label,
    )
    expect(labels).toEqual([
      'At due time',
      '10 minutes before',
      '1 hour before',
      'In 1 hour',
      'Tomorrow 09:00',
    ])
    expect(reminderPresets({ due: null, dueTime: null }, new Date(T)).map((p) => p.label)).toEqual([
      'In 1 hour',
      'Tomorrow 09:00',
    ])
  })

  it('says when, relative to today', () => {
    const now = new Date(T)
    expect(formatReminder(new Date(2026, 10, 22, 17, 0).getTime(), now)).toBe('Today 17:00')
    expect(formatReminder(new Date(2026, 10, 23, 9, 0).getTime(), now)).toBe('Tomorrow 09:00')
    expect(formatReminder(new Date(2026, 10, 24, 9, 0).getTime(), now)).toMatch(
      /^Tue,? 24 Nov 09:00$/,
    )
  })

  it('says times, in presets too, on a 12-hour clock when that is the setting', () => {
    const now = new Date(T)
    expect(formatReminder(new Date(2026, 10, 22, 17, 0).getTime(), now, '12h')).toBe(
      'Today 5:00 PM',
    )
    expect(formatReminder(new Date(2026, 10, 24, 9, 5).getTime(), now, '12h')).toBe(
      'Tue 24 Nov 9:05 AM',
    )
    expect(formatReminder(new Date(2027, 0, 5, 0, 30).getTime(), now, '12h')).toBe(
      'Tue, 5 Jan 2027 12:30 AM',
    )
    const labels = reminderPresets({ due: '2026-11-24', dueTime: null }, now, '12h').map(
      (p) => p.label,
    )
    expect(labels).toEqual(['Morning of due day (9:00 AM)', 'In 1 hour', 'Tomorrow 9:00 AM'])
  })
})

describe('a due date changed by hand', () => {
  const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).getTime()
  const pills = { due: '2026-11-27', dueTime: '20:00', reminderFired: true }
  const move = (reminder: number | null, due: string | null, dueTime: string | null) =>
    reminderAfterDueChange({ ...pills, reminder }, { due, dueTime }, T)

  it('takes a reminder tied to the due date along, armed again while still to come', () => {
    expect(move(at(27, 19, 50), '2026-11-29', '20:00')).toEqual({
      reminder: at(29, 19, 50),
      reminderFired: false,
    })
    expect(move(at(27, 19), '2026-11-27', '18:00')).toEqual({
      reminder: at(27, 17),
      reminderFired: false,
    })
    expect(move(at(27, 9), '2026-11-30', null)).toEqual({
      reminder: at(30, 9),
      reminderFired: false,
    })
    // The time taken away: the same time of day on the new day.
    expect(move(at(27, 19, 50), '2026-11-28', null)).toEqual({
      reminder: at(28, 19, 50),
      reminderFired: false,
    })
    // Moved into the past: not sent again.
    expect(move(at(27, 20), '2026-11-20', '20:00')).toEqual({
      reminder: at(20, 20),
      reminderFired: true,
    })
  })

  it('leaves a reminder at a picked time, one with no due date, and one that does not move', () => {
    expect(move(at(25, 18, 15), '2026-11-29', '20:00')).toEqual({})
    expect(move(at(27, 19, 50), null, null)).toEqual({})
    expect(move(null, '2026-11-29', '20:00')).toEqual({})
    expect(move(at(27, 19, 50), '2026-11-27', null)).toEqual({})
    expect(
      reminderAfterDueChange(
        { due: null, dueTime: null, reminder: at(27, 9), reminderFired: false },
        { due: '2026-11-29', dueTime: null },
        T,
      ),
    ).toEqual({})
  })
})
