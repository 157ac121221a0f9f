import { Archive, FileUp, Search, Trash2 } from 'lucide-react'
import { memo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input, Select } from '@/components/ui/field'
import { toast } from '@/components/ui/toast-store'
import { plural } from '@/lib/format'
import { useWorkspace } from '@/data/hooks'
import { SORT_LABELS, type NotesSort } from '../model/notes-query'
import { useNotesUi } from '../model/notes-ui-store'
import { exportNotesZip } from '../model/transfer-notes'

interface NotesToolbarProps {
  /** Every tag of the notes outside the Trash, in order. */
  tags: readonly string[]
  trashCount: number
  onImport: (files: File[]) => void
}

/** The search field: the only part of the toolbar that changes with each keystroke. */
function SearchField() {
  const query = useNotesUi((state) => state.query)
  const set = useNotesUi((state) => state.set)
  return (
    <div className="relative min-w-48 flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
      />
      <Input
        type="search"
        aria-label="Search notes"
        placeholder="Search notes"
        value={query}
        // Every note is read for the search from the moment it is asked for.
        onFocus={() => set({ searchWanted: true })}
        onChange={(event) => set({ query: event.target.value })}
        onKeyDown={(event) => event.key === 'Escape' && query && set({ query: '' })}
        className="pl-8"
      />
    </div>
  )
}

/** Search, sort, tag filter, import, export and the way to the Trash. */
export const NotesToolbar = memo(function NotesToolbar({
  tags,
  trashCount,
  onImport,
}: NotesToolbarProps) {
  const searching = useNotesUi((state) => state.query.trim() !== '')
  const sort = useNotesUi((state) => state.sort)
  const tag = useNotesUi((state) => state.tag)
  const set = useNotesUi((state) => state.set)
  const navigate = useNavigate()
  const fileInput = useRef<HTMLInputElement>(null)
  const workspace = useWorkspace()

  const exportAll = async () => {
    // Read now: the list may still be reading every note.
    const live = (await workspace.complete('notes'))
      .getAll()
      .filter((note) => note.trashedAt === null)
    if (!live.length) return toast({ kind: 'info', title: 'There are no notes to export' })
    await exportNotesZip(workspace, live)
    toast({
      kind: 'success',
      title: 'Notes exported',
      message: `${plural(live.length, 'note')} saved as Markdown files in a .zip.`,
    })
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchField />
      <Select
        aria-label="Sort notes"
        value={sort}
        disabled={searching}
        title={searching ? 'Search results are sorted by relevance' : undefined}
        onChange={(event) => set({ sort: event.target.value as NotesSort })}
        className="w-auto"
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Filter by tag"
        value={tag ?? ''}
        onChange={(event) => set({ tag: event.target.value || null })}
        className="w-auto max-w-40"
      >
        <option value="">All tags</option>
        {tags.map((name) => (
          <option key={name} value={name}>
            #{name}
          </option>
        ))}
        {tag && !tags.includes(tag) && <option value={tag}>#{tag}</option>}
      </Select>
      <div className="flex flex-wrap gap-1">
        <Button look="ghost" size="md" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden /> Import notes
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept=".md,.markdown,.txt,.zip,text/markdown,text/plain,application/zip"
          className="hidden"
          aria-label="Markdown or text files, or a .zip of them, to import"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            if (files.length) onImport(files)
          }}
        />
        <Button look="ghost" onClick={() => void exportAll()}>
          <Archive aria-hidden /> Export all notes
        </Button>
        {/* The app's Trash, showing notes: every kind of item deleted goes there. */}
        <Button
          look="ghost"
          onClick={() => void navigate('/trash?kind=notes')}
          title={`${trashCount} in the Trash`}
        >
          <Trash2 aria-hidden /> Trash
          {trashCount > 0 && (
            <span aria-hidden className="rounded-full bg-surface-3 px-1.5 text-xs">
              {trashCount}
            </span>
          )}
        </Button>
      </div>
    </div>
  )
})
