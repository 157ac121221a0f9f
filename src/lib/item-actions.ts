import type { Todo } from '@/data/records/todo'

/**
 * What a link to an item can do to it where the link is shown (a note's preview completes a
 * linked todo). The feature that owns the item provides it; `app/` wires it in, so a feature
 * showing a link never imports the one that owns the item.
 */
export interface ItemActions {
  /** Ticks or unticks a todo, as its row's checkbox does (a repeating one moves on). */
  toggleTodo: (todo: Todo) => void
}

let provided: Partial<ItemActions> = {}

/** Makes `actions` available to links; returns a function that takes them back. */
export function provideItemActions(actions: Partial<ItemActions>): () => void {
  provided = { ...provided, ...actions }
  return () => {
    for (const key of Object.keys(actions) as (keyof ItemActions)[])
      if (provided[key] === actions[key]) delete provided[key]
  }
}

/** The actions provided so far (none before the app has wired them). */
export const itemActions = (): Partial<ItemActions> => provided
