import {
  lazy,
  Suspense,
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
import type { PopoverLayerProps } from './popover-layer'
import { Spinner } from './spinner'

const loadLayer = () => import('./popover-layer')
const PopoverLayer = lazy(loadLayer)

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
  /** Loads the content's code ahead of time, when the page is idle. */
  preload?: () => unknown
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
 * loads once the page is idle, or on first use, so it stays out of the first load.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  preload,
  children,
  ...content
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

  const preloadContent = useEffectEvent(() => preload?.())
  useEffect(() => {
    const preload = () => {
      void loadLayer()
      preloadContent()
    }
    return afterFirstScreen(preload)
  }, [])

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
      {used && (
        <Suspense fallback={null}>
          <PopoverLayer
            open={open}
            onOpenChange={onOpenChange}
            anchorRef={anchorRef}
            id={id}
            {...content}
          >
            <Suspense fallback={<Spinner className="flex min-w-40 py-8" />}>
              <FocusFirstWhenReady>{children}</FocusFirstWhenReady>
            </Suspense>
          </PopoverLayer>
        </Suspense>
      )}
    </>
  )
}
