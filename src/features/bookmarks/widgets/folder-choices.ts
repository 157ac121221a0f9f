import { useCollectionSelect } from '@/data/hooks'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import type { OptionChoice } from '@/lib/widget-options'
import { buildFolderTree, flattenFolders, folderPathLabel } from '../model/folders'

const sameChoices = (a: readonly OptionChoice[], b: readonly OptionChoice[]) =>
  a.length === b.length && a.every((c, i) => c.value === b[i]!.value && c.label === b[i]!.label)

const folderChoices = (folders: readonly BookmarkFolder[]): OptionChoice[] => {
  const tree = buildFolderTree(folders)
  return [
    { value: 'favourites', label: 'Favourites' },
    // A select collapses leading spaces, so a folder is named by its path: 'Work / Projects'.
    ...flattenFolders(tree).map(({ folder }) => ({
      value: folder.id,
      label: folderPathLabel(tree, folder.id),
    })),
  ]
}

/** Favourites, then every folder in tree order by its path, as choices. */
export function useFolderChoices(): readonly OptionChoice[] {
  return useCollectionSelect('bookmarkFolders', folderChoices, sameChoices)
}
