import { useMemo } from 'react'
import { useRecords } from '@/data/hooks'
import type { OptionChoice } from '@/lib/widget-options'
import { listTitle, SMART_VIEWS, sortLists } from '../model/views'

/** The smart views a todos widget can show; Completed is left to Todos itself. */
const WIDGET_VIEWS = SMART_VIEWS.filter((view) => view.id !== 'completed')

/**
 * 'Show': Inbox, Today and Upcoming, then the user's lists in their order. Loaded with the
 * settings form, so the data layer stays out of the initial bundle.
 */
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
