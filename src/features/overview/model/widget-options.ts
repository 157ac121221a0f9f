import { option } from '@/lib/widget-options'
import { countdownDateProblem } from './countdown'
import { customAddressProblem, SEARCH_ENGINES } from './search-engines'
import { canonicalTimeZone, timeZoneProblem } from './world-clock'

// Option keys are stored in each widget's config: never rename one that has shipped.

/** The greeting and clock. The 12 or 24 hour clock is Settings > General's, not an option. */
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
  greeting: option.switch('Show greeting', true, {
    hint: 'Uses the name set in Settings > General.',
  }),
  // Free text, checked as each zone is added and again by the widget: a fixed list of zones
  // differs from browser to browser.
  zones: option.list('Time zones', 'Time zone', [], {
    validateItem: timeZoneProblem,
    canonicalItem: canonicalTimeZone,
    hint: 'Other places to show, as IANA names: Asia/Tokyo, America/New_York, UTC. The 12 or 24 hour clock is set in Settings > General.',
    maxItems: 6,
  }),
}

export const SEARCH_OPTIONS = {
  engine: option.select(
    'Engine',
    [
      ...SEARCH_ENGINES.map((engine) => ({ value: engine.id, label: engine.name })),
      { value: 'custom', label: 'Custom' },
    ],
    'duckduckgo',
  ),
  custom: option.text('Custom address', '', {
    placeholder: 'https://example.com/search?q=%s',
    hint: 'For the Custom engine: an http(s) address with %s where the search goes.',
    maxLength: 500,
    validate: (value) => (value === '' ? null : customAddressProblem(value)),
  }),
  hearth: option.switch('Also search Hearth', false, {
    hint: 'Lists what Hearth finds (notes, todos, bookmarks…) under the field as you type.',
  }),
}

export const COUNTDOWN_OPTIONS = {
  event: option.text('Event', 'New Year', { maxLength: 80 }),
  date: option.text('Date', '', {
    placeholder: 'YYYY-MM-DD',
    hint: 'Leave empty to count down to the next New Year’s Day.',
    maxLength: 10,
    validate: countdownDateProblem,
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
  breakMinutes: option.number(
    'Break minutes',
    5,
    { min: 1, max: 60 },
    { hint: 'Pomodoro mode only.' },
  ),
}

export const QUOTE_OPTIONS = {
  author: option.switch('Show author', true),
}
