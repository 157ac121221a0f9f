import { setTimeZone } from '@/testing/time-zone'
import { expect, it } from 'vitest'
import { parseQuickAdd } from './quick-add'
import { firstDue } from './recurrence'

// The table of inputs is quick-add.test.ts's; these are the parts' chips, how parts split, and
// what a part of the day does with a repeat.
setTimeZone('Europe/London')

// Sunday 22 November 2026, 10:00, as in quick-add.test.ts.
const NOW = new Date(2026, 10, 22, 10, 0)
const LISTS = [{ id: 'list:home', title: 'Home' }]

it('highlights a date read across other parts in runs, with one chip', () => {
  const chips = (input: string) =>
    parseQuickAdd(input, { now: NOW, lists: LISTS }).parts.map((p) => [
      p.kind,
      p.text,
      p.chip === false ? null : p.label,
    ])
  expect(chips('Gym tomorrow p1 5pm')).toEqual([
    ['date', 'tomorrow', 'Tomorrow 17:00'],
    ['priority', 'p1', 'Priority 1'],
    ['date', '5pm', null],
  ])
  expect(chips('Call evening every day 5pm')).toEqual([
    ['date', 'evening', 'Today 17:00'],
    ['repeat', 'every day', 'Every day'],
    ['date', '5pm', null],
  ])
  // A part of the day is the repeat's.
  expect(chips('Yoga every monday #home at night')).toEqual([
    ['repeat', 'every monday', 'Every Monday'],
    ['list', '#home', 'Home'],
    ['repeat', 'at night', null],
  ])
})

it('leaves the first day of a repeat with a part of the day to the repeat', () => {
  // The component tests' clock: Thursday 26 November 2026, 12:45.
  const thursday = new Date(2026, 10, 26, 12, 45)
  const firstDay = (input: string) => {
    const { due, dueTime, repeat } = parseQuickAdd(input, { now: thursday, lists: [] })
    return [due ?? (repeat && firstDue(repeat.rrule, thursday, dueTime)), dueTime]
  }
  expect(firstDay('Yoga every monday morning')).toEqual(['2026-11-30', null])
  expect(firstDay('Yoga every monday 8am')).toEqual(['2026-11-30', '08:00'])
  expect(firstDay('Yoga every monday')).toEqual(['2026-11-30', null])
  expect(firstDay('Standup every weekday evening')).toEqual(['2026-11-26', null])
  expect(firstDay('Meds every day at night')).toEqual(['2026-11-26', null])
  // Without a repeat, a weekday with a part of the day is that day.
  expect(firstDay('Call mum monday morning')).toEqual(['2026-11-30', null])
  expect(firstDay('Call mum morning')).toEqual(['2026-11-27', null])
})

it('labels its chips', () => {
  const { parts } = parseQuickAdd('Pay tom 5pm every 3rd tuesday #home @money p2', {
    now: NOW,
    lists: LISTS,
  })
  expect(parts.map((p) => [p.kind, p.label])).toEqual([
    ['date', 'Tomorrow 17:00'],
    ['repeat', 'Every 3rd Tuesday'],
    ['list', 'Home'],
    ['tag', '@money'],
    ['priority', 'Priority 2'],
  ])
  expect(parseQuickAdd('Water every! 3 days', { now: NOW, lists: [] }).parts[0]!.label).toBe(
    'Every 3 days after completion',
  )
  // The chips before Enter are what is saved: the opening word is no chip.
  const labels = (input: string) =>
    parseQuickAdd(input, { now: NOW, lists: [] }).parts.map((p) => [p.text, p.label])
  expect(labels('Morning run tomorrow 7am')).toEqual([['tomorrow 7am', 'Tomorrow 07:00']])
  expect(labels('Weekly review every sunday 18:00')).toEqual([
    ['every sunday', 'Every Sunday'],
    ['18:00', 'at 18:00'],
  ])
})

it('says the time in its date chip on a 12-hour clock when that is the setting', () => {
  const labels = (input: string) =>
    parseQuickAdd(input, { now: NOW, lists: [], clock: '12h' }).parts.map((p) => p.label)
  expect(labels('Call mum tomorrow 5pm')).toEqual(['Tomorrow 5:00 PM'])
  expect(labels('Stand-up every monday 9:30')).toEqual(['Every Monday', 'at 9:30 AM'])
})
