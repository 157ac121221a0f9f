import { CalendarClock, Clock, Quote, Search, Timer } from 'lucide-react'
import { defineWidget, type WidgetDefinition } from '@/lib/widget-registry'
import {
  CLOCK_OPTIONS,
  COUNTDOWN_OPTIONS,
  QUOTE_OPTIONS,
  SEARCH_OPTIONS,
  TIMER_OPTIONS,
} from './model/widget-options'

/**
 * The Overview's own widget types. This module is in the initial bundle (app/ registers every
 * type before the first render), so it holds only names, icons, option specs and lazy loads:
 * each type's component, and anything only it needs (the quotes, say), loads with its first widget.
 */
export const OVERVIEW_WIDGETS: WidgetDefinition[] = [
  defineWidget({
    kind: 'clock',
    title: 'Greeting and clock',
    description: 'A greeting, the time and date, digital or analog, and a world clock.',
    icon: Clock,
    options: CLOCK_OPTIONS,
    size: { w: 6, h: 3, minW: 3, minH: 2 },
    load: () => import('./widgets/clock/clock-widget'),
  }),
  defineWidget({
    kind: 'search',
    title: 'Search',
    description: 'Search the web with the engine you choose, and Hearth too if you like.',
    icon: Search,
    options: SEARCH_OPTIONS,
    size: { w: 6, h: 2, minW: 3, minH: 2 },
    load: () => import('./widgets/search/search-widget'),
  }),
  defineWidget({
    kind: 'countdown',
    title: 'Countdown',
    description: 'Days to go to a date that matters, or since it passed.',
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
    load: () => import('./widgets/timer/timer-widget'),
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
