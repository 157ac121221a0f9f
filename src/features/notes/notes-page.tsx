import { ArrowLeft, NotebookPen, Plus, Trash2 } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Tooltip } from '@/components/ui/tooltip'
import { Spinner } from '@/components/ui/spinner'
import { formatCount, plural } from '@/lib/format'
import { whenIdle } from '@/lib/idle'
import { useShortcutHint } from '@/lib/shortcuts'
import { ImportDropZone } from './components/import-drop-zone'
import { NoteEditor } from './components/lazy-parts'
import { NotesList } from './components/notes-list'
import { NotesToolbar } from './components/notes-toolbar'
import { useNoteActions } from './hooks/use-note-actions'
import { useNotesShown } from './hooks/use-notes-shown'
import { warmTimeFormats } from './model/notes-query'
import { useNotesUi } from './model/notes-ui-store'

// This screen's code is fetched ahead, while the page is idle (`preloadScreens`): the list's
// time formats are made then too, in a task of their own, not with its first rows.
whenIdle(warmTimeFormats, { timeout: 5_000 })

/** Notes: every note (or the Trash), searchable, sortable and filterable by tag. */
export default function NotesPage() {
  const { shown, trashed, tags, live, searched, more } = useNotesShown()
  const actions = useNoteActions()
  const tag = useNotesUi((state) => state.tag)
  const trash = useNotesUi((state) => state.trash)
  const set = useNotesUi((state) => state.set)
  // Alt+N is the 'notes:new' command's, dispatched by the app; the button shows its key.
  const newNoteKeys = useShortcutHint('notes:new')

  // Opening a note should not wait for the editor's code: fetch it while the list is idle.
  useEffect(() => {
    return whenIdle(() => void NoteEditor.preload().catch(() => {}), {
      timeout: 3000,
      fallbackDelay: 1000,
    })
  }, [])

  return (
    <ImportDropZone onFiles={(files) => void actions.importFiles(files)}>
      <div className="flex h-full flex-col">
        <header className="mx-auto w-full max-w-3xl space-y-3 px-3 pt-6 pb-3">
          <div className="flex flex-wrap items-center gap-2">
            {trash && (
              <Button look="ghost" size="sm" onClick={() => set({ trash: false })}>
                <ArrowLeft aria-hidden /> Back to notes
              </Button>
            )}
            <h1 className="mr-auto text-2xl font-semibold">{trash ? 'Trash' : 'Notes'}</h1>
            {trash ? (
              <Button
                look="destructive"
                disabled={!trashed.length}
                onClick={() => void actions.emptyTrash(trashed)}
              >
                <Trash2 aria-hidden /> Empty trash
              </Button>
            ) : (
              <Tooltip content={newNoteKeys ? `New note · ${newNoteKeys.label}` : 'New note'}>
                <Button
                  look="key"
                  onClick={() => actions.createNote()}
                  aria-keyshortcuts={newNoteKeys?.aria}
                >
                  <Plus aria-hidden /> New note
                </Button>
              </Tooltip>
            )}
          </div>
          <NotesToolbar tags={tags} trashCount={trashed.length} onImport={actions.importFiles} />
          <p className="text-xs text-fg-muted" aria-live="polite">
            {live === undefined || !shown
              ? ''
              : trash
                ? `${trashed.length} in the Trash · kept for 30 days`
                : searched.trim()
                  ? `${formatCount(shown.length)} of ${plural(live, 'note')} match`
                  : tag
                    ? `${formatCount(shown.length)} of ${plural(live, 'note')}`
                    : plural(live, 'note')}
          </p>
        </header>
        {!shown ? (
          <Spinner label="Loading notes" />
        ) : shown.length ? (
          <NotesList
            notes={shown}
            label={trash ? 'Trash' : 'Notes'}
            actions={actions}
            query={searched}
            onNearEnd={more}
          />
        ) : (
          <Empty
            trash={trash}
            searching={!!searched.trim() || !!tag}
            onCreate={actions.createNote}
          />
        )}
      </div>
    </ImportDropZone>
  )
}

function Empty({
  trash,
  searching,
  onCreate,
}: {
  trash: boolean
  searching: boolean
  onCreate: () => void
}) {
  if (searching)
    return (
      <EmptyState icon={NotebookPen} title="No notes match">
        Try other words, or clear the search and the tag filter.
      </EmptyState>
    )
  if (trash)
    return (
      <EmptyState icon={Trash2} title="The Trash is empty">
        Deleted notes wait here for 30 days before they are gone for good.
      </EmptyState>
    )
  return (
    <EmptyState icon={NotebookPen} title="No notes yet">
      <p>Write your first note, or drop Markdown files here to import them.</p>
      <Button look="key" className="mt-4" onClick={() => onCreate()}>
        <Plus aria-hidden /> Create a note
      </Button>
    </EmptyState>
  )
}
