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

/**
 * How many of a list's `count` items to render: at most `first` until the list first holds
 * more, then all of them, in a transition right after (a list that fills once its records are
 * read steps too). The Overview's widgets at Extra large (50 todos, 60 bookmark tiles, drawn
 * at once as the rows arrived) made the start's longest task, about 50 ms.
 */
export function useStepLimit(count: number, first: number): number {
  const [full, setFull] = useState(false)
  const long = count > first
  useEffect(() => {
    if (long && !full) startTransition(() => setFull(true))
  }, [long, full])
  return full ? count : Math.min(count, first)
}
