import { FolderInput, Trash2, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import { setSelection } from '../model/bookmarks-ui-store'

/** With bookmarks selected: how many, and moving or deleting them at once. */
export function SelectionBar({
  selected,
  onMove,
  onSelectAll,
  selectingAll,
  actions,
}: {
  selected: readonly Bookmark[]
  onMove: (bookmarks: readonly Bookmark[]) => void
  /** Selects every bookmark the view holds (read first where only pages of them are). */
  onSelectAll: () => void
  /** What 'Select all' is reading to select (`count`: how many, null until counted); null: none. */
  selectingAll: { count: number | null } | null
  actions: BookmarkActions
}) {
  return (
    <section
      aria-label="Selection"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-md border border-accent bg-surface px-3 py-2 shadow-sm"
    >
      <p className="mr-auto text-sm font-medium" role="status">
        {!selectingAll
          ? `${selected.length.toLocaleString('en-GB')} selected`
          : selectingAll.count === null
            ? 'Selecting all…'
            : `Selecting all ${selectingAll.count.toLocaleString('en-GB')}…`}
      </p>
      <Button look="ghost" size="sm" onClick={onSelectAll} disabled={!!selectingAll}>
        Select all
      </Button>
      <Button look="ghost" size="sm" onClick={() => onMove(selected)}>
        <FolderInput aria-hidden /> Move selected…
      </Button>
      <Button
        look="ghost"
        size="sm"
        onClick={() => {
          actions.remove(selected)
          setSelection([])
        }}
      >
        <Trash2 aria-hidden /> Delete selected
      </Button>
      <Button look="ghost" size="sm" onClick={() => setSelection([])}>
        <X aria-hidden /> Clear selection
      </Button>
    </section>
  )
}
