import type { Widget } from '../records/widget'

export type DefaultWidget = Pick<Widget, 'kind' | 'order' | 'config'> & {
  cell: { x: number; y: number; w: number; h: number }
}

/**
 * The Overview of a new workspace: greeting and clock, search, today's todos, a note, the
 * calendar and favourite bookmarks, on the desktop grid (12 columns). Tablet and phone grids
 * follow from it. Kinds are the widget types the features register; options not given take
 * their defaults (the todos widget shows Today, the bookmarks widget Favourites).
 */
export const DEFAULT_WIDGETS: readonly DefaultWidget[] = [
  { kind: 'clock', order: 'a0', config: {}, cell: { x: 0, y: 0, w: 5, h: 3 } },
  { kind: 'search', order: 'a1', config: {}, cell: { x: 5, y: 0, w: 7, h: 3 } },
  { kind: 'todos', order: 'a2', config: {}, cell: { x: 0, y: 3, w: 4, h: 7 } },
  { kind: 'notes', order: 'a3', config: {}, cell: { x: 4, y: 3, w: 4, h: 7 } },
  { kind: 'calendar', order: 'a4', config: {}, cell: { x: 8, y: 3, w: 4, h: 7 } },
  { kind: 'bookmarks', order: 'a5', config: {}, cell: { x: 0, y: 10, w: 12, h: 4 } },
]

/** The widget types of a new workspace's Overview, for code that only needs to know them. */
export const DEFAULT_WIDGET_KINDS: readonly string[] = DEFAULT_WIDGETS.map(({ kind }) => kind)
