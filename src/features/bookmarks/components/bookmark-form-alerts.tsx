import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import type { Bookmark } from '@/data/records/bookmark'
import { folderPathLabel, type FolderTree } from '../model/folders'
import { viewHref } from '../model/views'

/** 'Add bookmark' or 'Edit bookmark' found the address saved already, in `duplicate`. */
export function DuplicateAlert({
  duplicate,
  tree,
  onClose,
}: {
  duplicate: Bookmark
  tree: FolderTree
  onClose: () => void
}) {
  return (
    <Alert
      kind="warn"
      title={`Already saved in ${duplicate.folderId ? folderPathLabel(tree, duplicate.folderId) : 'All bookmarks'}`}
    >
      <p>
        “{duplicate.title || duplicate.url}” has this address.{' '}
        <Link
          to={duplicate.folderId ? viewHref(duplicate.folderId) : '/bookmarks'}
          onClick={onClose}
          className="underline underline-offset-4"
        >
          Show it
        </Link>
      </p>
    </Alert>
  )
}

/** The bookmark 'Edit bookmark' shows was deleted meanwhile. */
export function GoneAlert() {
  return (
    <Alert kind="warn" title="This bookmark was deleted">
      <p>
        It was deleted in another tab or on another device while you edited it. Save it as a new
        bookmark to keep it.
      </p>
    </Alert>
  )
}
