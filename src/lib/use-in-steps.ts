import { startTransition, useEffect, useState } from 'react'

/**
 * A long list's items to render: all of them, but on a first render of more than `first` only
 * the first ones, and the rest in a transition right after. For a side list (Todos' lists, the
 * Bookmarks folder tree) whose every item is a link, a drop target and a button: 200 of them
 * took some 50 ms, which held back the rows the screen was opened for.
 */
export function useInSteps<T>(items: readonly T[], first: number): readonly T[] {
  const [all, setAll] = useState(items.length <= first)
  useEffect(() => {
    if (!all) startTransition(() => setAll(true))
  }, [all])
  return all ? items : items.slice(0, first)
}
