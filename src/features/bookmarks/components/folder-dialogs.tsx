import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Select } from '@/components/ui/field'
import { NameDialog } from '@/components/ui/name-dialog'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import { flattenFolders, folderPathLabel, folderTitle, type FolderTree } from '../model/folders'
import { viewHref } from '../model/views'

export type NamingState = { folder: BookmarkFolder } | { parentId: string | null } | null

/** 'New folder' and 'Rename folder': one field, 'Folder name'. A new folder opens at once. */
export function FolderNameDialog({
  state,
  onClose,
  actions,
}: {
  state: NamingState
  onClose: () => void
  actions: BookmarkActions
}) {
  const navigate = useNavigate()
  const renaming = state && 'folder' in state ? state.folder : null
  return (
    <NameDialog
      key={renaming?.id ?? 'new'}
      open={!!state}
      onOpenChange={(open) => !open && onClose()}
      title={renaming ? 'Rename folder' : 'New folder'}
      label="Folder name"
      submitLabel={renaming ? 'Rename' : 'Create folder'}
      initialName={renaming?.title}
      maxLength={500}
      emptyMessage="Give the folder a name."
      onSubmit={(title) => {
        if (renaming) {
          // False: the folder is gone. Said by the field, which keeps what was typed.
          if (actions.renameFolder(renaming, title) === false)
            throw new Error('This folder was deleted in another tab or on another device.')
          return
        }
        const parentId = state && 'parentId' in state ? state.parentId : null
        const created = actions.createFolder(title, parentId)
        if (created) void navigate(viewHref(created.id))
      }}
    />
  )
}

export type MovingState =
  | { kind: 'bookmarks'; bookmarks: readonly Bookmark[] }
  | { kind: 'folder'; folder: BookmarkFolder }
  | null

/** More bookmarks than move in a blink (some 300 ms on a slow machine): 'Moving…' shows first. */
const MANY = 200

/** 'Move to folder…': picks where bookmarks or a folder go (never a folder into itself). */
export function MoveDialog({
  state,
  tree,
  onClose,
  actions,
}: {
  state: MovingState
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}) {
  return (
    <Dialog open={!!state} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent title="Move to folder">
          <MoveForm state={state} tree={tree} onClose={onClose} actions={actions} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function MoveForm({
  state,
  tree,
  onClose,
  actions,
}: {
  state: Exclude<MovingState, null>
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}) {
  const excluded = state.kind === 'folder' ? tree.descendants(state.folder.id) : new Set<string>()
  const current =
    state.kind === 'folder'
      ? state.folder.parentId
      : state.bookmarks.length === 1
        ? state.bookmarks[0]!.folderId
        : null
  const [target, setTarget] = useState(current ?? '')
  const [busy, setBusy] = useState(false)
  const what =
    state.kind === 'folder'
      ? `the folder “${folderTitle(state.folder)}”`
      : state.bookmarks.length === 1
        ? `“${state.bookmarks[0]!.title || state.bookmarks[0]!.url}”`
        : `${state.bookmarks.length} bookmarks`
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        const to = target || null
        const move = () => {
          if (state.kind === 'folder') actions.moveFolder(state.folder, to)
          else actions.moveBookmarks(state.bookmarks, to)
          onClose()
        }
        if (state.kind === 'folder' || state.bookmarks.length <= MANY) return move()
        // Thousands take a moment: the button says so on screen before the move starts.
        setBusy(true)
        requestAnimationFrame(() => setTimeout(move, 0))
      }}
    >
      <Field label="Folder" hint={`Where ${what} goes.`}>
        {(ids) => (
          <Select
            {...ids}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field
            autoFocus
            data-autofocus
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{state.kind === 'folder' ? 'Top level' : 'No folder'}</option>
            {flattenFolders(tree)
              .filter(({ folder }) => !excluded.has(folder.id))
              .map(({ folder }) => (
                // The whole path: folders of one name in different places can be told apart.
                <option key={folder.id} value={folder.id}>
                  {folderPathLabel(tree, folder.id)}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        <Button look="key" type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Moving…' : 'Move'}
        </Button>
      </div>
    </form>
  )
}
