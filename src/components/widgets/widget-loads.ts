import type { ComponentType } from 'react'
import type { WidgetDefinition, WidgetProps } from '@/lib/widget-registry'
import { widgetType } from '@/lib/widget-registry'

export type WidgetModule = Promise<{ default: ComponentType<WidgetProps> }>

// One load per type, so every widget of a kind shares its chunk and its loading.
const loads = new Map<WidgetDefinition, WidgetModule>()

/** A widget type's code; `fresh` loads it again after a failure. */
export function loadWidget(type: WidgetDefinition, fresh = false): WidgetModule {
  let load = loads.get(type)
  if (!load || fresh) {
    load = tracked(fresh && load ? loadAgain(type) : type.load())
    loads.set(type, load)
  }
  return load
}

/** Imports a module by its address (a seam for tests). */
export const modules = {
  import: (url: string) => import(/* @vite-ignore */ url) as WidgetModule,
}

let retries = 0

/**
 * Loads a type's code again after a failure. Chromium keeps a failed module import failed for
 * the page's life: the same `import()` fails at once without fetching (whatwg/html#10327 has it
 * fetch again, as Firefox and Safari do). Its error names the module's address; under a new
 * query that address is a new module, fetched afresh.
 */
async function loadAgain(type: WidgetDefinition): WidgetModule {
  try {
    return await type.load()
  } catch (error) {
    const url = failedModule(error)
    if (!url) throw error
    url.searchParams.set('retry', String(++retries))
    return modules.import(url.href)
  }
}

/** The address of the module a failed import names, if it is one of Hearth's own. */
function failedModule(error: unknown): URL | null {
  const message = error instanceof Error ? error.message : ''
  const named = /https?:\/\/[^\s'"]+?\.m?js\b/.exec(message)?.[0]
  if (!named) return null
  try {
    const url = new URL(named)
    return url.origin === location.origin ? url : null
  } catch {
    return null
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
 * while the workspace is still opening instead of after. A failed load is retried when a
 * widget of that type renders ('Reload widget').
 */
export function preloadShownWidgets() {
  let kinds: unknown
  try {
    kinds = JSON.parse(localStorage.getItem(SHOWN_KINDS_KEY) ?? '[]')
  } catch {
    return
  }
  if (!Array.isArray(kinds)) return
  for (const kind of kinds) {
    const type = typeof kind === 'string' ? widgetType(kind) : undefined
    if (type) loadWidget(type).catch(() => {})
  }
}
