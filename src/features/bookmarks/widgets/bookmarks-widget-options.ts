import { option } from '@/lib/widget-options'

/** The bookmarks widget's settings. The keys and values are stored in widget records: never rename. */
export const BOOKMARKS_WIDGET_OPTIONS = {
  /** 'favourites', or a folder's id. */
  show: option.pick(
    'Show',
    () => import('./folder-choices').then((m) => m.useFolderChoices),
    'favourites',
  ),
  size: option.select(
    'Tile size',
    [
      { value: 'medium', label: 'Medium' },
      { value: 'small', label: 'Small' },
    ],
    'medium',
  ),
}
