import { plural } from '@/lib/format'
import { step, type Direction, type GridItem } from '@/lib/widget-grid'

/**
 * The keys' hint below the edit grid. In one column every widget takes the column's width, so
 * only its height changes: by the handle on its bottom edge, or Shift+↑ and Shift+↓.
 */
export const keysHint = (cols: number) =>
  cols > 1
    ? 'Drag a widget to move it, or its corner to resize it. With the keyboard, focus a widget: arrow keys move it, Shift+arrow keys resize it.'
    : 'Drag a widget to move it, or the handle on its bottom edge to change its height. With the keyboard, focus a widget: arrow keys move it, Shift+↑ and Shift+↓ change its height.'

/**
 * One keyboard step in Edit layout (`step`) and what to announce: the new layout, or null when
 * the step is not possible.
 */
export function keyStep(
  items: readonly GridItem[],
  id: string,
  title: string,
  direction: Direction,
  resize: boolean,
  cols: number,
): { next: GridItem[] | null; announcement: string } {
  const column = resize && cols === 1
  if (column && (direction === 'left' || direction === 'right'))
    return {
      next: null,
      announcement: `${title} is as wide as the column. Shift+↑ and Shift+↓ change its height.`,
    }
  const next = step(items, id, direction, resize, cols)
  const item = next?.find((entry) => entry.i === id)
  if (!next || !item) {
    const least = Math.max(1, items.find((entry) => entry.i === id)?.minH ?? 1)
    const where = direction === 'up' || direction === 'down' ? direction : `further ${direction}`
    return {
      next: null,
      announcement:
        column && direction === 'up'
          ? `${title} cannot be shorter than ${plural(least, 'row')}.`
          : `${title} cannot ${resize ? 'be resized' : 'move'} ${where}.`,
    }
  }
  return {
    next,
    announcement: column
      ? `${title} is now ${plural(item.h, 'row')} tall.`
      : resize
        ? `${title} resized to ${plural(item.w, 'column')} by ${plural(item.h, 'row')}.`
        : `${title} moved to column ${item.x + 1}, row ${item.y + 1}.`,
  }
}
