import { Check, LayoutGrid, Pencil, Plus, Search } from 'lucide-react'
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Link } from 'react-router'
import { keepFocusNear } from '@/components/focus-when-gone'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Kbd } from '@/components/ui/kbd'
import type { AddWidgetDialogProps } from '@/components/widgets/add-widget-dialog'
import { useWidgetActions, useWidgets, widgetTitle } from '@/components/widgets/use-widget-actions'
import { rememberShownKinds } from '@/components/widgets/widget-loads'
import type { WidgetSettingsDialogProps } from '@/components/widgets/widget-settings-dialog'
import { preloadForScreen } from '@/lib/first-screen'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { useShortcutHint } from '@/lib/shortcuts'
import { breakpointFor, COLS, layoutFor, type Direction, type GridItem } from '@/lib/widget-grid'
import type { EditGridProps } from './components/edit-grid'
import { ViewGrid } from './components/view-grid'
import { WidgetFrame } from './components/widget-frame'
import { useFirstView } from './hooks/use-first-view'
import { guessGridWidth } from './hooks/guess-grid-width'
import { useWidth } from './hooks/use-width'
import { keysHint, keyStep } from './model/edit-keys'
import { whenLoaded } from './when-loaded'

const EditGrid = lazyWithPreload<EditGridProps>(() => import('./components/edit-grid'))
// The dialogs (and Radix's dialog layer) come once the page is idle, or when first opened: the
// first screen has no use for them.
const nothing = () => null
const AddWidgetDialog = lazyWithPreload<AddWidgetDialogProps>(
  () =>
    import('@/components/widgets/add-widget-dialog').then((module) => ({
      default: module.AddWidgetDialog,
    })),
  { placeholder: nothing },
)
const WidgetSettingsDialog = lazyWithPreload<WidgetSettingsDialogProps>(
  () =>
    import('@/components/widgets/widget-settings-dialog').then((module) => ({
      default: module.WidgetSettingsDialog,
    })),
  { placeholder: nothing },
)

const KEYS_HINT_ID = 'overview-keys-hint'

/**
 * The start page: the workspace's widgets on a grid for the screen's width (desktop 12
 * columns, tablet 6, phone 1). 'Edit layout' lets them be moved and resized by mouse, touch
 * and keyboard (in one column, only their height); every change is stored at once, per
 * workspace.
 */
