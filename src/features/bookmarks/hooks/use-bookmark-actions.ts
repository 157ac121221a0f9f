import { generateNKeysBetween } from 'fractional-indexing'
import { useMemo } from 'react'
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
import { buildFolderTree, folderTitle } from '../model/folders'
import { folderActions } from './folder-actions'
import type { BookmarkImportPlan } from '../model/import-bookmarks'

/** What a user can do to bookmarks and folders, with the toasts, confirmations and announcements. */
export function useBookmarkActions() {
  const workspace = useWorkspace()
  return useMemo(() => bookmarkActions(workspace), [workspace])
}

export type BookmarkActions = ReturnType<typeof bookmarkActions>

export const quoted = (b: Pick<Bookmark, 'title'>) => `“${b.title.trim() || 'Untitled'}”`

export type BookmarkFields = Pick<
  Bookmark,
  'url' | 'title' | 'description' | 'tags' | 'folderId' | 'note'
>

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

  return {
    add,
    update,
    toggleFavourite,
    remove,
    step,
    place,
    moveBookmarks,
    importPlan,
    ...folderActions(workspace, { tree, folderName }),
  }
}
