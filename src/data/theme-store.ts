import * as z from 'zod/mini'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { followOtherTabs, readPersisted } from '@/lib/persisted'
import { deviceStorage } from './device-storage'
import { CATEGORY_COLORS } from './records/todo-list'

export const THEME_STORAGE_KEY = 'hearth:theme'

/** The accent choices: the theme's default, or one of the palette's category colours. */
export const ACCENTS = ['default', ...CATEGORY_COLORS] as const
export type Accent = (typeof ACCENTS)[number] | 'custom'
export type ThemeMode = 'light' | 'dark' | 'system'

/** Device theme preference. Persisted in localStorage; index.html applies it before first paint. */
export interface ThemeSettings {
  /** @defaultValue 'dark' */
  mode: ThemeMode
  /** Accent token name, or 'custom' for {@link ThemeSettings.customAccent}. @defaultValue 'default' */
  accent: Accent
  /** Raw custom colour as typed; kept even when the browser cannot parse it. */
  customAccent: string
  /** Corner radius in px, 0–16. @defaultValue 8 */
  radius: number
}

export const THEME_DEFAULTS: ThemeSettings = {
  mode: 'dark',
  accent: 'default',
  customAccent: '',
  radius: 8,
}

const themeShape = {
  mode: z.enum(['light', 'dark', 'system']),
  accent: z.enum([...ACCENTS, 'custom']),
  customAccent: z.string().check(z.maxLength(200)),
  radius: z.int().check(z.gte(0), z.lte(16)),
}

interface ThemeStore extends ThemeSettings {
  setMode: (mode: ThemeMode) => void
  setAccent: (accent: Accent) => void
  setCustomAccent: (value: string) => void
  setRadius: (radius: number) => void
}

/** Whether the browser understands a CSS colour (an unparsable one is kept raw). */
export function isParsableColour(value: string): boolean {
  return value.trim() !== '' && typeof CSS !== 'undefined' && CSS.supports('color', value)
}

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
}

/** Whether dark is the mode in effect (System follows the operating system). */
export function resolvesDark(mode: ThemeMode): boolean {
  return mode === 'system' ? prefersDark() : mode === 'dark'
}

/** The browser's frame (an installed app's title bar) in each theme: its surface colour. */
export const THEME_COLORS = { dark: '#18181b', light: '#ffffff' } as const

/**
 * Applies a theme to the document at once: `dark` class, `--radius`, `data-accent`, and the
 * `theme-color` (as public/pre-paint.js does before first paint).
 */
export function applyTheme(theme: ThemeSettings, root: HTMLElement = document.documentElement) {
  const dark = resolvesDark(theme.mode)
  root.classList.toggle('dark', dark)
  document
    .querySelector('meta[name="theme-color"]:not([media])')
    ?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light)
  root.style.setProperty('--radius', `${theme.radius}px`)
  root.dataset.accent = theme.accent
  if (theme.accent === 'custom' && isParsableColour(theme.customAccent)) {
    root.style.setProperty('--accent-custom', theme.customAccent)
  } else {
    root.style.removeProperty('--accent-custom')
  }
}

export const useThemeStore = create<ThemeStore>()(
  persist(
    (set) => ({
      ...THEME_DEFAULTS,
      setMode: (mode) => set({ mode }),
      setAccent: (accent) => set({ accent }),
      setCustomAccent: (customAccent) => set({ customAccent, accent: 'custom' }),
      setRadius: (radius) => set({ radius: Math.round(Math.min(16, Math.max(0, radius))) }),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 1,
      storage: deviceStorage(),
      partialize: ({ mode, accent, customAccent, radius }) => ({
        mode,
        accent,
        customAccent,
        radius,
      }),
      // Version 0 never shipped; anything older or malformed is read field by field.
      migrate: (stored) => readPersisted(themeShape, stored, THEME_DEFAULTS),
      merge: (stored, current) => ({
        ...current,
        ...readPersisted(themeShape, stored, THEME_DEFAULTS),
      }),
    },
  ),
)

/** The mode in effect right now, following the OS live when the mode is System. */
export function toggleThemeMode() {
  const { mode, setMode } = useThemeStore.getState()
  setMode(resolvesDark(mode) ? 'light' : 'dark')
}

let started = false
/** Keeps the document in step with the store, across tabs and OS colour-scheme changes. */
export function startThemeSync() {
  if (started) return
  started = true
  applyTheme(useThemeStore.getState())
  useThemeStore.subscribe((state) => applyTheme(state))
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (useThemeStore.getState().mode === 'system') applyTheme(useThemeStore.getState())
  })
  followOtherTabs(useThemeStore, THEME_STORAGE_KEY)
}
