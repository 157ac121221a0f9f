import { setTimeZone } from '@/testing/time-zone'
import { describe, expect, it } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import {
  completeTodo,
  describeRepeat,
  firstDue,
  firstOccurrence,
  nextOccurrence,
  parseRepeat,
} from './recurrence'
import { shiftReminder } from './days'

setTimeZone('Europe/Berlin')

const r = (rrule: string, fromCompletion = false) => ({ rrule, fromCompletion })

describe('repeats', () => {
  it('runs in Europe/Berlin for these tests', () => {
    expect(new Date(2026, 2, 29, 9).getTimezoneOffset()).toBe(-120)
    expect(new Date(2026, 2, 28, 9).getTimezoneOffset()).toBe(-60)
  })

  it.each([
    // rule, due, completed on, next due
    ['FREQ=DAILY', '2026-11-22', '2026-11-22', '2026-11-23'],
    ['FREQ=DAILY;INTERVAL=3', '2026-11-22', '2026-11-22', '2026-11-25'],
    // Friday → Monday, skipping the weekend.
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-20', '2026-11-20', '2026-11-23'],
    ['FREQ=WEEKLY;INTERVAL=2', '2026-11-22', '2026-11-22', '2026-12-06'],
    ['FREQ=WEEKLY;BYDAY=MO,FR', '2026-11-23', '2026-11-23', '2026-11-27'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', '2026-11-01', '2026-11-01', '2026-12-01'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2026-11-30', '2026-11-30', '2026-12-31'],
    ['FREQ=MONTHLY;BYDAY=3TU', '2026-11-17', '2026-11-17', '2026-12-15'],
    ['FREQ=MONTHLY;BYDAY=-1FR', '2026-11-27', '2026-11-27', '2026-12-25'],
    ['FREQ=YEARLY', '2026-11-22', '2026-11-22', '2027-11-22'],
    // Month ends: the 31st falls on each month's last day instead of skipping months.
    ['FREQ=MONTHLY', '2026-01-31', '2026-01-31', '2026-02-28'],
    ['FREQ=MONTHLY', '2028-01-31', '2028-01-31', '2028-02-29'],
    ['FREQ=MONTHLY', '2026-03-30', '2026-03-30', '2026-04-30'],
    ['FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-31', '2026-01-31', '2026-03-31'],
    // Leap years: Feb 29 yearly falls on Feb 28 in other years.
    ['FREQ=YEARLY', '2028-02-29', '2028-02-29', '2029-02-28'],
    ['FREQ=YEARLY', '2099-02-28', '2099-02-28', '2100-02-28'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2096-02-29', '2096-02-29', '2104-02-29'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '1996-02-29', '1996-02-29', '2000-02-29'],
    // Missed for weeks: one next date, after today, never a pile of copies.
    ['FREQ=DAILY', '2026-11-01', '2026-11-22', '2026-11-23'],
    ['FREQ=WEEKLY;BYDAY=MO', '2026-11-02', '2026-11-25', '2026-11-30'],
    ['FREQ=MONTHLY;BYDAY=3TU', '2026-08-18', '2026-11-22', '2026-12-15'],
    // Done ahead of time: one step.
    ['FREQ=WEEKLY', '2026-11-29', '2026-11-22', '2026-12-06'],
    // Across the DST changes of Europe/Berlin (March 29 and October 25, 2026).
    ['FREQ=DAILY', '2026-03-28', '2026-03-28', '2026-03-29'],
    ['FREQ=WEEKLY', '2026-10-20', '2026-10-20', '2026-10-27'],
  ])('%s due %s, completed %s → %s', (rule, due, completed, next) => {
    expect(nextOccurrence(r(rule), due, completed)?.due).toBe(next)
  })

  it('repeats from completion with every!', () => {
    expect(nextOccurrence(r('FREQ=DAILY;INTERVAL=3', true), '2026-11-01', '2026-11-22')?.due).toBe(
      '2026-11-25',
    )
    expect(nextOccurrence(r('FREQ=MONTHLY', true), '2026-10-02', '2026-11-22')?.due).toBe(
      '2026-12-22',
    )
    expect(nextOccurrence(r('FREQ=WEEKLY;BYDAY=MO', true), '2026-11-02', '2026-11-25')?.due).toBe(
      '2026-11-30',
    )
  })

  it('ends with COUNT and UNTIL', () => {
    const three = nextOccurrence(r('FREQ=DAILY;COUNT=3'), '2026-11-22', '2026-11-22')!
    expect(three).toEqual({ due: '2026-11-23', repeat: r('FREQ=DAILY;COUNT=2') })
    const two = nextOccurrence(three.repeat, three.due, three.due)!
    expect(two.repeat.rrule).toBe('FREQ=DAILY;COUNT=1')
    expect(nextOccurrence(two.repeat, two.due, two.due)).toBeNull()
    expect(
      nextOccurrence(r('FREQ=DAILY;UNTIL=20261123T000000Z'), '2026-11-23', '2026-11-23'),
    ).toBeNull()
  })

  it('finds the first occurrence of a repeat typed without a date', () => {
    expect(firstOccurrence('FREQ=DAILY', '2026-11-22')).toBe('2026-11-22')
    expect(firstOccurrence('FREQ=MONTHLY;BYDAY=3TU', '2026-11-22')).toBe('2026-12-15')
    expect(firstOccurrence('FREQ=MONTHLY;BYMONTHDAY=1', '2026-11-22')).toBe('2026-12-01')
    expect(firstOccurrence('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-22')).toBe('2026-11-23')
    expect(firstOccurrence('FREQ=WEEKLY;INTERVAL=2', '2026-11-22')).toBe('2026-11-22')
    expect(firstOccurrence('nonsense', '2026-11-22')).toBeNull()
  })

  it('makes a new repeating todo first due on an occurrence not yet past', () => {
    // Thursday 26 November 2026, 12:45.
    const now = new Date(2026, 10, 26, 12, 45)
    const weekdays = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
    expect(firstDue(weekdays, now, '09:00')).toBe('2026-11-27')
    expect(firstDue(weekdays, now, '15:00')).toBe('2026-11-26')
    expect(firstDue(weekdays, now, null)).toBe('2026-11-26')
    expect(firstDue('FREQ=DAILY', now, '12:00')).toBe('2026-11-27')
    expect(firstDue('FREQ=DAILY', now, '12:45')).toBe('2026-11-27')
    expect(firstDue('FREQ=WEEKLY;BYDAY=MO,FR', now, '07:00')).toBe('2026-11-27')
    expect(firstDue('FREQ=MONTHLY;BYMONTHDAY=26', now, '09:00')).toBe('2026-12-26')
    expect(firstDue('FREQ=MONTHLY;BYMONTHDAY=26', now, '13:00')).toBe('2026-11-26')
  })

  it('validates rules with a reason', () => {
    expect(parseRepeat('FREQ=WEEKLY;BYDAY=MO')).toEqual({ ok: true })
    expect(parseRepeat('BYDAY=MO')).toMatchObject({
      ok: false,
      error: expect.stringContaining('frequency'),
    })
    expect(parseRepeat('FREQ=HOURLY')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not hourly'),
    })
  })

  it.each([
    ['FREQ=DAILY', false, 'Every day'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', false, 'Every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2', false, 'Every 2 weeks'],
    ['FREQ=WEEKLY', false, 'Every week'],
    ['FREQ=WEEKLY;BYDAY=MO,FR', false, 'Every Monday and Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', false, 'Every month on the 1st'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', false, 'Every month on the last day'],
    ['FREQ=MONTHLY;BYDAY=3TU', false, 'Every 3rd Tuesday'],
    ['FREQ=MONTHLY;BYDAY=-1FR', false, 'Every last Friday'],
    ['FREQ=YEARLY', false, 'Every year'],
    ['FREQ=DAILY;INTERVAL=3', true, 'Every 3 days after completion'],
  ])('describes %s (from completion: %s) as “%s”', (rule, fromCompletion, text) => {
    expect(describeRepeat(r(rule, fromCompletion))).toBe(text)
  })
})

describe('completing a repeating todo', () => {
  const base = (fields: Partial<Todo>) =>
    todoType.create({ id: 'todo:1', now: 1, title: 'Pay rent', ...fields })

  it('moves it to one next date, unticks its subtasks and re-arms its reminder at the same wall-clock time', () => {
    // Due Saturday March 28 at 09:00 in Berlin (UTC+1); the next is Sunday March 29 (UTC+2).
    const reminder = new Date(2026, 2, 28, 8, 30).getTime()
    const todo = base({
      due: '2026-03-28',
      dueTime: '09:00',
      repeat: r('FREQ=DAILY'),
      subtasks: [{ id: 'a', title: 'Check', done: true }],
      reminder,
      reminderFired: true,
    })
    const patch = completeTodo(todo, new Date(2026, 2, 28, 10))
    expect(patch).toMatchObject({ done: false, due: '2026-03-29', reminderFired: false })
    expect(patch.subtasks).toEqual([{ id: 'a', title: 'Check', done: false }])
    const next = new Date(patch.reminder!)
    expect([next.getDate(), next.getHours(), next.getMinutes()]).toEqual([29, 8, 30])
    expect(patch.reminder! - reminder).toBe(23 * 3600_000)
  })

  it('keeps the wall-clock time across the autumn change too', () => {
    const at = shiftReminder(new Date(2026, 9, 24, 9).getTime(), '2026-10-24', '2026-10-26')
    expect(new Date(at).getHours()).toBe(9)
  })

  it('is simply done without a repeat, or when the series has ended', () => {
    const now = new Date(2026, 10, 22, 12)
    expect(completeTodo(base({}), now)).toEqual({ done: true, completedAt: now.getTime() })
    expect(completeTodo(base({ due: '2026-11-22', repeat: r('FREQ=DAILY;COUNT=1') }), now)).toEqual(
      {
        done: true,
        completedAt: now.getTime(),
      },
    )
  })
})
