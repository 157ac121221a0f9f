import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useRecords } from '@/data/hooks'
import { buildFolderTree } from '../model/folders'
import { resolveView } from '../model/views'

/**
 * The folder tree and the view the address names (`?folder=` or `?view=`): the same view while
 * the address and the folders are the same, so that what it lists is worked out once (a new
 * view on each render sorted 50,000 bookmarks again on each key of a search).
 */
export function useBookmarkView() {
  const folders = useRecords('bookmarkFolders')
  const tree = useMemo(() => buildFolderTree(folders), [folders])
  const [params] = useSearchParams()
  const folder = params.get('folder')
  const named = params.get('view')
  const view = useMemo(() => resolveView({ folder, view: named }, tree), [folder, named, tree])
  return { tree, view }
}
