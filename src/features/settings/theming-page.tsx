import { Monitor, Moon, Sun } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { Slider } from '@/components/ui/slider'
import {
  ACCENTS,
  isParsableColour,
  THEME_DEFAULTS,
  useThemeStore,
  type Accent,
  type ThemeMode,
} from '@/data/theme-store'
import { capitalise } from '@/lib/format'
import { ChoiceGroup, type Choice } from './components/choice-group'

const MODES: Choice<ThemeMode>[] = [
  { value: 'light', label: 'Light', adornment: <Sun aria-hidden className="size-4" /> },
  { value: 'dark', label: 'Dark', adornment: <Moon aria-hidden className="size-4" /> },
  { value: 'system', label: 'System', adornment: <Monitor aria-hidden className="size-4" /> },
]

const swatch = (colour: string) => (
  <span
    aria-hidden
    className="size-4 rounded-full border border-border"
    style={{ background: colour }}
  />
)

const ACCENT_CHOICES: Choice<Accent>[] = [
  ...ACCENTS.map((accent) => ({
    value: accent,
    label: capitalise(accent),
    adornment: swatch(`var(--cat-${accent})`),
  })),
  {
    value: 'custom',
    label: 'Custom',
    adornment: swatch('var(--accent-custom, var(--cat-default))'),
  },
]

/** Settings > Theming: mode, accent and radius, applied to the document as they change. */
export default function ThemingSettingsPage() {
  const theme = useThemeStore()
  // The field shows what is stored (saved as typed), so a colour set in another tab shows here
  // too, and choosing Custom keeps it.
  const custom = theme.customAccent
  const customInvalid = custom.trim() !== '' && !isParsableColour(custom)
  const chooseCustom = theme.setCustomAccent

  return (
    <div className="space-y-8">
      <ChoiceGroup
        legend="Mode"
        name="theme-mode"
        value={theme.mode}
        choices={MODES}
        onChange={theme.setMode}
      />

      <div className="space-y-3">
        <ChoiceGroup
          legend="Accent colour"
          name="theme-accent"
          value={theme.accent}
          choices={ACCENT_CHOICES}
          onChange={theme.setAccent}
        />
        <Field
          label="Custom colour"
          hint="Any CSS colour: #e11d48, rgb(225 29 72), oklch(0.6 0.2 20), tomato…"
        >
          {(ids) => (
            <div className="flex gap-2">
              <Input
                {...ids}
                value={custom}
                // What the stored settings keep (longer is reset on the next load).
                maxLength={200}
                spellCheck={false}
                placeholder="#e11d48"
                onChange={(event) => chooseCustom(event.target.value)}
              />
              <input
                type="color"
                aria-label="Choose the accent with a colour picker"
                className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-border-strong bg-surface p-1"
                value={/^#[0-9a-f]{6}$/i.test(custom) ? custom : '#4338ca'}
                onChange={(event) => chooseCustom(event.target.value)}
              />
            </div>
          )}
        </Field>
        {customInvalid && theme.accent === 'custom' && (
          <Alert kind="warn" title="Not a colour this browser understands">
            ‘{custom}’ is kept as you typed it; the default accent is shown until it is a valid
            colour.
          </Alert>
        )}
      </div>

      <div className="space-y-3">
        <div className="flex items-center justify-between">
          <span id="radius-label" className="text-sm font-medium">
            Corner radius
          </span>
          <output htmlFor="radius" className="text-sm text-fg-muted tabular-nums">
            {theme.radius} px
          </output>
        </div>
        <Slider
          id="radius"
          aria-label="Corner radius"
          min={0}
          max={16}
          step={1}
          value={[theme.radius]}
          onValueChange={([value]) => value !== undefined && theme.setRadius(value)}
        />
        <div className="flex gap-3 pt-2" aria-hidden>
          <div className="h-12 flex-1 rounded-sm border border-border bg-surface-2" />
          <div className="h-12 flex-1 rounded-md border border-border bg-surface-2" />
          <div className="h-12 flex-1 rounded-lg bg-accent" />
        </div>
      </div>

      <div className="border-t border-border pt-4">
        <Button look="flat" onClick={() => useThemeStore.setState(THEME_DEFAULTS)}>
          Restore default theme
        </Button>
      </div>
    </div>
  )
}
