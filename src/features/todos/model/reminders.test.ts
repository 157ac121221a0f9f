import { describe, expect, it } from 'vitest'
import {
  dueReminders,
  formatReminder,
  isMissed,
  nextReminderAt,
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
})
