import { useCallback, useEffect, useState } from 'react'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkDialogState } from '../components/bookmark-dialog'
import type { MovingState, NamingState } from '../components/folder-dialogs'
import { onAddRequest, takeAddRequest } from '../model/add-request'

/**
 * The Bookmarks screen's dialogs: 'Add bookmark' / 'Edit bookmark' (`dialog`), a folder's name
 * (`naming`) and 'Move to folder' (`moving`). An add asked for from elsewhere (the palette, the
 * taskbar's menu: `add-request.ts`) opens 'Add bookmark' into the folder shown
 * (`defaultFolder`). `onEdit` and `onMoveTo` are stable, for the rows.
 */
export function useBookmarkDialogs(defaultFolder: string | null) {
  const [dialog, setDialog] = useState<BookmarkDialogState>(null)
  const [naming, setNaming] = useState<NamingState>(null)
  const [moving, setMoving] = useState<MovingState>(null)
  useEffect(() => {
    const take = () => takeAddRequest() && setDialog({ mode: 'add', folderId: defaultFolder })
    take()
    return onAddRequest(take)
  }, [defaultFolder])
  const onEdit = useCallback((bookmark: Bookmark) => setDialog({ mode: 'edit', bookmark }), [])
  const onMoveTo = useCallback(
    (list: readonly Bookmark[]) => setMoving({ kind: 'bookmarks', bookmarks: list }),
    [],
  )
  return { dialog, setDialog, naming, setNaming, moving, setMoving, onEdit, onMoveTo }
}
