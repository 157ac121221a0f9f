import { useCollectionSelect } from '@/data/hooks'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import type { OptionChoice } from '@/lib/widget-options'
import { buildFolderTree, flattenFolders, folderTitle } from '../model/folders'

const sameChoices = (a: readonly OptionChoice[], b: readonly OptionChoice[]) =>
  a.length === b.length && a.every((c, i) => c.value === b[i]!.value && c.label === b[i]!.label)

const folderChoices = (folders: readonly BookmarkFolder[]): OptionChoice[] => [
  { value: 'favourites', label: 'Favourites' },
  ...flattenFolders(buildFolderTree(folders)).map(({ folder, depth }) => ({
    value: folder.id,
    label: `${'  '.repeat(depth)}${folderTitle(folder)}`,
  })),
]

/** Favourites, then every folder in tree order (indented), as choices. */
export function useFolderChoices(): readonly OptionChoice[] {
  return useCollectionSelect('bookmarkFolders', folderChoices, sameChoices)
}
