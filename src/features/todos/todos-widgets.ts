import { CalendarDays, ListTodo } from 'lucide-react'
import { defineWidget, type WidgetDefinition } from '@/lib/widget-registry'
import { CALENDAR_WIDGET_OPTIONS, TODOS_WIDGET_OPTIONS } from './widgets/widget-options'

/**
 * Todos' widget types for the Overview. Part of the initial bundle: only icons, option specs
 * and each component's lazy `load` belong here.
 */
export const TODOS_WIDGETS: WidgetDefinition[] = [
  defineWidget({
    kind: 'todos',
    title: 'Todos',
    description: 'A list or a smart view, with quick add.',
    icon: ListTodo,
    options: TODOS_WIDGET_OPTIONS,
    size: { w: 4, h: 6, minW: 3, minH: 3 },
    load: () => import('./widgets/todos-widget'),
  }),
  defineWidget({
    kind: 'calendar',
    title: 'Calendar',
    description: 'The month, with the days todos are due.',
    icon: CalendarDays,
    options: CALENDAR_WIDGET_OPTIONS,
    size: { w: 4, h: 7, minW: 3, minH: 6 },
    load: () => import('./widgets/calendar-widget'),
  }),
]
