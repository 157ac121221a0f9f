import { Button } from '@/components/ui/button'
import type { FolderTree as Tree } from '../model/folders'
import type { BookmarkView, SmartViewId } from '../model/views'
import { FolderTree, SmartViews } from './folder-tree'

const NO_SMART_COUNTS = { all: 0, favourites: 0, untagged: 0 }

/**
 * The Bookmarks screen's side bar (from medium screens up): the smart views and the folder
 * tree, the open `view` marked in them, with how many bookmarks each holds beside it (the smart
 * views' counts are noughts until counted), and 'New folder' for a folder at the top.
 */
export function BookmarksSidebar({
  view,
  tree,
  expanded,
  counts,
  smartCounts,
  onNewFolder,
}: {
  view: BookmarkView
  tree: Tree
  expanded: readonly string[]
  counts: ReadonlyMap<string, number>
  smartCounts: Record<SmartViewId, number> | null
  onNewFolder: () => void
}) {
  return (
    <aside className="hidden w-64 shrink-0 overflow-y-auto border-r border-border bg-surface md:block">
      <nav aria-label="Bookmark folders" className="flex flex-col gap-3 p-3">
        <SmartViews
          current={view.kind === 'smart' ? view.id : ''}
          counts={smartCounts ?? NO_SMART_COUNTS}
        />
        <div className="flex items-center justify-between px-2.5">
          <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Folders</h2>
          <Button look="ghost" size="sm" onClick={onNewFolder}>
            New folder
          </Button>
        </div>
        <FolderTree
          tree={tree}
          expanded={expanded}
          current={view.kind === 'folder' ? view.id : null}
          counts={counts}
        />
      </nav>
    </aside>
  )
}
