import { useMemo } from 'react'
import { useRecords } from '@/data/hooks'
import { option, type OptionChoice } from '@/lib/widget-options'
import { listTitle, SMART_VIEWS, sortLists } from '../model/views'

/**
 * The todos widgets' option specs. Apart from the components so that the definitions (in the
 * initial bundle) and the lazily loaded components share them without an import cycle.
 */

/** The smart views a todos widget can show; Completed is left to Todos itself. */
const WIDGET_VIEWS = SMART_VIEWS.filter((view) => view.id !== 'completed')

/** 'Show': Inbox, Today and Upcoming, then the user's lists in their order. */
export function useTodoViewChoices(): readonly OptionChoice[] {
  const lists = useRecords('todoLists')
  return useMemo(
    () => [
      ...WIDGET_VIEWS.map((view) => ({ value: view.id, label: view.title })),
      ...sortLists(lists).map((list) => ({ value: list.id, label: listTitle(list) })),
    ],
    [lists],
  )
}

export const TODOS_WIDGET_OPTIONS = {
  /** A smart view's id or a list's id; a list that is gone shows an empty state. */
  show: option.pick('Show', useTodoViewChoices, 'today'),
}

export const CALENDAR_WIDGET_OPTIONS = {}
