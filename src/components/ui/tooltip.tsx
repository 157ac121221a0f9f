import {
  Children,
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { TIMING } from '@/config/constants'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

// Not Radix's Tooltip, unlike the other primitives: its provider must wrap the app from the
// first render, and its module brings Popper and floating-ui (18 kB gzip) into the first load,
// over the 150 kB budget. The trigger's behaviour here follows Radix's (delay, skip window,
// focus, Esc, press); the bubble (positioning by floating-ui, a portal) is its own chunk,
// fetched once the page is idle. Should it not download (offline before the service worker has
// Hearth), no bubble shows, and its code is fetched again at the next one and when the browser
// is back online.
const TooltipBubble = lazyWithPreload(() => import('./tooltip-bubble'), { optional: true })

/** Shared by every tooltip: moving from one to the next within 300 ms shows it at once. */
const shared = { lastClosed: 0, open: 0 }
const skipDelay = () => shared.open > 0 || Date.now() - shared.lastClosed < TIMING.tooltipSkipDelay

/**
 * Fetches the tooltips' bubble once the first screen is complete and the app is idle (the name
 * is kept from Radix's provider).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  useEffect(() => afterFirstScreen(() => void TooltipBubble.preload().catch(() => {})), [])
  return children
}

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode
  /** The trigger: one focusable element (it receives a ref and event handlers). */
  children: ReactNode
  /** @defaultValue 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left'
  className?: string
}

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * A short label shown on hover (after 700 ms, or at once right after another tooltip closed)
 * and on keyboard focus; Esc, a press or leaving hides it. The trigger is described by it.
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const [shown, setShown] = useState<{ anchor: HTMLElement; instant: boolean } | null>(null)
  const timer = useRef(0)
  const pressing = useRef(false)
  const id = useId()
  const child = Children.only(children) as ReactElement<TriggerProps>
  const props = child.props

  const show = (anchor: HTMLElement, delayed: boolean) => {
    window.clearTimeout(timer.current)
    if (!delayed || skipDelay()) setShown({ anchor, instant: true })
    else
      timer.current = window.setTimeout(
        () => setShown({ anchor, instant: false }),
        TIMING.tooltipDelay,
      )
  }
  const hide = useCallback(() => {
    window.clearTimeout(timer.current)
    setShown(null)
  }, [])

  // While shown: counted as open for the skip window, and Esc hides it.
  useEffect(() => {
    if (!shown) return
    shared.open++
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey, true)
    return () => {
      shared.open--
      shared.lastClosed = Date.now()
      document.removeEventListener('keydown', onKey, true)
    }
  }, [shown, hide])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  // The handlers read `timer` and `pressing` when events fire, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const trigger = cloneElement(child, {
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event)
      if (event.pointerType !== 'touch') show(event.currentTarget, true)
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event)
      hide()
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event)
      pressing.current = true
      hide()
      window.addEventListener('pointerup', () => (pressing.current = false), { once: true })
    },
    onFocus: (event) => {
      props.onFocus?.(event)
      // Focus from the keyboard shows it; focus from a press does not.
      if (!pressing.current) show(event.currentTarget, false)
    },
    onBlur: (event) => {
      props.onBlur?.(event)
      hide()
    },
    'aria-describedby':
      [props['aria-describedby'], shown ? id : null].filter(Boolean).join(' ') || undefined,
  })

  return (
    <>
      {trigger}
      {shown && (
        <TooltipBubble
          id={id}
          anchor={shown.anchor}
          side={side}
          instant={shown.instant}
          className={className}
        >
          {content}
        </TooltipBubble>
      )}
    </>
  )
}