export default function OverviewPage() {
  const { all, shown, layoutWidgets } = useWidgets()
  const actions = useWidgetActions()
  const gridRef = useRef<HTMLDivElement>(null)
  const width = useWidth(gridRef, guessGridWidth)
  const breakpoint = breakpointFor(width)
  const cols = COLS[breakpoint]
  const items = useMemo(() => layoutFor(layoutWidgets, breakpoint), [layoutWidgets, breakpoint])
  const [editing, setEditing] = useState(false)
  const [adding, setAdding] = useState(false)
  const [settingsFor, setSettingsFor] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const pageRef = useRef<HTMLDivElement>(null)
  useFirstView(pageRef, shown.length === 0 || width > 0, editing)
  // The search palette's keys, from its command (registered once the shell's commands load).
  const searchKeys = useShortcutHint('search:toggle')
  // The next start fetches these types' code while the workspace opens.
  useEffect(() => rememberShownKinds(shown.map(({ widget }) => widget.kind)), [shown])

  // Handlers read the latest state through a ref, so the frames (memoised) keep their props.
  const latest = useRef({ actions, items, all, breakpoint, cols })
  useLayoutEffect(() => {
    latest.current = { actions, items, all, breakpoint, cols }
  })

  // The layout of the last keyboard step, until the store's layout (with it) replaces it.
  const pending = useRef<GridItem[] | null>(null)
  useLayoutEffect(() => {
    pending.current = null
  }, [items])

  // Edit mode's code and the dialogs come once the page is idle (before other sections' code),
  // so they open at once, offline too: each in an idle period of its own, so no one task holds
  // back a key or a click for long.
  useEffect(() => {
    const cancels = [EditGrid, AddWidgetDialog, WidgetSettingsDialog].map((code) =>
      preloadForScreen(() => code.preload()),
    )
    return () => cancels.forEach((cancel) => cancel())
  }, [])

  // Escape leaves edit mode (unless it closes a dialog first).
  useEffect(() => {
    if (!editing) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      setEditing(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [editing])

  const addRef = useRef<HTMLButtonElement>(null)
  const emptyAddRef = useRef<HTMLButtonElement>(null)
  // The keyboard goes on to the next widget's 'Remove widget', else the one before, else to
  // 'Add widget' (the empty Overview's, else the toolbar's).
  const onRemove = useCallback((id: string, control: HTMLElement) => {
    const grid = gridRef.current
    const controls = [...(grid?.querySelectorAll('button[data-remove-widget]') ?? [])]
    const refocus = keepFocusNear(control, controls, () => [emptyAddRef.current, addRef.current])
    latest.current.actions.remove(id)
    refocus()
  }, [])
  const onOptions = useCallback(
    (id: string, patch: Record<string, unknown>) => latest.current.actions.patchConfig(id, patch),
    [],
  )
  const onStep = useCallback((id: string, direction: Direction, resize: boolean) => {
    const { all, breakpoint, cols, actions } = latest.current
    const items = pending.current ?? latest.current.items
    const entry = all.find((e) => e.widget.id === id)
    const title = entry ? widgetTitle(entry) : 'Widget'
    const { next, announcement } = keyStep(items, id, title, direction, resize, cols)
    setAnnouncement(announcement)
    if (!next) return
    actions.saveLayout(next, breakpoint)
    // A key held down or pressed again before the stored layout comes back builds on this step.
    pending.current = next
  }, [])
  const onDragged = useCallback((next: GridItem[]) => {
    const { actions, breakpoint } = latest.current
    actions.saveLayout(next, breakpoint)
  }, [])

  const openSettings = useCallback(
    (id: string) => whenLoaded(WidgetSettingsDialog, 'Widget settings', () => setSettingsFor(id)),
    [],
  )
  const byId = useMemo(() => new Map(shown.map((entry) => [entry.widget.id, entry])), [shown])
  const render = useCallback(
    (id: string) => {
      const entry = byId.get(id)
      return entry ? (
        <WidgetFrame
          entry={entry}
          editing={editing}
          onSettings={openSettings}
          onRemove={onRemove}
          onOptions={onOptions}
          onStep={onStep}
          keysHintId={KEYS_HINT_ID}
        />
      ) : null
    },
    [byId, editing, openSettings, onRemove, onOptions, onStep],
  )

  const settingsEntry = all.find((entry) => entry.widget.id === settingsFor)
  const add = () => whenLoaded(AddWidgetDialog, 'Add widget', () => setAdding(true))

  return (
    <div ref={pageRef} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
      {/* The toolbar keeps its height in edit mode (the search tip keeps its room, unseen, and
          the keys' hint is below the grid), so the widgets stay where they are. */}
      <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
        <h1 className="sr-only">Overview</h1>
        {searchKeys && (
          <p
            className={cn(
              'mr-auto hidden items-center gap-2 text-sm text-fg-muted sm:flex',
              editing && 'invisible',
            )}
          >
            <Search aria-hidden className="size-4" />
            Press <Kbd className="bg-surface-2">{searchKeys.label}</Kbd> to search pages and
            commands.
          </p>
        )}
        <Button ref={addRef} look="flat" size="sm" onClick={add}>
          <Plus aria-hidden /> Add widget
        </Button>
        {shown.length > 0 && (
          <Button
            look={editing ? 'key' : 'flat'}
            size="sm"
            onClick={() =>
              editing
                ? startTransition(() => setEditing(false))
                : whenLoaded(EditGrid, 'Edit layout', () => startTransition(() => setEditing(true)))
            }
          >
            {editing ? <Check aria-hidden /> : <Pencil aria-hidden />}
            {editing ? 'Done' : 'Edit layout'}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div ref={gridRef}>
        {shown.length === 0 ? (
          <EmptyState icon={LayoutGrid} title="Your Overview has no widgets">
            <p>Add the widgets you want to see first, or put back the default layout.</p>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              <Button ref={emptyAddRef} look="key" onClick={add}>
                <Plus aria-hidden /> Add widget
              </Button>
              <Button look="flat" asChild>
                <Link to="/settings/widgets">Settings &gt; Widgets</Link>
              </Button>
            </div>
          </EmptyState>
        ) : width === 0 ? null : editing ? (
          <Suspense fallback={<ViewGrid items={items} cols={cols} render={render} />}>
            <EditGrid
              items={items}
              cols={cols}
              width={width}
              render={render}
              onChange={onDragged}
            />
          </Suspense>
        ) : (
          <ViewGrid items={items} cols={cols} render={render} />
        )}
      </div>
      {editing && (
        // Below the grid, kept in sight at the bottom while the page scrolls.
        <p
          id={KEYS_HINT_ID}
          className="sticky bottom-3 z-10 mt-3 rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg-muted shadow-sm"
        >
          {keysHint(cols)}
        </p>
      )}
      {(adding || AddWidgetDialog.loaded()) && (
        <AddWidgetDialog
          open={adding}
          onOpenChange={setAdding}
          onAdd={(type) => {
            const id = actions.add(type)
            if (id) setAnnouncement(`${type.title} added.`)
          }}
        />
      )}
      {(settingsFor || WidgetSettingsDialog.loaded()) && (
        <WidgetSettingsDialog
          target={
            settingsEntry?.type
              ? { type: settingsEntry.type, config: settingsEntry.widget.config }
              : null
          }
          onOpenChange={(open) => !open && setSettingsFor(null)}
          onSave={(changes) => settingsFor && actions.patchConfig(settingsFor, changes)}
        />
      )}
    </div>
  )
}
