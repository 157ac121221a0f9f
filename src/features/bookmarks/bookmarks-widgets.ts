import { Bookmark } from 'lucide-react'
import { defineWidget, type WidgetDefinition } from '@/lib/widget-registry'
import { BOOKMARKS_WIDGET_OPTIONS } from './widgets/bookmarks-widget-options'

/** Bookmarks' widget type for the Overview (in the initial bundle: names, icon, options, lazy load). */
export const BOOKMARKS_WIDGETS: WidgetDefinition[] = [
  defineWidget({
    kind: 'bookmarks',
    title: 'Bookmarks',
    description: 'Your favourites, or one folder, as tiles.',
    icon: Bookmark,
    options: BOOKMARKS_WIDGET_OPTIONS,
    size: { w: 4, h: 4, minW: 2, minH: 2 },
    load: () => import('./widgets/bookmarks-widget'),
  }),
]
