import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { cn } from '@/lib/cn'

export interface ColourAreaProps {
  /** Hue in degrees, for the area's colours. */
  hue: number
  /** Saturation and lightness, 0–1. */
  saturation: number
  lightness: number
  onChange: (saturation: number, lightness: number) => void
  className?: string
}

const clamp = (v: number) => Math.min(1, Math.max(0, v))
const percent = (v: number) => Math.round(v * 100)

/**
 * The saturation (across) and lightness (down) square of one hue, by pointer or keyboard: arrow
 * keys move 1 % (with Shift 10 %), Home and End go to no and full saturation, Page Up and Page
 * Down to full and no lightness. Screen readers hear both values.
 */
export function ColourArea({ hue, saturation, lightness, onChange, className }: ColourAreaProps) {
  const ref = useRef<HTMLDivElement>(null)

  const fromPointer = (event: PointerEvent) => {
    const box = ref.current?.getBoundingClientRect()
    if (!box || !box.width || !box.height) return
    onChange(
      clamp((event.clientX - box.left) / box.width),
      clamp(1 - (event.clientY - box.top) / box.height),
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.01
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [saturation - step, lightness],
      ArrowRight: [saturation + step, lightness],
      ArrowUp: [saturation, lightness + step],
      ArrowDown: [saturation, lightness - step],
      Home: [0, lightness],
      End: [1, lightness],
      PageUp: [saturation, 1],
      PageDown: [saturation, 0],
    }
    const next = moves[event.key]
    if (!next) return
    event.preventDefault()
    // Steps land on whole percents, so repeated presses read back evenly.
    onChange(clamp(Math.round(next[0] * 100) / 100), clamp(Math.round(next[1] * 100) / 100))
  }

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label="Saturation and lightness"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent(saturation)}
      aria-valuetext={`Saturation ${percent(saturation)}%, lightness ${percent(lightness)}%`}
      className={cn(
        'relative h-48 w-full cursor-crosshair touch-none rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
      style={{
        // HSL mixes linearly: white over the top half, black over the bottom, grey to full hue across.
        background: `linear-gradient(to bottom, #fff, rgb(255 255 255 / 0) 50%, rgb(0 0 0 / 0) 50%, #000), linear-gradient(to right, hsl(${hue} 0% 50%), hsl(${hue} 100% 50%))`,
      }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        event.currentTarget.focus()
        fromPointer(event)
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event)
      }}
    >
      <span
        aria-hidden
        className="pointer-events-none absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.6)]"
        style={{ left: `${saturation * 100}%`, top: `${(1 - lightness) * 100}%` }}
      />
    </div>
  )
}
