import { Palette, Pipette } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast-store'
import { useThemeStore } from '@/data/theme-store'
import { ToolHeader } from '../components/tool-header'
import { useToolInput } from '../tool-input'
import { ChannelSlider } from './components/channel-slider'
import { ColourArea } from './components/colour-area'
import { ContrastPanel } from './components/contrast-panel'
import { FormatList } from './components/format-list'
import { PalettePanel } from './components/palette-panel'
import { SavedColours } from './components/saved-colours'
import { ColourTile } from './components/swatch'
import {
  cssValue,
  formatColour,
  formatLike,
  parseColour,
  toHsl,
  toSrgb,
  type Color,
} from './model/color'
import { PALETTE_FORMATS, type PaletteFormat } from './model/palette'

const SHAPE = {
  text: z.string().check(z.maxLength(500)),
  against: z.string().check(z.maxLength(500)),
  recent: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)),
  exportFormat: z.enum(PALETTE_FORMATS.map((f) => f.id) as [PaletteFormat, ...PaletteFormat[]]),
}
const DEFAULTS = {
  text: '#3b82f6',
  against: '#ffffff',
  recent: [] as string[],
  exportFormat: 'css' as PaletteFormat,
}
const FALLBACK = parseColour(DEFAULTS.text)
const RECENT_KEPT = 12
/** A colour counts as used once it has stayed this long. */
const RECENT_AFTER_MS = 1000

/** Where the picker stands for a colour; a colour without a hue keeps the previous hue. */
function pickerFor(color: Color, text: string, previousHue: number) {
  const hsl = toHsl(toSrgb(color))
  const hasHue = hsl.h !== undefined && hsl.s > 0.001 && hsl.l > 0.001 && hsl.l < 0.999
  return { h: hasHue ? hsl.h! : previousHue, s: hsl.s, l: hsl.l, text }
}

interface EyeDropperLike {
  open: () => Promise<{ sRGBHex: string }>
}
const eyeDropper = (): (new () => EyeDropperLike) | undefined =>
  (globalThis as { EyeDropper?: new () => EyeDropperLike }).EyeDropper

