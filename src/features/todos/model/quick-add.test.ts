import { setTimeZone } from '@/testing/time-zone'
import { describe, expect, it } from 'vitest'
import { parseQuickAdd, type QuickAddResult } from './quick-add'

setTimeZone('Europe/London')

// Sunday 22 November 2026, 10:00.
const NOW = new Date(2026, 10, 22, 10, 0)
const LISTS = [
  { id: 'list:home', title: 'Home' },
  { id: 'list:two', title: 'Two words' },
  { id: 'list:work', title: 'Work' },
]
const home = LISTS[0]
const two = LISTS[1]
const rep = (rrule: string, fromCompletion = false) => ({ rrule, fromCompletion })

type Expected = Partial<Omit<QuickAddResult, 'parts'>>

/** Input → the fields that matter; everything not named must be empty. */
const TABLE: [string, Expected][] = [
  // Plain titles.
  ['', { title: '' }],
  ['   ', { title: '' }],
  ['Buy milk', { title: 'Buy milk' }],
  ['  Buy   milk  ', { title: 'Buy milk' }],
  ['Buy 3 apples', { title: 'Buy 3 apples' }],
  ['Read chapter 5', { title: 'Read chapter 5' }],
  ['Call 911', { title: 'Call 911' }],
  ['Look at the sun', { title: 'Look at the sun' }],
  ['It may be late', { title: 'It may be late' }],
  ['Email bob@example.com', { title: 'Email bob@example.com' }],
  ['Learn C#', { title: 'Learn C#' }],
  ['Fix top1 bug', { title: 'Fix top1 bug' }],
  ['Café crème', { title: 'Café crème' }],
  // Dates.
  ['Call mum today', { title: 'Call mum', due: '2026-11-22' }],
  ['Call mum tomorrow', { title: 'Call mum', due: '2026-11-23' }],
  ['Call mum tom', { title: 'Call mum', due: '2026-11-23' }],
  ['Call mum tom 5pm', { title: 'Call mum', due: '2026-11-23', dueTime: '17:00' }],
  ['Tomato soup', { title: 'Tomato soup' }],
  ['Visit Tom', { title: 'Visit Tom' }],
  ['Report next fri', { title: 'Report', due: '2026-11-27' }],
  ['Report fri', { title: 'Report', due: '2026-11-27' }],
  ['Report friday', { title: 'Report', due: '2026-11-27' }],
  ['Plan in 3 days', { title: 'Plan', due: '2026-11-25' }],
  ['Plan in 2 weeks', { title: 'Plan', due: '2026-12-06' }],
  ['Party dec 24 5pm', { title: 'Party', due: '2026-12-24', dueTime: '17:00' }],
  ['Party 24 dec', { title: 'Party', due: '2026-12-24' }],
  ['Dinner today 18:30', { title: 'Dinner', due: '2026-11-22', dueTime: '18:30' }],
  ['Dinner 6pm', { title: 'Dinner', due: '2026-11-22', dueTime: '18:00' }],
  ['Wake up at 9', { title: 'Wake up', due: '2026-11-23', dueTime: '09:00' }],
  ['Gym 5pm tomorrow', { title: 'Gym', due: '2026-11-23', dueTime: '17:00' }],
  ['Taxes 2026-12-01', { title: 'Taxes', due: '2026-12-01' }],
  ['Taxes on sun', { title: 'Taxes', due: '2026-11-22' }],
  ['Review next week', { title: 'Review', due: '2026-11-29' }],
  ['Escaped \\tomorrow stays', { title: 'Escaped tomorrow stays' }],
  ['First tomorrow then friday', { title: 'First then friday', due: '2026-11-23' }],
  ['Call mum at night', { title: 'Call mum', due: '2026-11-22' }],
  ['Call mum in the morning', { title: 'Call mum', due: '2026-11-23' }],
  ['Call mum monday morning', { title: 'Call mum', due: '2026-11-23' }],
  ['Lunch at noon', { title: 'Lunch', due: '2026-11-22', dueTime: '12:00' }],
  // A date read across other parts keeps none of its words in the title.
  ['Gym tomorrow p1 5pm', { title: 'Gym', due: '2026-11-23', dueTime: '17:00', priority: 1 }],
  ['Gym tomorrow #home 5pm', { title: 'Gym', due: '2026-11-23', dueTime: '17:00', list: home }],
  ['Gym dec 24 @gym 5pm', { title: 'Gym', due: '2026-12-24', dueTime: '17:00', tags: ['gym'] }],
  ['Gym tomorrow \\p1 5pm', { title: 'Gym p1', due: '2026-11-23', dueTime: '17:00' }],
  // Lists.
  ['Mop #home', { title: 'Mop', list: home }],
  ['Mop #Home', { title: 'Mop', list: home }],
  ['Mop #"Two words"', { title: 'Mop', list: two }],
  ['Mop #"two WORDS"', { title: 'Mop', list: two }],
  ['Mop #nowhere', { title: 'Mop #nowhere' }],
  ['Price \\#5', { title: 'Price #5' }],
  ['Mop #home #work', { title: 'Mop #work', list: home }],
  // Tags.
  ['Call @phone', { title: 'Call', tags: ['phone'] }],
  ['Call @phone @errands', { title: 'Call', tags: ['phone', 'errands'] }],
  ['Call @phone @Phone', { title: 'Call', tags: ['phone'] }],
  ['Call @café', { title: 'Call', tags: ['café'] }],
  ['Call @a.b.', { title: 'Call .', tags: ['a.b'] }],
  ['Keep \\@home', { title: 'Keep @home' }],
  ['Alone @', { title: 'Alone @' }],
  // Priorities.
  ['Urgent p1', { title: 'Urgent', priority: 1 }],
  ['Urgent P4', { title: 'Urgent', priority: 4 }],
  ['Not p5', { title: 'Not p5' }],
  ['Not p12', { title: 'Not p12' }],
  ['Keep \\p1', { title: 'Keep p1' }],
  ['Two p2 p3', { title: 'Two p3', priority: 2 }],
  // Repeats.
  ['Stretch every day', { title: 'Stretch', repeat: rep('FREQ=DAILY') }],
  ['Stretch daily', { title: 'Stretch', repeat: rep('FREQ=DAILY') }],
  ['Standup every weekday', { title: 'Standup', repeat: rep('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR') }],
  ['Hike every weekend', { title: 'Hike', repeat: rep('FREQ=WEEKLY;BYDAY=SA,SU') }],
  ['Bins every week', { title: 'Bins', repeat: rep('FREQ=WEEKLY') }],
  ['Bins weekly', { title: 'Bins', repeat: rep('FREQ=WEEKLY') }],
  ['Sync every 2 weeks', { title: 'Sync', repeat: rep('FREQ=WEEKLY;INTERVAL=2') }],
  ['Sync every other week', { title: 'Sync', repeat: rep('FREQ=WEEKLY;INTERVAL=2') }],
  ['Water every 3 days', { title: 'Water', repeat: rep('FREQ=DAILY;INTERVAL=3') }],
  ['Water every! 3 days', { title: 'Water', repeat: rep('FREQ=DAILY;INTERVAL=3', true) }],
  ['Haircut every! 6 weeks', { title: 'Haircut', repeat: rep('FREQ=WEEKLY;INTERVAL=6', true) }],
  ['Rent every month on the 1st', { title: 'Rent', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=1') }],
  ['Rent every 1st', { title: 'Rent', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=1') }],
  ['Pay every 15th of the month', { title: 'Pay', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=15') }],
  [
    'Invoice every last day of the month',
    { title: 'Invoice', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=-1') },
  ],
  [
    'Invoice every month on the last day',
    { title: 'Invoice', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=-1') },
  ],
  ['Club every 3rd tuesday', { title: 'Club', repeat: rep('FREQ=MONTHLY;BYDAY=3TU') }],
  ['Club every first monday', { title: 'Club', repeat: rep('FREQ=MONTHLY;BYDAY=1MO') }],
  ['Drinks every last friday', { title: 'Drinks', repeat: rep('FREQ=MONTHLY;BYDAY=-1FR') }],
  ['Yoga every monday', { title: 'Yoga', repeat: rep('FREQ=WEEKLY;BYDAY=MO') }],
  ['Yoga every mon and fri', { title: 'Yoga', repeat: rep('FREQ=WEEKLY;BYDAY=MO,FR') }],
  ['Yoga every fri, mon', { title: 'Yoga', repeat: rep('FREQ=WEEKLY;BYDAY=MO,FR') }],
  ['Checkup every month', { title: 'Checkup', repeat: rep('FREQ=MONTHLY') }],
  ['Checkup every 6 months', { title: 'Checkup', repeat: rep('FREQ=MONTHLY;INTERVAL=6') }],
  ['Birthday every year', { title: 'Birthday', repeat: rep('FREQ=YEARLY') }],
  ['Birthday annually', { title: 'Birthday', repeat: rep('FREQ=YEARLY') }],
  [
    'Meds every day at 9',
    { title: 'Meds', due: '2026-11-23', dueTime: '09:00', repeat: rep('FREQ=DAILY') },
  ],
  [
    'Yoga every monday 8am',
    { title: 'Yoga', dueTime: '08:00', repeat: rep('FREQ=WEEKLY;BYDAY=MO') },
  ],
  [
    'Report every friday starting dec 4',
    { title: 'Report starting', due: '2026-12-04', repeat: rep('FREQ=WEEKLY;BYDAY=FR') },
  ],
  ['Stretch every morning', { title: 'Stretch', repeat: rep('FREQ=DAILY') }],
  [
    'Stretch every morning 7am',
    { title: 'Stretch', due: '2026-11-23', dueTime: '07:00', repeat: rep('FREQ=DAILY') },
  ],
  ['Read every evening', { title: 'Read', repeat: rep('FREQ=DAILY') }],
  // A part of the day with a repeat sets no time and picks no day: the repeat does.
  ['Yoga every monday morning', { title: 'Yoga', repeat: rep('FREQ=WEEKLY;BYDAY=MO') }],
  ['Yoga morning every monday', { title: 'Yoga', repeat: rep('FREQ=WEEKLY;BYDAY=MO') }],
  [
    'Yoga every monday morning 8am',
    { title: 'Yoga', dueTime: '08:00', repeat: rep('FREQ=WEEKLY;BYDAY=MO') },
  ],
  [
    'Standup every weekday evening',
    { title: 'Standup', repeat: rep('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR') },
  ],
  ['Meds every day at night', { title: 'Meds', repeat: rep('FREQ=DAILY') }],
  [
    'Call evening every day 5pm',
    { title: 'Call', due: '2026-11-22', dueTime: '17:00', repeat: rep('FREQ=DAILY') },
  ],
  ['Everyday words', { title: 'Everyday words' }],
  ['Keep \\every day', { title: 'Keep every day' }],
  // A time-of-day or frequency word first is the title's when a later phrase gives the date or
  // repeat.
  ['Morning run tomorrow 7am', { title: 'Morning run', due: '2026-11-23', dueTime: '07:00' }],
  ['Evening walk 5pm', { title: 'Evening walk', due: '2026-11-22', dueTime: '17:00' }],
  ['Night shift friday', { title: 'Night shift', due: '2026-11-27' }],
  ['Afternoon tea tomorrow', { title: 'Afternoon tea', due: '2026-11-23' }],
  ['Tonight’s plan tomorrow', { title: 'Tonight’s plan', due: '2026-11-23' }],
  [
    'Weekly review every sunday 18:00',
    { title: 'Weekly review', dueTime: '18:00', repeat: rep('FREQ=WEEKLY;BYDAY=SU') },
  ],
  [
    'Monthly report every month on the 1st',
    { title: 'Monthly report', repeat: rep('FREQ=MONTHLY;BYMONTHDAY=1') },
  ],
  [
    'Daily standup every weekday 9am',
    { title: 'Daily standup', dueTime: '09:00', repeat: rep('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR') },
  ],
  ['Evening walk every day', { title: 'Evening walk', repeat: rep('FREQ=DAILY') }],
  // … also when no other title word follows it.
  [
    'Evening every day 5pm',
    { title: 'Evening', due: '2026-11-22', dueTime: '17:00', repeat: rep('FREQ=DAILY') },
  ],
  ['Weekly every monday', { title: 'Weekly', repeat: rep('FREQ=WEEKLY;BYDAY=MO') }],
  ['Morning tomorrow 7am', { title: 'Morning', due: '2026-11-23', dueTime: '07:00' }],
  ['tonight 8pm', { title: 'tonight', due: '2026-11-22', dueTime: '20:00' }],
  // … and read as before when it is not: alone, in the middle, or with no later phrase (for a
  // frequency word, no later repeat).
  [
    'Daily standup 9am',
    { title: 'standup', due: '2026-11-23', dueTime: '09:00', repeat: rep('FREQ=DAILY') },
  ],
  ['Call mum tomorrow morning', { title: 'Call mum', due: '2026-11-23' }],
  // chrono reads the spaces before "morning" with it: the date's chip starts at the word.
  ['Call mum p1 morning', { title: 'Call mum', due: '2026-11-23', priority: 1 }],
  ['Daily standup', { title: 'standup', repeat: rep('FREQ=DAILY') }],
  ['Morning run', { title: 'run', due: '2026-11-23' }],
  ['Tonight at 8 dinner', { title: 'dinner', due: '2026-11-22', dueTime: '20:00' }],
  ['Evening 5pm walk', { title: 'walk', due: '2026-11-22', dueTime: '17:00' }],
  // Text that would leave no title is all title, with nothing recognised.
  ['Daily', { title: 'Daily' }],
  ['Morning', { title: 'Morning' }],
  ['tomorrow', { title: 'tomorrow' }],
  ['every day', { title: 'every day' }],
  ['every morning', { title: 'every morning' }],
  ['Daily 9am', { title: 'Daily 9am' }],
  [' #home  p1 ', { title: '#home p1' }],
  // Everything at once.
  [
    'Pay rent every month on the 1st #Home p1 @money',
    {
      title: 'Pay rent',
      list: home,
      priority: 1,
      tags: ['money'],
      repeat: rep('FREQ=MONTHLY;BYMONTHDAY=1'),
    },
  ],
  [
    'Dentist dec 24 17:30 @health #"Two words"',
    { title: 'Dentist', due: '2026-12-24', dueTime: '17:30', tags: ['health'], list: two },
  ],
  [
    'Water the plants tomorrow 5pm #home @garden p1',
    {
      title: 'Water the plants',
      due: '2026-11-23',
      dueTime: '17:00',
      list: home,
      tags: ['garden'],
      priority: 1,
    },
  ],
  ['Price is \\#5 today', { title: 'Price is #5', due: '2026-11-22' }],
]

const EMPTY = { due: null, dueTime: null, list: null, tags: [], priority: null, repeat: null }

describe('quick add', () => {
  it(`has a table of at least 60 inputs (${TABLE.length})`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60)
  })

  it.each(TABLE)('%j', (input, expected) => {
    const { parts: _, ...fields } = parseQuickAdd(input, { now: NOW, lists: LISTS })
    expect(fields).toEqual({ ...EMPTY, ...expected })
  })

  it.each(TABLE)('puts each word of %j in one part or in the title', (input) => {
    const { title, parts } = parseQuickAdd(input, { now: NOW, lists: LISTS })
    // Parts point at words of the input exactly, in order, without overlapping.
    let end = 0
    let rest = input
    for (const part of parts) {
      expect(input.slice(part.start, part.end)).toBe(part.text)
      expect(part.text.trim()).toBe(part.text)
      expect(part.text).not.toBe('')
      expect(part.start).toBeGreaterThanOrEqual(end)
      end = part.end
      rest = rest.slice(0, part.start) + ' '.repeat(part.text.length) + rest.slice(part.end)
    }
    // What no part covers is the title, escapes resolved.
    const words = rest.split(/\s+/).filter(Boolean)
    expect(words.map((word) => word.replace(/^\\/, '')).join(' ')).toBe(title)
    // One chip a kind at most (several tags aside), the first of its runs.
    const chips = parts.filter((part) => part.chip !== false)
    for (const kind of ['date', 'list', 'priority', 'repeat'])
      expect(chips.filter((part) => part.kind === kind).length).toBeLessThanOrEqual(1)
    for (const part of parts)
      if (part.chip === false) expect(chips.some((chip) => chip.kind === part.kind)).toBe(true)
  })
})
