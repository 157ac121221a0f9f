import { option } from '@/lib/widget-options'

/**
 * The todos widgets' option specs. Apart from the components so that the definitions (in the
 * initial bundle) and the lazily loaded components share them without an import cycle.
 */

export const TODOS_WIDGET_OPTIONS = {
  /** A smart view's id or a list's id; a list that is gone shows an empty state. */
  show: option.pick(
    'Show',
    () => import('./view-choices').then((m) => m.useTodoViewChoices),
    'today',
  ),
}

export const CALENDAR_WIDGET_OPTIONS = {}