/** Tools > Colour picker: any CSS colour in every format, contrast, palettes and saved colours. */
export default function ColorPickerPage() {
  const [input, setInput] = useToolInput('color-picker', SHAPE, DEFAULTS)
  const parsed = useMemo(() => parseColour(input.text), [input.text])
  // While the text is not a colour, everything else stays on the last colour that was.
  const [color, setLastGood] = useState<Color>(() =>
    parsed.ok ? parsed.color : FALLBACK.ok ? FALLBACK.color : { mode: 'rgb', r: 0, g: 0, b: 0 },
  )
  if (parsed.ok && parsed.color !== color) setLastGood(parsed.color)
  const format = parsed.ok ? parsed.format : 'hex'

  // The picker works in HSL of the (gamut-mapped) colour and keeps its own position: white has
  // no saturation and grey no hue, yet the area's marker must not jump when it reaches them. It
  // follows the colour again when the text changes from elsewhere (typing, a swatch).
  const [picker, setPicker] = useState(() => pickerFor(color, input.text, 0))
  if (parsed.ok && input.text !== picker.text)
    setPicker(pickerFor(parsed.color, input.text, picker.h))
  const alpha = color.alpha ?? 1

  const setText = (text: string) => setInput({ text })
  const setColour = (next: Color) => setText(formatLike(next, format))
  const fromPicker = (h: number, s: number, l: number, a: number) => {
    const text = formatLike({ mode: 'hsl', h, s, l, ...(a < 1 ? { alpha: a } : {}) }, format)
    setPicker({ h, s, l, text })
    setText(text)
  }
  const setAlpha = (a: number) => {
    // Alpha alone keeps the colour (a wide-gamut one stays wide) and the picker where it is.
    const text = formatLike({ ...color, alpha: a }, format)
    setPicker({ ...picker, text })
    setText(text)
  }

  // Recent colours: a colour that stays a moment was used.
  const used = parsed.ok ? cssValue(parsed.color) : null
  useEffect(() => {
    if (!used) return
    const timer = setTimeout(() => {
      if (input.recent[0] === used) return
      setInput({ recent: [used, ...input.recent.filter((c) => c !== used)].slice(0, RECENT_KEPT) })
    }, RECENT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [used, input.recent, setInput])

  const Dropper = eyeDropper()
  const pickFromScreen = async () => {
    if (!Dropper) return
    try {
      const { sRGBHex } = await new Dropper().open()
      const picked = parseColour(sRGBHex)
      if (picked.ok) setColour(picked.color)
    } catch {
      // Escape or a click outside the page cancels the pick: nothing to say.
    }
  }

  const useAsAccent = () => {
    const value = cssValue(color)
    useThemeStore.getState().setCustomAccent(value)
    toast({
      kind: 'success',
      title: 'Accent colour set',
      message: `Settings > Theming now uses ${value}.`,
    })
  }

  return (
    <div className="space-y-8">
      <ToolHeader path="color-picker" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-label="Picker" className="space-y-4">
          <ColourArea
            hue={picker.h}
            saturation={picker.s}
            lightness={picker.l}
            onChange={(s, l) => fromPicker(picker.h, s, l, alpha)}
          />
          <ChannelSlider
            label="Hue"
            value={Math.round(picker.h)}
            max={360}
            valueText={`${Math.round(picker.h)} degrees`}
            background="linear-gradient(to right in hsl longer hue, hsl(0 100% 50%), hsl(0 100% 50%))"
            onChange={(h) => fromPicker(h, picker.s, picker.l, alpha)}
          />
          <ChannelSlider
            label="Alpha"
            value={Math.round(alpha * 100)}
            max={100}
            valueText={`${Math.round(alpha * 100)}% opaque`}
            background={`linear-gradient(to right, transparent, ${formatColour({ ...color, alpha: 1 }, 'hex')})`}
            onChange={(a) => setAlpha(a / 100)}
          />
          <div className="flex items-start gap-3">
            <ColourTile
              css={formatColour(color, 'oklch')}
              className="mt-6 size-14 shrink-0 rounded-md"
            />
            <Field
              label="Colour"
              className="grow"
              error={
                parsed.ok
                  ? undefined
                  : `${parsed.error} Its text is kept; the rest shows the last colour that was.`
              }
              hint="Any CSS colour: hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) or a name."
            >
              {(ids) => (
                <Input
                  {...ids}
                  value={input.text}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono"
                  onChange={(event) => setText(event.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            {Dropper && (
              <Button look="flat" onClick={() => void pickFromScreen()}>
                <Pipette aria-hidden />
                Pick from screen
              </Button>
            )}
            <Button look="flat" onClick={useAsAccent}>
              <Palette aria-hidden />
              Use as accent
            </Button>
          </div>
          {!Dropper && (
            <p className="text-xs text-fg-muted">
              Picking a colour from the screen needs a browser with the EyeDropper API, such as
              Chrome or Edge on a computer.
            </p>
          )}
        </section>
        <FormatList color={color} />
      </div>
      <ContrastPanel
        color={color}
        against={input.against}
        onAgainstChange={(against) => setInput({ against })}
        onSwap={(against) =>
          setInput({ text: formatLike(against, format), against: formatColour(color, 'hex') })
        }
      />
      <PalettePanel
        color={color}
        recent={input.recent}
        onPick={setColour}
        onClearRecent={() => setInput({ recent: [] })}
      />
      <SavedColours
        color={parsed.ok ? parsed.color : null}
        value={parsed.ok ? formatLike(parsed.color, format) : ''}
        exportFormat={input.exportFormat}
        onExportFormatChange={(exportFormat) => setInput({ exportFormat })}
        onPick={setText}
      />
    </div>
  )
}
