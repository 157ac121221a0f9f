import type { useSortable } from '@dnd-kit/sortable'
import { useLayoutEffect, useMemo, useRef } from 'react'

type Listeners = ReturnType<typeof useSortable>['listeners']

/**
 * dnd-kit hands out a new listeners object whenever its context changes (every change to the
 * list's order); these stable handlers call the latest ones, so a row's content stays memoised
 * (a todo's, a bookmark's).
 */
export function useStableListeners(listeners: Listeners): Listeners {
  const latest = useRef(listeners)
  useLayoutEffect(() => {
    latest.current = listeners
  })
  const names = listeners ? Object.keys(listeners).join(' ') : ''
  return useMemo(
    () =>
      names
        ? Object.fromEntries(
            names
              .split(' ')
              .map((name) => [name, (event: unknown) => latest.current?.[name]?.(event)]),
          )
        : undefined,
    [names],
  )
}
