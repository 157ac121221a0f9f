import { NotebookPen } from 'lucide-react'
import { defineWidget, type WidgetDefinition } from '@/lib/widget-registry'
import { NOTES_WIDGET_OPTIONS } from './widgets/notes-widget-options'

/** Notes' widget type for the Overview (in the initial bundle: names, icon, options, lazy load). */
export const NOTES_WIDGETS: WidgetDefinition[] = [
  defineWidget({
    kind: 'notes',
    title: 'Notes',
    description: 'One note, rendered, or a scratchpad that edits its text.',
    icon: NotebookPen,
    options: NOTES_WIDGET_OPTIONS,
    size: { w: 4, h: 6, minW: 3, minH: 3 },
    load: () => import('./widgets/notes-widget'),
  }),
]
