import { NotebookPen, Plus } from 'lucide-react'
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

/** Notes: every note outside the Trash, searchable, sortable and filterable by tag. */
export default function NotesPage() {
  const { shown, matched, trashCount, tags, live, searched, resultsFor, more } = useNotesShown()
  const actions = useNoteActions()
  const tag = useNotesUi((state) => state.tag)
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
            <h1 className="mr-auto text-2xl font-semibold">Notes</h1>
            <Tooltip content={newNoteKeys ? `New note · ${newNoteKeys.label}` : 'New note'}>
              <Button
                look="key"
                onClick={() => actions.createNote()}
                aria-keyshortcuts={newNoteKeys?.aria}
              >
                <Plus aria-hidden /> New note
              </Button>
            </Tooltip>
          </div>
          <NotesToolbar tags={tags} trashCount={trashCount} onImport={actions.importFiles} />
          <p className="text-xs text-fg-muted" aria-live="polite">
            {live === undefined || !shown || matched === undefined
              ? ''
              : searched.trim()
                ? `${formatCount(matched)} of ${plural(live, 'note')} match`
                : tag
                  ? `${formatCount(matched)} of ${plural(live, 'note')}`
                  : plural(live, 'note')}
          </p>
        </header>
        {!shown ? (
          <Spinner label="Loading notes" />
        ) : shown.length ? (
          <NotesList
            notes={shown}
            label="Notes"
            actions={actions}
            query={resultsFor}
            onNearEnd={more}
          />
        ) : (
          <Empty searching={!!searched.trim() || !!tag} onCreate={actions.createNote} />
        )}
      </div>
    </ImportDropZone>
  )
}

function Empty({ searching, onCreate }: { searching: boolean; onCreate: () => void }) {
  if (searching)
    return (
      <EmptyState icon={NotebookPen} title="No notes match">
        Try other words, or clear the search and the tag filter.
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
