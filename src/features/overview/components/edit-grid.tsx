import { useMemo, type ReactNode } from 'react'
import { GridLayout, verticalCompactor, type Layout } from 'react-grid-layout'
import { GAP, ROW_HEIGHT, type GridItem } from '@/lib/widget-grid'

export interface EditGridProps {
  items: readonly GridItem[]
  cols: number
  width: number
  render: (id: string) => ReactNode
  /** The arrangement after a drag or a resize. */
  onChange: (items: GridItem[]) => void
}

const toItems = (layout: Layout, mins: ReadonlyMap<string, GridItem>): GridItem[] =>
  layout.map(({ i, x, y, w, h }) => ({
    i,
    x,
    y,
    w,
    h,
    minW: mins.get(i)?.minW ?? 1,
    minH: mins.get(i)?.minH ?? 1,
  }))

/**
 * The Overview in edit mode (react-grid-layout, its own chunk): drag a widget to move it, drag
 * its corner to resize it (in one column, the handle on its bottom edge, for its height). Same
 * cells and gaps as the view grid, so nothing jumps on the way in.
 */
export default function EditGrid({ items, cols, width, render, onChange }: EditGridProps) {
  const layout = useMemo(() => items.map((item) => ({ ...item })), [items])
  const byId = useMemo(() => new Map(items.map((item) => [item.i, item])), [items])
  const children = useMemo(
    () =>
      items.map((item) => (
        <div key={item.i} className="min-w-0">
          {render(item.i)}
        </div>
      )),
    [items, render],
  )
  const done = (next: Layout) => onChange(toItems(next, byId))
  return (
    <GridLayout
      width={width}
      layout={layout}
      gridConfig={{ cols, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
      dragConfig={{
        enabled: true,
        cancel: 'button, a, input, textarea, select, .react-resizable-handle',
      }}
      // One column: widgets take the column's width, so a handle on the bottom edge changes
      // only the height.
      resizeConfig={{ enabled: true, handles: cols > 1 ? ['se'] : ['s'] }}
      compactor={verticalCompactor}
      onDragStop={done}
      onResizeStop={done}
      className="hearth-edit-grid"
    >
      {children}
    </GridLayout>
  )
}
