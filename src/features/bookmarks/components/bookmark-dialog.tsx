import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { useRecordReading, useRecordSelect, useWorkspace } from '@/data/hooks'
import type { Bookmark } from '@/data/records/bookmark'
import { prepareRows } from '@/lib/search-index/index-of-rows'
import { changedFields } from '@/lib/changed-fields'
import type { BookmarkActions, BookmarkFields } from '../hooks/use-bookmark-actions'
import {
  bookmarkHost,
  bookmarkUrlKey,
  checkEditedUrl,
  normaliseBookmarkUrl,
} from '../model/bookmark-url'
import { flattenFolders, folderPathLabel, type FolderTree } from '../model/folders'
import { bookmarksAt } from '../model/bookmarks-at'
import { bookmarksRowsIndexFor } from '../model/bookmarks-index'
import { parseTags } from '../model/parse-tags'
import { DuplicateAlert, GoneAlert } from './bookmark-form-alerts'
import { BookmarkNoteField } from './bookmark-note-field'
import { LinkedFrom } from '@/components/linked-from'

export type BookmarkDialogState =
  | { mode: 'add'; folderId: string | null; url?: string }
  | { mode: 'edit'; bookmark: Bookmark }
  | null

/** 'Add bookmark' and 'Edit bookmark': 'URL', 'Title', 'Description', 'Tags', 'Folder', 'Note'. */
export function BookmarkDialog({
  state,
  tree,
  onClose,
  actions,
}: {
  state: BookmarkDialogState
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}) {
  return (
    <Dialog open={!!state} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent
          title={state.mode === 'add' ? 'Add bookmark' : 'Edit bookmark'}
          width="max-w-lg"
          className="overflow-y-auto"
        >
          <BookmarkForm
            key={state.mode === 'edit' ? state.bookmark.id : 'new'}
            state={state}
            tree={tree}
            onClose={onClose}
            actions={actions}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}

/** The form's fields as typed. */
interface FormInput {
  url: string
  title: string
  description: string
  tags: string
  folderId: string | null
  note: string
}

function BookmarkForm({
  state,
  tree,
  onClose,
  actions,
}: {
  state: Exclude<BookmarkDialogState, null>
  tree: FolderTree
  onClose: () => void
  actions: BookmarkActions
}) {
  const editing = state.mode === 'edit' ? state.bookmark : null
  const workspace = useWorkspace()
  // Whether the bookmark edited is still stored (from its row before the document).
  const exists = useRecordSelect('bookmarks', editing?.id ?? '', (bookmark) => !!bookmark)
  const reading = useRecordReading('bookmarks', editing?.id ?? '')
  // Duplicates are asked of the worker that reads the bookmarks' rows: it starts reading now.
  useEffect(
    () => void prepareRows(Promise.resolve(workspace), 'bookmarks', bookmarksRowsIndexFor),
    [workspace],
  )
  // What the form started from: editing saves only what the user changed since.
  const [start] = useState<FormInput>(() => ({
    url: editing?.url ?? (state.mode === 'add' ? (state.url ?? '') : ''),
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    tags: editing?.tags.join(', ') ?? '',
    folderId: editing ? editing.folderId : state.mode === 'add' ? state.folderId : null,
    note: editing?.note ?? '',
  }))
  const [url, setUrl] = useState(start.url)
  const [title, setTitle] = useState(start.title)
  const [description, setDescription] = useState(start.description)
  const [tags, setTags] = useState(start.tags)
  const [folderId, setFolderId] = useState<string | null>(start.folderId)
  const [note, setNote] = useState(start.note)
  const [error, setError] = useState<string | null>(null)
  const [duplicate, setDuplicate] = useState<Bookmark | null>(null)
  // The stored address as it will be saved, and what is wrong with it if these checks refuse it.
  const [stored] = useState(() => checkEditedUrl(start.url, start.url))
  const storedProblem =
    editing && stored.ok && url.trim() === start.url.trim() ? stored.problem : undefined
  // Deleted meanwhile, in another tab or on another device: what is here can be saved anew.
  const gone = !!editing && !reading && !exists

  const fieldsOf = (input: FormInput, url: string): BookmarkFields => ({
    url,
    title: input.title.trim() || bookmarkHost(url) || url,
    description: input.description.trim(),
    tags: parseTags(input.tags, editing?.tags),
    folderId: input.folderId && tree.byId.has(input.folderId) ? input.folderId : null,
    // Markdown: kept as typed, but for blank lines and spaces at its end.
    note: input.note.trimEnd(),
  })

  const submit = async (anyway: boolean) => {
    // Editing, an address left as it was saves as it is stored, even one refused as typed.
    const checked = editing ? checkEditedUrl(url, start.url) : normaliseBookmarkUrl(url)
    if (!checked.ok) return setError(checked.reason)
    const key = bookmarkUrlKey(checked.url)
    const same = (await bookmarksAt(workspace, key)).find((b) => b.id !== editing?.id)
    // Editing, only a changed address is checked: the duplicate was already accepted.
    const changed = !editing || bookmarkUrlKey(editing.url) !== key
    if (same && changed && !anyway) return setDuplicate(same)
    const fields = fieldsOf({ url, title, description, tags, folderId, note }, checked.url)
    if (!editing || gone) {
      // Saved anew, a deleted bookmark keeps what the form does not show.
      const kept = editing && {
        favourite: editing.favourite,
        icon: editing.icon,
        iconUri: editing.iconUri,
        keyword: editing.keyword,
        isPrivate: editing.isPrivate,
        toRead: editing.toRead,
      }
      if (actions.add({ ...kept, ...fields })) onClose()
      return
    }
    // Only the fields changed here are written: another tab's or device's edit of the others,
    // made while this dialog was open, stays.
    const edited = changedFields(fieldsOf(start, stored.ok ? stored.url : start.url), fields)
    if (!Object.keys(edited).length || actions.update(editing, edited)) onClose()
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit(false)
      }}
    >
      <Field
        label="URL"
        error={error}
        hint={
          storedProblem ? (
            <span className="text-warn">
              {storedProblem} It is kept as it is unless you change it.
            </span>
          ) : (
            'A bare address such as example.com gets https://.'
          )
        }
      >
        {(ids) => (
          <Input
            {...ids}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first field
            autoFocus
            data-autofocus
            type="url"
            inputMode="url"
            value={url}
            maxLength={4000}
            placeholder="https://"
            onChange={(event) => {
              setUrl(event.target.value)
              setError(null)
              setDuplicate(null)
            }}
          />
        )}
      </Field>
      <Field label="Title" hint="Left empty, the site’s host is used.">
        {(ids) => (
          <Input
            {...ids}
            value={title}
            maxLength={1000}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label="Description">
        {(ids) => (
          <Textarea
            {...ids}
            value={description}
            maxLength={5000}
            rows={2}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tags" hint="Separated by commas or spaces.">
          {(ids) => (
            <Input {...ids} value={tags} onChange={(event) => setTags(event.target.value)} />
          )}
        </Field>
        <Field label="Folder">
          {(ids) => (
            <Select
              {...ids}
              value={folderId ?? ''}
              onChange={(event) => setFolderId(event.target.value || null)}
            >
              <option value="">No folder</option>
              {flattenFolders(tree).map(({ folder }) => (
                <option key={folder.id} value={folder.id}>
                  {folderPathLabel(tree, folder.id)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <BookmarkNoteField value={note} onChange={setNote} bookmarkId={editing?.id} />
      {editing && <LinkedFrom id={editing.id} heading="h3" />}
      {duplicate && <DuplicateAlert duplicate={duplicate} tree={tree} onClose={onClose} />}
      {gone && <GoneAlert />}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        {duplicate ? (
          <Button look="key" type="button" onClick={() => void submit(true)}>
            Save anyway
          </Button>
        ) : (
          <Button look="key" type="submit">
            {gone ? 'Save as new bookmark' : editing ? 'Save' : 'Add bookmark'}
          </Button>
        )}
      </div>
    </form>
  )
}
