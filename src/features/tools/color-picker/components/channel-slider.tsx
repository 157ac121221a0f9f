import { Slider as SliderPrimitive } from 'radix-ui'
import { CHECKERBOARD } from './swatch'

export interface ChannelSliderProps {
  label: string
  value: number
  max: number
  /** Read to screen readers instead of the bare number. */
  valueText: string
  /** The track's CSS background: the channel's range of colours. */
  background: string
  onChange: (value: number) => void
}

/** A slider over one channel of the colour (hue, alpha), its track painted with that channel. */
export function ChannelSlider({
  label,
  value,
  max,
  valueText,
  background,
  onChange,
}: ChannelSliderProps) {
  return (
    <SliderPrimitive.Root
      className="relative flex h-5 w-full touch-none items-center select-none"
      min={0}
      max={max}
      step={1}
      value={[value]}
      onValueChange={([next]) => next !== undefined && onChange(next)}
    >
      <SliderPrimitive.Track
        className="relative h-3 grow overflow-hidden rounded-full border border-border"
        style={CHECKERBOARD}
      >
        <span aria-hidden className="absolute inset-0" style={{ background }} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-4 rounded-full border-2 border-white bg-transparent shadow-[0_0_0_1px_rgb(0_0_0/0.6)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
    </SliderPrimitive.Root>
  )
}
