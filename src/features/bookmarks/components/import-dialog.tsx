import { useEffect, useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Input } from '@/components/ui/field'
import { useWorkspace } from '@/data/hooks'
import { plural } from '@/lib/format'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import type { FolderTree } from '../model/folders'
import { savedForImport } from '../model/bookmarks-at'
import {
  addressesOf,
  folderNameFromFile,
  planBookmarkImport,
  type ImportTarget,
} from '../model/import-bookmarks'
import type { SavedBookmarks } from '../model/saved-bookmarks'
import type { NetscapeParseResult } from '../model/netscape/tree'

export interface PendingImport {
  fileName: string
  parsed: NetscapeParseResult
}

/** The preview of an import: what the file holds, what is already saved, what is refused. */
export function ImportDialog({
  pending,
  tree,
  onClose,
  actions,
}: {
  pending: PendingImport | null
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}) {
  return (
    <Dialog open={!!pending} onOpenChange={(open) => !open && onClose()}>
      {pending && (
        <DialogContent title="Import bookmarks" width="max-w-xl">
          <PreviewOnceRead pending={pending} tree={tree} onClose={onClose} actions={actions} />
        </DialogContent>
      )}
    </Dialog>
  )
}

interface PreviewProps {
  pending: PendingImport
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}

/**
 * The preview once it is known which of the file's addresses are saved already and where each
 * folder's bookmarks end (`savedForImport`: asked of the bookmarks' rows worker in a large
 * workspace after a start from rows, so no bookmark is read onto the page for it).
 */
function PreviewOnceRead(props: PreviewProps) {
  const saved = useSavedForImport(props.pending.parsed)
  if (!saved)
    return (
      <p className="text-sm" role="status">
        Reading your bookmarks…
      </p>
    )
  return <Preview {...props} saved={saved} />
}

/** `savedForImport` for a parsed file; undefined until known. */
function useSavedForImport(parsed: NetscapeParseResult): SavedBookmarks | undefined {
  const workspace = useWorkspace()
  const [known, setKnown] = useState<{ parsed: NetscapeParseResult; saved: SavedBookmarks }>()
  useEffect(() => {
    let live = true
    void savedForImport(workspace, addressesOf(parsed)).then(
      (saved) => live && setKnown({ parsed, saved }),
    )
    return () => {
      live = false
    }
  }, [workspace, parsed])
  return known?.parsed === parsed ? known.saved : undefined
}

function Preview({
  pending: { fileName, parsed },
  tree,
  onClose,
  actions,
  saved,
}: PreviewProps & { saved: SavedBookmarks }) {
  const [target, setTarget] = useState<ImportTarget>('new-folder')
  const [folderName, setFolderName] = useState(() => folderNameFromFile(fileName))
  const [skipDuplicates, setSkipDuplicates] = useState(true)
  const plan = useMemo(
    () =>
      planBookmarkImport(
        parsed,
        { ...saved, tree },
        { target, folderName: folderName.trim() || folderNameFromFile(fileName), skipDuplicates },
      ),
    [parsed, saved, tree, target, folderName, fileName, skipDuplicates],
  )

  if (parsed.error)
    return (
      <>
        <Alert kind="error" title="Nothing can be imported from this file">
          <p>
            “{fileName}”: {parsed.error}
          </p>
        </Alert>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button look="key">Close</Button>
          </DialogClose>
        </div>
      </>
    )

  return (
    <form
      className="flex min-h-0 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (actions.importPlan(plan)) onClose()
      }}
    >
      <div className="space-y-1 text-sm" role="status">
        <p>
          “{fileName}” holds{' '}
          {plan.inFile.bookmarks ? plural(plan.inFile.bookmarks, 'bookmark') : 'no bookmarks'} in{' '}
          {plural(plan.inFile.folders, 'folder')}.
        </p>
        {plan.duplicates > 0 && (
          <p>
            {plural(plan.duplicates, 'bookmark is', 'bookmarks are')} already saved
            {skipDuplicates ? ' and will be skipped.' : ' and will be imported again.'}
            {plan.emptied > 0 &&
              ` ${plural(plan.emptied, 'folder')} that would be left empty will not be created.`}
          </p>
        )}
        {plan.shortened > 0 && (
          <p>
            {plural(plan.shortened, 'entry has', 'entries have')} a title, description or tags
            longer than Hearth keeps, and will be shortened.
          </p>
        )}
        {plan.repeats > 0 && (
          <p>
            {plural(plan.repeats, 'bookmark is', 'bookmarks are')} in the same folder of the file
            twice and will be imported once.
          </p>
        )}
        <p className="font-medium">
          To import: {plural(plan.bookmarks.length, 'bookmark')} and{' '}
          {plural(plan.folders.length, 'new folder')}.
        </p>
        {plan.folderUpdates.length > 0 && (
          <p>
            {plural(plan.folderUpdates.length, 'folder')} of yours will also take the description or
            bookmarks-bar role of the file’s folder of that name.
          </p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Where to</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="import-target"
            checked={target === 'new-folder'}
            onChange={() => setTarget('new-folder')}
            className="accent-(--accent)"
          />
          Into a new folder
        </label>
        {target === 'new-folder' && (
          <Field label="New folder’s name" className="pl-6">
            {(ids) => (
              <Input
                {...ids}
                value={folderName}
                maxLength={200}
                onChange={(event) => setFolderName(event.target.value)}
              />
            )}
          </Field>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="import-target"
            checked={target === 'merge'}
            onChange={() => setTarget('merge')}
            className="accent-(--accent)"
          />
          Merge into my folders (folders of the same name are joined)
        </label>
      </fieldset>
      {plan.duplicates > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={skipDuplicates}
            onChange={(event) => setSkipDuplicates(event.target.checked)}
            className="accent-(--accent)"
          />
          Skip bookmarks already saved
        </label>
      )}
      {plan.refused.length > 0 && (
        <section aria-label="Refused entries" className="min-h-0 space-y-1">
          <h3 className="text-sm font-medium">
            Not imported: {plural(plan.refused.length, 'entry', 'entries')}
          </h3>
          <ul className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-border p-2 text-xs">
            {plan.refused.slice(0, 200).map((entry, i) => (
              <li key={i}>
                <span className="font-medium">{entry.title || entry.url || 'Untitled'}</span>
                {entry.path.length > 0 && (
                  <span className="text-fg-muted"> in {entry.path.join(' / ')}</span>
                )}
                : {entry.reason}
              </li>
            ))}
            {plan.refused.length > 200 && <li>…and {plan.refused.length - 200} more.</li>}
          </ul>
        </section>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        <Button
          look="key"
          type="submit"
          disabled={!plan.bookmarks.length && !plan.folders.length && !plan.folderUpdates.length}
        >
          Import
        </Button>
      </div>
    </form>
  )
}
