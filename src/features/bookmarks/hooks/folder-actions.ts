import { confirm } from '@/components/ui/confirm'
import { attempt, toast } from '@/components/ui/toast-store'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { Repository } from '@/data/repository'
import { inOneStep, undoOfLatest } from '@/data/undo'
import type { WorkspaceHandle } from '@/data/workspace'
import { plural } from '@/lib/format'
import { announce } from '../model/bookmarks-ui-store'
import { byOrder, folderTitle, type FolderTree } from '../model/folders'

/**
 * What a user can do to bookmark folders (part of `bookmarkActions`): create, rename, move and
 * delete with what they hold (to the Trash, after asking), with toasts and announcements.
 */
export function folderActions(
  workspace: Pick<WorkspaceHandle, 'repository' | 'records' | 'complete'>,
  {
    tree,
    folderName,
  }: {
    /** The folders as a tree, as they are now. */
    tree: () => FolderTree
    folderName: (id: string | null) => string
  },
) {
  const bookmarks = workspace.repository('bookmarks')
  const folders = workspace.repository('bookmarkFolders')

  /** Whether `folder` may go into `parentId`: never into itself or a folder inside it. */
  const canMoveFolder = (folder: BookmarkFolder, parentId: string | null) =>
    parentId === null || !tree().descendants(folder.id).has(parentId)

  /** Moves a folder (with everything in it) into another folder, or to the top level. */
  const moveFolder = (folder: BookmarkFolder, parentId: string | null) => {
    if (folder.parentId === parentId) return
    if (!canMoveFolder(folder, parentId))
      return void toast({
        kind: 'warn',
        title: 'Cannot move the folder there',
        message: 'A folder cannot go inside itself.',
      })
    const order = Repository.orderAfter(tree().children.get(parentId) ?? [])
    if (!attempt('Could not move the folder', () => folders.update(folder.id, { parentId, order })))
      return
    const where = parentId ? folderName(parentId) : 'the top level'
    announce(`Folder “${folderTitle(folder)}” moved to ${where}.`)
    toast({
      kind: 'success',
      title: `Moved to ${where}`,
      message: `Folder “${folderTitle(folder)}”`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not move back', () =>
              folders.update(folder.id, { parentId: folder.parentId, order: folder.order }),
            ),
        ),
      },
    })
  }

  const createFolder = (title: string, parentId: string | null) =>
    attempt('Could not add the folder', () =>
      folders.create({
        title: title.trim(),
        parentId,
        order: Repository.orderAfter(tree().children.get(parentId) ?? []),
      }),
    )

  const renameFolder = (folder: BookmarkFolder, title: string) =>
    attempt('Could not rename the folder', () => folders.update(folder.id, { title: title.trim() }))

  /** Deletes a folder with its sub-folders and bookmarks, after asking; 'Undo' brings all back. */
  const deleteFolder = async (folder: BookmarkFolder): Promise<boolean> => {
    const ids = tree().descendants(folder.id)
    const gone = workspace.records('bookmarkFolders').filter((f) => ids.has(f.id))
    // Every bookmark, read from the rows where the page has no document (never decoding it).
    const inside = (await workspace.complete('bookmarks'))
      .getAll()
      .filter((b) => b.folderId && ids.has(b.folderId))
    const subs = gone.length - 1
    const ok = await confirm({
      title: `Delete “${folderTitle(folder)}”?`,
      description:
        inside.length || subs
          ? `${[
              subs ? plural(subs, 'folder') : '',
              inside.length ? plural(inside.length, 'bookmark') : '',
            ]
              .filter(Boolean)
              .join(' and ')} inside ${inside.length + subs === 1 ? 'goes' : 'go'} with it.` +
            ' You can restore it from the Trash for 30 days.'
          : 'The folder is empty. You can restore it from the Trash for 30 days.',
      confirmLabel: 'Delete folder',
      destructive: true,
    })
    if (!ok) return false
    const done = attempt('Could not delete the folder', () =>
      inOneStep('Delete folder', () => {
        const along = { with: folder.id }
        bookmarks.trash(
          inside.map((b) => b.id),
          along,
        )
        folders.trash(
          gone.filter((f) => f.id !== folder.id).map((f) => f.id),
          along,
        )
        folders.trash([folder.id])
        return true
      }),
    )
    if (!done) return false
    toast({
      kind: 'info',
      title: 'Folder deleted',
      message: `“${folderTitle(folder)}” and ${plural(inside.length, 'bookmark')} are in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not restore the folder', () =>
              inOneStep('Restore folder', () => {
                folders.untrash(gone.map((f) => ({ id: f.id })))
                bookmarks.untrash(inside.map((b) => ({ id: b.id })))
              }),
            ),
        ),
      },
    })
    return true
  }

  /** Siblings of a folder in order (for 'Move up' / 'Move down'). */
  const folderSiblings = (folder: BookmarkFolder) =>
    (tree().children.get(tree().parentOf(folder.id)) ?? []).slice().sort(byOrder)

  return {
    canMoveFolder,
    moveFolder,
    createFolder,
    renameFolder,
    deleteFolder,
    folderSiblings,
  }
}
