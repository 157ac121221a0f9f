import type { ReactNode } from 'react'
import { GAP, ROW_HEIGHT, type GridItem } from '@/lib/widget-grid'

export interface ViewGridProps {
  items: readonly GridItem[]
  cols: number
  /** The widget shown in an item. */
  render: (id: string) => ReactNode
}

/**
 * The Overview as it is used: a CSS grid with each widget in its cells, in reading order in the
 * document (so keyboard and screen readers go top to bottom, left to right). Nothing to load or
 * measure per widget: the grid library comes only with edit mode.
 */
export function ViewGrid({ items, cols, render }: ViewGridProps) {
  return (
    <div
      className="grid"
      style={{
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridAutoRows: `${ROW_HEIGHT}px`,
        gap: `${GAP}px`,
      }}
    >
      {items.map((item) => (
        <div
          key={item.i}
          // A widget below the window is not laid out or painted until it nears the view (its
          // cells' size comes from the grid, so nothing moves when it is).
          className="min-w-0 [content-visibility:auto]"
          style={{
            gridColumn: `${item.x + 1} / span ${item.w}`,
            gridRow: `${item.y + 1} / span ${item.h}`,
          }}
        >
          {render(item.i)}
        </div>
      ))}
    </div>
  )
}
