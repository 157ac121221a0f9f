import * as z from 'zod/mini'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { ClockFormat, DateFormat } from '@/lib/format'
import { readPersisted } from '@/lib/persisted'

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

interface PreferencesStore extends GeneralSettings {
  saveGeneral: (settings: GeneralSettings) => void
}

export const usePreferencesStore = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...GENERAL_DEFAULTS,
      saveGeneral: (settings) => set(readPersisted(generalShape, settings, GENERAL_DEFAULTS)),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => selectGeneral(state),
      migrate: (stored) => readPersisted(generalShape, stored, GENERAL_DEFAULTS),
      merge: (stored, current) => ({
        ...current,
        ...readPersisted(generalShape, stored, GENERAL_DEFAULTS),
      }),
    },
  ),
)

/** Picks the saved general settings out of the store. */
export function selectGeneral(state: GeneralSettings): GeneralSettings {
  const { displayName, clockFormat, dateFormat, weekStartsOn, startSection, loadSiteIcons } = state
  return { displayName, clockFormat, dateFormat, weekStartsOn, startSection, loadSiteIcons }
}
