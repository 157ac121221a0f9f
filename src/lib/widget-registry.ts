import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import { create } from 'zustand'
import type { OptionValues, WidgetOptionSpec } from './widget-options'

/** What a widget's component is given. */
export interface WidgetProps<S extends WidgetOptionSpec = WidgetOptionSpec> {
  /** The widget record's id (stable; e.g. for a timer's own storage key). */
  id: string
  /** Its options, read through its spec: every key is there and fits. */
  options: OptionValues<S>
  /** Stores some of its options (e.g. the note a scratchpad was just given). */
  setOptions: (patch: Partial<OptionValues<S>>) => void
}

/**
 * A type of widget the Overview can show. Features declare their widget types and `app/`
 * registers them (as commands and search providers), so the Overview imports no feature. Each
 * type's component is loaded on its own, when a widget of that type is first shown.
 */
export interface WidgetDefinition<S extends WidgetOptionSpec = WidgetOptionSpec> {
  /** Stored in each widget record: never rename a shipped kind. */
  kind: string
  /** Name in the gallery and the default heading. */
  title: string
  /** A line in the gallery. */
  description: string
  icon: LucideIcon
  /** Its settings; the settings form is generated from them. */
  options: S
  /** Size of a new widget on the desktop grid (12 columns), in cells; and the least it takes. */
  size: { w: number; h: number; minW?: number; minH?: number }
  load: () => Promise<{ default: ComponentType<WidgetProps<S>> }>
}

/** Lets a definition with its own option spec into the registry's list. */
export function defineWidget<S extends WidgetOptionSpec>(
  definition: WidgetDefinition<S>,
): WidgetDefinition {
  return definition as unknown as WidgetDefinition
}

export const useWidgetTypes = create<{ types: WidgetDefinition[] }>(() => ({ types: [] }))

/** Adds widget types (replacing any of the same kind). Returns an unregister function. */
export function registerWidgetTypes(definitions: readonly WidgetDefinition[]): () => void {
  const kinds = new Set(definitions.map((d) => d.kind))
  useWidgetTypes.setState((state) => ({
    types: [...state.types.filter((t) => !kinds.has(t.kind)), ...definitions],
  }))
  return () =>
    useWidgetTypes.setState((state) => ({
      types: state.types.filter((t) => !definitions.includes(t)),
    }))
}

/** The registered type of a kind, if any (a widget from a newer Hearth may have none). */
export function widgetType(kind: string): WidgetDefinition | undefined {
  return useWidgetTypes.getState().types.find((t) => t.kind === kind)
}
