import {
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import type { PopoverLayerProps } from './popover-layer'
import { Spinner } from './spinner'
import { toastCouldNotOpen } from './toast-store'

const PopoverLayer = lazyWithPreload(() => import('./popover-layer'))

/** Code loaded on demand: a component of `lazyWithPreload`. */
interface Loadable {
  loaded: () => unknown
  preload: () => Promise<void>
}
const NOTHING_TO_LOAD: Loadable = { loaded: () => true, preload: () => Promise.resolve() }

/** Props that wire a trigger button to its popover. */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>
  'aria-expanded': boolean
  'aria-haspopup': 'dialog'
  'aria-controls'?: string
  'data-state': 'open' | 'closed'
  onClick: () => void
}

export interface PopoverProps extends Omit<
  PopoverLayerProps,
  'open' | 'onOpenChange' | 'anchorRef' | 'id' | 'children'
> {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Renders the trigger (a button), spreading the given props onto it. */
  trigger: (props: PopoverTriggerProps) => ReactNode
  /**
   * The content's code (a component of `lazyWithPreload`): fetched when the page is idle, and
   * when the popover opens, with a spinner in the panel until it is here. The children render
   * once it is.
   */
  code?: Loadable
  children: ReactNode
}

/**
 * Content that loaded after the panel opened: if focus is still on the panel itself, move it to
 * the first control, as it would have been had the content been there at once.
 */
function FocusFirstWhenReady({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const panel = ref.current?.closest('[role="dialog"]')
    if (panel && document.activeElement === panel) {
      panel
        .querySelector<HTMLElement>(
          'button:not([disabled]), a[href], input:not([disabled]), [tabindex="0"]',
        )
        ?.focus()
    }
  }, [])
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  )
}

/**
 * A floating panel opened by a trigger button; opens in 300 ms and closes in 200 ms.
 * The trigger is plain and always present; the Radix layer (positioning, focus, dismissal)
 * loads once the page is idle, or on first use, so it stays out of the first load. When the
 * layer's or the content's code cannot be downloaded (offline before the service worker has
 * Hearth), the popover closes and a toast says so; the next opening fetches it again.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  code = NOTHING_TO_LOAD,
  children,
  ...layerProps
}: PopoverProps) {
  const anchorRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)

  // Closed from inside (an item that opens a dialog), focus goes back to the trigger at once,
  // not when the panel has faded out: a dialog opened meanwhile then returns focus there, not to
  // an item that is gone (which leaves it on <body>).
  useLayoutEffect(() => {
    if (!open && document.getElementById(id)?.contains(document.activeElement))
      anchorRef.current?.focus()
  }, [open, id])

  const preloadContent = useEffectEvent(() => void code.preload().catch(() => {}))
  useEffect(() => {
    const preload = () => {
      void PopoverLayer.preload().catch(() => {})
      preloadContent()
    }
    return afterFirstScreen(preload)
  }, [])
  const label = layerProps['aria-label'] ?? 'the panel'
  const couldNotOpen = useCallback(() => {
    onOpenChange(false)
    toastCouldNotOpen(label)
  }, [onOpenChange, label])
  const layerReady = useLoadedWhen(PopoverLayer, open, couldNotOpen)
  const contentReady = useLoadedWhen(code, open, couldNotOpen)

  return (
    <>
      {trigger({
        ref: anchorRef,
        'aria-expanded': open,
        'aria-haspopup': 'dialog',
        'aria-controls': open ? id : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: () => onOpenChange(!open),
      })}
      {used && layerReady && (
        <PopoverLayer
          open={open}
          onOpenChange={onOpenChange}
          anchorRef={anchorRef}
          id={id}
          {...layerProps}
        >
          {contentReady ? (
            <Suspense fallback={<Spinner className="flex min-w-40 py-8" />}>
              <FocusFirstWhenReady>{children}</FocusFirstWhenReady>
            </Suspense>
          ) : (
            <Spinner className="flex min-w-40 py-8" />
          )}
        </PopoverLayer>
      )}
    </>
  )
}
