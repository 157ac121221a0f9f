import { generateNKeysBetween } from 'fractional-indexing'
import { useMemo } from 'react'
import { confirm } from '@/components/ui/confirm'
import { attempt, toast } from '@/components/ui/toast-store'
import { useWorkspace } from '@/data/hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { Repository } from '@/data/repository'
import { inOneStep, undoOfLatest } from '@/data/undo'
import type { WorkspaceHandle } from '@/data/workspace'
import { plural } from '@/lib/format'
import { mergeListFields } from '@/lib/merge-list'
import { announce } from '../model/bookmarks-ui-store'
import { buildFolderTree, byOrder, folderTitle } from '../model/folders'
import type { BookmarkImportPlan } from '../model/import-bookmarks'

/** What a user can do to bookmarks and folders, with the toasts, confirmations and announcements. */
export function useBookmarkActions() {
  const workspace = useWorkspace()
  return useMemo(() => bookmarkActions(workspace), [workspace])
}

export type BookmarkActions = ReturnType<typeof bookmarkActions>

export const quoted = (b: Pick<Bookmark, 'title'>) => `“${b.title.trim() || 'Untitled'}”`

export type BookmarkFields = Pick<Bookmark, 'url' | 'title' | 'description' | 'tags' | 'folderId'>

export function bookmarkActions(
  workspace: Pick<
    WorkspaceHandle,
    'repository' | 'records' | 'known' | 'knownRecords' | 'complete'
  >,
) {
  const bookmarks = workspace.repository('bookmarks')
  const folders = workspace.repository('bookmarkFolders')

  // As the page knows them (without decoding the document): the owner of the document puts what
  // goes at a folder's end after every one it holds (`append`).
  const inFolder = (folderId: string | null) =>
    workspace.knownRecords('bookmarks').filter((b) => b.folderId === folderId)
  const tree = () => buildFolderTree(workspace.records('bookmarkFolders'))
  const folderName = (id: string | null) => {
    const folder = id ? workspace.records('bookmarkFolders').find((f) => f.id === id) : undefined
    return folder ? folderTitle(folder) : 'No folder'
  }

  /** Saves a new bookmark at the end of its folder (with any other field given, or its default). */
  const add = (fields: BookmarkFields & Partial<Bookmark>): Bookmark | null =>
    attempt('Could not save the bookmark', () => {
      const bookmark = bookmarks.create(
        { ...fields, order: Repository.orderAfter(inFolder(fields.folderId)) },
        { append: fields.folderId ?? '' },
      )
      announce(`Saved ${quoted(bookmark)} in ${folderName(bookmark.folderId)}.`)
      return bookmark
    })

  /**
   * Changes a bookmark; a new folder puts it at that folder's end. `bookmark` is what the change
   * was made from: tags another tab or device added or removed since stay so (`mergeList`).
   */
  const update = (bookmark: Bookmark, patch: Partial<Bookmark>) =>
    attempt('Could not save the bookmark', () => {
      const merged = mergeListFields(bookmark, patch, workspace.known('bookmarks', bookmark.id), {
        tags: (tag) => tag,
      })
      if (patch.folderId === undefined || patch.folderId === bookmark.folderId)
        return bookmarks.update(bookmark.id, merged)
      // Moved: at its new folder's end.
      const order = Repository.orderAfter(inFolder(patch.folderId))
      bookmarks.updateMany([{ id: bookmark.id, patch: { ...merged, order } }], {
        append: patch.folderId ?? '',
      })
      return true
    })

  const toggleFavourite = (bookmark: Bookmark) => {
    if (!update(bookmark, { favourite: !bookmark.favourite })) return
    announce(
      bookmark.favourite
        ? `${quoted(bookmark)} is no longer a favourite.`
        : `${quoted(bookmark)} is a favourite.`,
    )
  }

  /** Deletes bookmarks (one or several), with 'Undo' in a toast. */
  const remove = (list: readonly Bookmark[]) => {
    if (!list.length) return
    if (!attempt('Could not delete', () => bookmarks.trash(list.map((b) => b.id)) ?? true)) return
    toast({
      kind: 'info',
      title: list.length === 1 ? 'Bookmark deleted' : `${list.length} bookmarks deleted`,
      message: `${list.length === 1 ? quoted(list[0]!) : 'They'} ${list.length === 1 ? 'is' : 'are'} in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not restore', () =>
              bookmarks.untrash(list.map((b) => ({ id: b.id }))),
            ),
        ),
      },
    })
  }

  /** Moves one place up or down among `siblings` (the folder's bookmarks or sub-folders as shown). */
  const step = <T extends Bookmark | BookmarkFolder>(
    item: T,
    siblings: readonly T[],
    by: -1 | 1,
  ) => {
    const index = siblings.findIndex((s) => s.id === item.id)
    const target = index + by
    if (index < 0 || target < 0 || target >= siblings.length) return
    place(item, siblings, target)
  }

  /** Puts a bookmark or folder at `index` among `siblings` (after a drag or a step). */
  const place = <T extends Bookmark | BookmarkFolder>(
    item: T,
    siblings: readonly T[],
    index: number,
  ) => {
    const rest = siblings.filter((s) => s.id !== item.id)
    const repo = 'url' in item ? bookmarks : folders
    attempt('Could not move', () => repo.place(item.id, rest, index))
    const name = 'url' in item ? quoted(item) : `Folder “${folderTitle(item)}”`
    announce(`${name} moved to position ${index + 1} of ${siblings.length}.`)
  }

  /** Moves bookmarks into a folder (null: no folder), at its end, with 'Undo'. */
  const moveBookmarks = (list: readonly Bookmark[], folderId: string | null) => {
    const moving = list.filter((b) => b.folderId !== folderId)
    if (!moving.length) return
    const there = inFolder(folderId)
    // One change for them all: one undo step, and one update of the screen, not one per bookmark.
    const done = attempt('Could not move', () => {
      const first = Repository.orderAfter(there)
      const orders = [first, ...generateNKeysBetween(first, null, moving.length - 1)]
      bookmarks.updateMany(
        moving.map((b, i) => ({ id: b.id, patch: { folderId, order: orders[i] } })),
        { append: folderId ?? '' },
      )
      return true
    })
    if (!done) return
    const where = folderName(folderId)
    announce(
      `${moving.length === 1 ? quoted(moving[0]!) : plural(moving.length, 'bookmark')} moved to ${where}.`,
    )
    toast({
      kind: 'success',
      title: `Moved to ${where}`,
      message: moving.length === 1 ? quoted(moving[0]!) : plural(moving.length, 'bookmark'),
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not move back', () =>
              bookmarks.updateMany(
                moving.map((b) => ({ id: b.id, patch: { folderId: b.folderId, order: b.order } })),
              ),
            ),
        ),
      },
    })
  }

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

  /** Carries out an import plan: its folders (new, and the user's it joins), then its bookmarks. */
  const importPlan = (plan: BookmarkImportPlan): boolean => {
    const ok = attempt('Could not import the bookmarks', () =>
      inOneStep('Import bookmarks', () => {
        folders.createMany(plan.folders)
        folders.updateMany(plan.folderUpdates)
        bookmarks.createMany(plan.bookmarks)
        return true
      }),
    )
    if (!ok) return false
    toast({
      kind: 'success',
      title: 'Bookmarks imported',
      message: `${plural(plan.bookmarks.length, 'bookmark')} and ${plural(plan.folders.length, 'folder')}.`,
    })
    return true
  }

  /** Siblings of a folder in order (for 'Move up' / 'Move down'). */
  const folderSiblings = (folder: BookmarkFolder) =>
    (tree().children.get(tree().parentOf(folder.id)) ?? []).slice().sort(byOrder)

  return {
    add,
    update,
    toggleFavourite,
    remove,
    step,
    place,
    moveBookmarks,
    canMoveFolder,
    moveFolder,
    createFolder,
    renameFolder,
    deleteFolder,
    importPlan,
    folderSiblings,
  }
}
