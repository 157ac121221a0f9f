import { act, renderHook } from '@testing-library/react'
import { Square } from 'lucide-react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { useToastStore } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { layoutFor } from '@/lib/widget-grid'
import { defineWidget, registerWidgetTypes } from '@/lib/widget-registry'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { useWidgetActions, useWidgets } from './use-widget-actions'

const type = (kind: string, w: number, h: number) =>
  defineWidget({
    kind,
    title: kind,
    description: kind,
    icon: Square,
    options: {},
    size: { w, h },
    load: () => Promise.resolve({ default: () => null }),
  })
const banner = type('banner', 12, 2)

let workspace: Workspace
let n = 0
let unregister = () => {}

beforeEach(async () => {
  unregister = registerWidgetTypes([
    type('clock', 5, 3),
    type('search', 7, 3),
    type('todos', 4, 7),
    type('notes', 4, 7),
    type('calendar', 4, 7),
    type('bookmarks', 12, 4),
    banner,
  ])
  // A new workspace has the default Overview.
  workspace = await openTestWorkspace(`widget-actions-${n++}`)
})
afterEach(async () => {
  unregister()
  await workspace.close()
})

function renderActions() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  )
  return renderHook(() => ({ actions: useWidgetActions(), widgets: useWidgets() }), { wrapper })
}

const idOf = (kind: string) => workspace.records('widgets').find((w) => w.kind === kind)!.id
const kindOf = (id: string) => workspace.records('widgets').find((w) => w.id === id)!.kind
const layouts = () =>
  Object.fromEntries(workspace.records('widgets').map((w) => [w.kind, w.layouts]))
type Rendered = ReturnType<typeof renderActions>['result']
/** The desktop grid's widgets as read, top to bottom, then left to right. */
const desktop = (result: Rendered) =>
  layoutFor(result.current.widgets.layoutWidgets, 'lg').map((item) => kindOf(item.i))
/** The shown widgets in their order (Settings > Widgets' list, the phone grid). */
const inOrder = (result: Rendered) => result.current.widgets.shown.map(({ widget }) => widget.kind)
const DEFAULT_ORDER = ['clock', 'search', 'todos', 'notes', 'calendar', 'bookmarks']

it('shows a hidden widget again where it was: every grid as it was arranged', () => {
  const { result } = renderActions()
  // The tablet grid was arranged too: the desktop's places, half as wide.
  act(() =>
    workspace.repository('widgets').updateMany(
      workspace.records('widgets').map((widget) => {
        const { x, y, w, h } = widget.layouts.lg!
        return { id: widget.id, patch: { layouts: { lg: { x, y, w, h }, md: { x: 0, y, w, h } } } }
      }),
    ),
  )
  const before = layouts()
  // Hidden, Search leaves room that Calendar moves up into (beside the greeting), and the
  // order follows: Calendar is read second.
  act(() => result.current.actions.setHidden(idOf('search'), true))
  expect(desktop(result)).toEqual(['clock', 'calendar', 'todos', 'notes', 'bookmarks'])
  expect(inOrder(result)).toEqual(desktop(result))
  // Shown again, Search is back in it and Calendar back below: no place was rewritten.
  act(() => result.current.actions.setHidden(idOf('search'), false))
  expect(layouts()).toEqual(before)
  expect(desktop(result)).toEqual(DEFAULT_ORDER)
  expect(inOrder(result)).toEqual(DEFAULT_ORDER)
})

it('removes a widget in the order the grid reads, and Undo puts everything back', () => {
  const { result } = renderActions()
  const before = layouts()
  act(() => result.current.actions.remove(idOf('search')))
  expect(desktop(result)).toEqual(['clock', 'calendar', 'todos', 'notes', 'bookmarks'])
  expect(inOrder(result)).toEqual(desktop(result))
  const undo = useToastStore
    .getState()
    .toasts.find((item) => item.title === 'Widget removed')!
    .actions.find((action) => action.label === 'Undo')!
  act(() => undo.onClick())
  expect(layouts()).toEqual(before)
  expect(desktop(result)).toEqual(DEFAULT_ORDER)
  expect(inOrder(result)).toEqual(DEFAULT_ORDER)
})

it('adds a widget after the widgets that moved up into the room of removed ones', () => {
  const { result } = renderActions()
  // Bookmarks moves up below the greeting and search, though its stored place is lower.
  for (const kind of ['todos', 'notes', 'calendar'])
    act(() => result.current.actions.remove(idOf(kind)))
  act(() => void result.current.actions.add(banner))
  expect(desktop(result)).toEqual(['clock', 'search', 'bookmarks', 'banner'])
  expect(inOrder(result)).toEqual(desktop(result))
})
