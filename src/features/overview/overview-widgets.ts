import { CalendarClock, Clock, Quote, Search, Timer } from 'lucide-react'
import { defineWidget, type WidgetDefinition } from '@/lib/widget-registry'
import {
  CLOCK_OPTIONS,
  COUNTDOWN_OPTIONS,
  QUOTE_OPTIONS,
  SEARCH_OPTIONS,
  TIMER_OPTIONS,
} from './model/widget-options'

/** The Overview's own widget types (in the initial bundle: names, icons, options, lazy loads). */
export const OVERVIEW_WIDGETS: WidgetDefinition[] = [
  defineWidget({
    kind: 'clock',
    title: 'Greeting and clock',
    description: 'A greeting, the time and date, digital or analog, and other time zones.',
    icon: Clock,
    options: CLOCK_OPTIONS,
    size: { w: 5, h: 3, minW: 3, minH: 2 },
    load: () => import('./widgets/clock-widget'),
  }),
  defineWidget({
    kind: 'search',
    title: 'Search',
    description: 'Search the web with the engine you choose, and Hearth too if you like.',
    icon: Search,
    options: SEARCH_OPTIONS,
    size: { w: 6, h: 2, minW: 3, minH: 2 },
    load: () => import('./widgets/search-widget'),
  }),
  defineWidget({
    kind: 'countdown',
    title: 'Countdown',
    description: 'Days to go to a date that matters.',
    icon: CalendarClock,
    options: COUNTDOWN_OPTIONS,
    size: { w: 3, h: 3, minW: 2, minH: 2 },
    load: () => import('./widgets/countdown-widget'),
  }),
  defineWidget({
    kind: 'timer',
    title: 'Timer',
    description: 'A timer or a Pomodoro, with a notification when it ends.',
    icon: Timer,
    options: TIMER_OPTIONS,
    size: { w: 3, h: 3, minW: 3, minH: 3 },
    load: () => import('./widgets/timer-widget'),
  }),
  defineWidget({
    kind: 'quote',
    title: 'Quote of the day',
    description: 'A short quote, a new one each day.',
    icon: Quote,
    options: QUOTE_OPTIONS,
    size: { w: 4, h: 3, minW: 3, minH: 2 },
    load: () => import('./widgets/quote-widget'),
  }),
]
