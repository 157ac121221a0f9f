import type { ComponentType } from 'react'
import type { WidgetDefinition, WidgetProps } from '@/lib/widget-registry'
import { importAgain, withRetry } from '@/lib/import-again'
import { widgetType } from '@/lib/widget-registry'

export type WidgetModule = Promise<{ default: ComponentType<WidgetProps> }>

// One load per type, so every widget of a kind shares its chunk and its loading.
const loads = new Map<WidgetDefinition, WidgetModule>()

/** A widget type's code; `fresh` loads it again after a failure. */
export function loadWidget(type: WidgetDefinition, fresh = false): WidgetModule {
  let load = loads.get(type)
  if (!load || fresh) {
    load = tracked(fresh && load ? loadAgain(type) : withRetry(type.load))
    loads.set(type, load)
  }
  return load
}

/**
 * Loads a type's code again after a failure: its own `load` (a browser that fetches a failed
 * module again), else the failed module under a new address (`importAgain`).
 */
async function loadAgain(type: WidgetDefinition): WidgetModule {
  try {
    return await type.load()
  } catch (error) {
    return importAgain(error, type.load)
  }
}

type Outcome =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: Awaited<WidgetModule> }
  | { status: 'rejected'; reason: unknown }

const outcomes = new WeakMap<WidgetModule, Outcome>()

/** How a load has turned out so far, known without waiting for a microtask. */
export function loadOutcome(load: WidgetModule): Outcome {
  return outcomes.get(load) ?? { status: 'pending' }
}

/** Records a load's outcome as soon as it settles, for {@link loadOutcome}. */
function tracked(load: WidgetModule): WidgetModule {
  load.then(
    (value) => outcomes.set(load, { status: 'fulfilled', value }),
    (reason: unknown) => outcomes.set(load, { status: 'rejected', reason }),
  )
  return load
}

const SHOWN_KINDS_KEY = 'hearth:overview-kinds'

/** Remembers which widget types the Overview showed on this device, for the next start. */
export function rememberShownKinds(kinds: readonly string[]) {
  const value = JSON.stringify([...new Set(kinds)].sort())
  try {
    if (localStorage.getItem(SHOWN_KINDS_KEY) !== value)
      localStorage.setItem(SHOWN_KINDS_KEY, value)
  } catch {
    // Only a head start is lost.
  }
}

/**
 * Starts loading the code of the widget types the Overview showed last time, so it arrives
 * while the workspace is still opening instead of after; on a device whose Overview never
 * showed, the types of `firstTime` (a new workspace's). A failed load is retried when a widget
 * of that type renders ('Reload widget').
 */
export function preloadShownWidgets(firstTime: readonly string[] = []) {
  let kinds: unknown
  try {
    const stored = localStorage.getItem(SHOWN_KINDS_KEY)
    kinds = stored === null ? firstTime : JSON.parse(stored)
  } catch {
    return
  }
  if (!Array.isArray(kinds)) return
  for (const kind of kinds) {
    const type = typeof kind === 'string' ? widgetType(kind) : undefined
    if (type) loadWidget(type).catch(() => {})
  }
}
