import { option } from '@/lib/widget-options'
import { SEARCH_ENGINES } from './search-engines'

/** A time zone as IANA names it, checked by the browser. */
export function timeZoneProblem(zone: string): string | null {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return null
  } catch {
    return `“${zone}” is not a time zone. Use a name like Europe/Paris or America/New_York.`
  }
}

export const CLOCK_OPTIONS = {
  style: option.select(
    'Style',
    [
      { value: 'digital', label: 'Digital' },
      { value: 'analog', label: 'Analog' },
    ],
    'digital',
  ),
  seconds: option.switch('Show seconds', false),
  greeting: option.switch('Show the greeting', true),
  zones: option.list('Other time zones', 'Time zone', [], {
    hint: 'IANA names, e.g. Asia/Tokyo. The 12 or 24 hour clock is set in Settings > General.',
    maxItems: 6,
  }),
}

export const SEARCH_OPTIONS = {
  engine: option.select(
    'Search engine',
    [
      ...SEARCH_ENGINES.map((engine) => ({ value: engine.id, label: engine.name })),
      { value: 'custom', label: 'Custom' },
    ],
    'duckduckgo',
  ),
  custom: option.text('Custom address', '', {
    placeholder: 'https://example.com/search?q=%s',
    hint: 'Used with the custom engine: %s stands for what you type.',
    maxLength: 500,
    validate: (value) =>
      value === '' || (/^https?:\/\//i.test(value) && value.includes('%s'))
        ? null
        : 'Use an http(s) address with %s where the search goes.',
  }),
  hearth: option.switch('Also search Hearth', false, {
    hint: 'Shows your notes, todos and bookmarks that match, under the field.',
  }),
}

export const COUNTDOWN_OPTIONS = {
  event: option.text('Event', 'New Year', { maxLength: 80 }),
  date: option.text('Date', '', {
    placeholder: 'YYYY-MM-DD',
    hint: 'Empty counts down to the next New Year’s Day.',
    maxLength: 10,
    validate: (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)))
        ? null
        : 'Enter a date as YYYY-MM-DD.',
  }),
}

export const TIMER_OPTIONS = {
  mode: option.select(
    'Mode',
    [
      { value: 'timer', label: 'Timer' },
      { value: 'pomodoro', label: 'Pomodoro (focus, then a break)' },
    ],
    'timer',
  ),
  minutes: option.number('Minutes', 25, { min: 1, max: 180 }),
  breakMinutes: option.number('Break minutes', 5, { min: 1, max: 60 }),
}

export const QUOTE_OPTIONS = {
  author: option.switch('Show the author', true),
}
