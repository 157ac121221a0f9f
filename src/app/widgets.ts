import { BOOKMARKS_WIDGETS } from '@/features/bookmarks/bookmarks-widgets'
import { NOTES_WIDGETS } from '@/features/notes/notes-widgets'
import { OVERVIEW_WIDGETS } from '@/features/overview/overview-widgets'
import { TODOS_WIDGETS } from '@/features/todos/todos-widgets'
import { registerWidgetTypes } from '@/lib/widget-registry'

/** Every widget type, in the gallery's order of kinds; each feature declares its own. */
export const APP_WIDGETS = [
  ...OVERVIEW_WIDGETS,
  ...TODOS_WIDGETS,
  ...NOTES_WIDGETS,
  ...BOOKMARKS_WIDGETS,
]

let registered = false

/**
 * Registers the widget types once, before the first render: the Overview is the start page,
 * and a widget whose type is not yet known would flash as unknown. The definitions are small
 * (names, icons, option specs); each type's code loads with its first widget.
 */
export function registerAppWidgets() {
  if (registered) return
  registered = true
  registerWidgetTypes(APP_WIDGETS)
}
