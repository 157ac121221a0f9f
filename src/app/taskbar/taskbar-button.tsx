import type { ReactNode } from 'react'
import type { TaskbarSettings } from '@/data/preferences-store'
import { cn } from '@/lib/cn'

type IconSize = TaskbarSettings['iconSize']

/**
 * The focus ring of a button in the taskbar's centre, inside the button: the centre scrolls
 * sideways on a phone, so it clips what is drawn outside its buttons (the ring outside them
 * showed only in part).
 */
export const TASKBAR_FOCUS_RING = 'focus-visible:-outline-offset-2'

/** The box of a taskbar button (a section or a pinned link) at the chosen icon size. */
export function taskbarButtonClass(iconSize: IconSize, showLabels: boolean) {
  return cn(
    'relative flex shrink-0 flex-col items-center justify-center rounded-md hover:bg-surface-2',
    TASKBAR_FOCUS_RING,
    iconSize === 'medium' ? 'size-10 sm:size-11' : 'size-9 sm:size-10',
    // Labels need a wider, taller button; a phone keeps icons only, so the taskbar fits.
    showLabels && 'sm:h-12 sm:w-18 sm:gap-0.5',
  )
}

/** The icon inside a taskbar button. */
export function taskbarIconClass(iconSize: IconSize) {
  return cn('shrink-0', iconSize === 'medium' ? 'size-6' : 'size-5')
}

/** The label under a taskbar button's icon; the button's own aria-label names it. */
export function TaskbarLabel({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="hidden max-w-full truncate px-0.5 text-[11px] leading-tight sm:block"
    >
      {children}
    </span>
  )
}
