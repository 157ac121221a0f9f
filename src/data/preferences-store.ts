import * as z from 'zod/mini'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { ClockFormat, DateFormat } from '@/lib/format'
import { followOtherTabs, readPersisted } from '@/lib/persisted'
import { deviceStorage, lastWriteStored } from './device-storage'

export const PREFERENCES_STORAGE_KEY = 'hearth:preferences'

export const START_SECTIONS = ['overview', 'todos', 'notes', 'bookmarks', 'tools'] as const
export type StartSection = (typeof START_SECTIONS)[number]
export type WeekStart = 'monday' | 'sunday' | 'saturday'

/** Settings > General. */
export interface GeneralSettings {
  /** Used in the Overview greeting; empty for none. */
  displayName: string
  /** @defaultValue '24h' */
  clockFormat: ClockFormat
  /** @defaultValue 'dd/mm/yyyy' */
  dateFormat: DateFormat
  /** @defaultValue 'monday' */
  weekStartsOn: WeekStart
  /** Section a bare visit to Hearth opens. @defaultValue 'overview' */
  startSection: StartSection
  /** Bookmarks without an icon ask their site for `/favicon.ico`. @defaultValue false */
  loadSiteIcons: boolean
}

export const GENERAL_DEFAULTS: GeneralSettings = {
  displayName: '',
  clockFormat: '24h',
  dateFormat: 'dd/mm/yyyy',
  weekStartsOn: 'monday',
  startSection: 'overview',
  loadSiteIcons: false,
}

export const generalShape = {
  displayName: z.string().check(z.maxLength(60)),
  clockFormat: z.enum(['24h', '12h']),
  dateFormat: z.enum(['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd']),
  weekStartsOn: z.enum(['monday', 'sunday', 'saturday']),
  startSection: z.enum(START_SECTIONS),
  loadSiteIcons: z.boolean(),
}

/** The section buttons the taskbar can show, by key; a key is its route's first segment or 'overview'. */
export const TASKBAR_SECTIONS = START_SECTIONS
/** Sections the taskbar always shows. */
export const FIXED_SECTIONS: readonly string[] = ['overview']

/** Settings > Taskbar, the part kept on this device (pinned links belong to the workspace). */
export interface TaskbarSettings {
  /** Section keys in taskbar order; sections missing from it follow in their usual order. */
  order: string[]
  /** Section keys whose buttons are hidden (never 'overview'). @defaultValue [] */
  hidden: string[]
  /** @defaultValue true */
  showClock: boolean
  /** @defaultValue false */
  showSeconds: boolean
  /** @defaultValue true */
  showDate: boolean
  /** Labels under the icons (on wider screens). @defaultValue false */
  showLabels: boolean
  /** @defaultValue 'small' */
  iconSize: 'small' | 'medium'
}

export const TASKBAR_DEFAULTS: TaskbarSettings = {
  order: [...TASKBAR_SECTIONS],
  hidden: [],
  showClock: true,
  showSeconds: false,
  showDate: true,
  showLabels: false,
  iconSize: 'small',
}

const sectionKeys = z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40))

export const taskbarShape = {
  order: sectionKeys,
  hidden: sectionKeys,
  showClock: z.boolean(),
  showSeconds: z.boolean(),
  showDate: z.boolean(),
  showLabels: z.boolean(),
  iconSize: z.enum(['small', 'medium']),
}

/**
 * The taskbar's sections in the user's order, each with whether it shows. Unknown keys in the
 * stored order are dropped and sections it lacks (added by a later version) follow at the end.
 */
export function arrangeSections<K extends string>(
  keys: readonly K[],
  settings: Pick<TaskbarSettings, 'order' | 'hidden'>,
): { key: K; shown: boolean }[] {
  const known = new Set<string>(keys)
  const ordered = [...new Set(settings.order.filter((key) => known.has(key)))] as K[]
  for (const key of keys) if (!ordered.includes(key)) ordered.push(key)
  return ordered.map((key) => ({
    key,
    shown: FIXED_SECTIONS.includes(key) || !settings.hidden.includes(key),
  }))
}

const readTaskbar = (stored: unknown) => readPersisted(taskbarShape, stored, TASKBAR_DEFAULTS)

/**
 * Options new widgets of a kind start with (Settings > Widgets), by widget kind. Each widget
 * type reads them through its own option spec, so unfit values take the type's defaults.
 */
export type WidgetDefaults = Record<string, Record<string, unknown>>

const widgetDefaultsSchema = z.record(z.string(), z.record(z.string(), z.unknown()))

const readWidgetDefaults = (stored: unknown): WidgetDefaults => {
  const parsed = z.safeParse(widgetDefaultsSchema, stored)
  return parsed.success ? parsed.data : {}
}

/** Reads a stored preferences object forgivingly: what is missing or unfit takes its default. */
export function readPreferences(
  stored: unknown,
): GeneralSettings & { taskbar: TaskbarSettings; widgetDefaults: WidgetDefaults } {
  const object = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return {
    ...readPersisted(generalShape, stored, GENERAL_DEFAULTS),
    taskbar: readTaskbar(object.taskbar),
    widgetDefaults: readWidgetDefaults(object.widgetDefaults),
  }
}

interface PreferencesStore extends GeneralSettings {
  taskbar: TaskbarSettings
  widgetDefaults: WidgetDefaults
  /** Sets the options new widgets of a kind start with (an empty object clears them). */
  setWidgetDefaults: (kind: string, options: Record<string, unknown>) => void
  /** Saves Settings > General; false when the browser refused to store them (the user is told). */
  saveGeneral: (settings: GeneralSettings) => boolean
  /** Changes some taskbar settings; they apply (and are stored) at once. */
  setTaskbar: (patch: Partial<TaskbarSettings>) => void
}

export const usePreferencesStore = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...GENERAL_DEFAULTS,
      taskbar: TASKBAR_DEFAULTS,
      widgetDefaults: {},
      setWidgetDefaults: (kind, options) =>
        set((state) => {
          const next = { ...state.widgetDefaults }
          if (Object.keys(options).length) next[kind] = structuredClone(options)
          else delete next[kind]
          return { widgetDefaults: next }
        }),
      saveGeneral: (settings) => {
        set(readPersisted(generalShape, settings, GENERAL_DEFAULTS))
        return lastWriteStored(PREFERENCES_STORAGE_KEY)
      },
      setTaskbar: (patch) =>
        set((state) => ({ taskbar: readTaskbar({ ...state.taskbar, ...patch }) })),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: deviceStorage(),
      partialize: (state) => ({
        ...selectGeneral(state),
        taskbar: state.taskbar,
        widgetDefaults: state.widgetDefaults,
      }),
      migrate: (stored) => readPreferences(stored),
      merge: (stored, current) => ({ ...current, ...readPreferences(stored) }),
    },
  ),
)

// A setting changed in another tab shows here at once, and is not undone by this tab's next change.
followOtherTabs(usePreferencesStore, PREFERENCES_STORAGE_KEY)

/** Picks the saved general settings out of the store. */
export function selectGeneral(state: GeneralSettings): GeneralSettings {
  const { displayName, clockFormat, dateFormat, weekStartsOn, startSection, loadSiteIcons } = state
  return { displayName, clockFormat, dateFormat, weekStartsOn, startSection, loadSiteIcons }
}
