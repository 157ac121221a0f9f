import { option } from '@/lib/widget-options'

export const BOOKMARKS_WIDGET_OPTIONS = {
  show: option.pick(
    'Show',
    () => import('./folder-choices').then((m) => m.useFolderChoices),
    'favourites',
  ),
}
