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
    load = tracked(type.load())
    loads.set(type, load)
  }
  return load
}

/**
 * Marks a load with its outcome the way React's `use` reads a promise (`status`, `value`,
 * `reason`), so a widget whose code has arrived renders in the same pass. An unmarked promise
 * makes `use` suspend at least once, even when long settled, and React then holds the widget's
 * content back behind its fallback for up to 300 ms.
 */
function tracked(load: WidgetModule): WidgetModule {
  const marked = load as WidgetModule & { status?: string; value?: unknown; reason?: unknown }
  marked.status = 'pending'
  load.then(
    (value) => {
      marked.status = 'fulfilled'
      marked.value = value
    },
    (reason: unknown) => {
      marked.status = 'rejected'
      marked.reason = reason
    },
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
