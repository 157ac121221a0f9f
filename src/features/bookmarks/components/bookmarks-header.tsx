import {
  ArrowDown,
  ArrowUp,
  Download,
  ExternalLink,
  FileUp,
  FolderInput,
  FolderPlus,
  LayoutGrid,
  List,
  MoreHorizontal,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { confirm } from '@/components/ui/confirm'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { CopyLinkItem } from '@/components/copy-link'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu'
import { toast } from '@/components/ui/toast-store'
import { downloadText, fileSlug, today } from '@/data/download'
import { useWorkspace } from '@/data/hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { plural } from '@/lib/format'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import { setLayout, useBookmarksUi } from '../model/bookmarks-ui-store'
import type { FolderTree } from '../model/folders'
import type { BookmarkView } from '../model/views'
import { ImportDialog, type PendingImport } from './import-dialog'
import { SearchField } from './search-field'

/** Largest bookmark file read. */
const MAX_BYTES = 64 * 1024 * 1024
/** 'Open all' asks first above this many tabs. */
const OPEN_ALL_ASK = 10

/** The view's heading, 'Search bookmarks', 'Add bookmark', the layout and the view's menu. */
export function BookmarksHeader({
  heading,
  view,
  tree,
  onSearch,
  shown,
  onAdd,
  onNewFolder,
  onRename,
  onMoveFolder,
  actions,
}: {
  heading: string
  view: BookmarkView
  tree: FolderTree
  /** Called in a transition: the results may render after the key, never before it. */
  onSearch: (text: string) => void
  shown: readonly Bookmark[]
  onAdd: () => void
  onNewFolder: () => void
  onRename: (folder: BookmarkFolder) => void
  onMoveFolder: (folder: BookmarkFolder) => void
  actions: BookmarkActions
}) {
  const layout = useBookmarksUi((state) => state.layout)
  const workspace = useWorkspace()
  const file = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<PendingImport | null>(null)
  const navigate = useNavigate()
  const folder = view.kind === 'folder' ? view.folder : null

  const openAll = async () => {
    // 'All bookmarks' lists a first page of them: every one opens, read now.
    const every = view.kind === 'smart' && view.id === 'all'
    const urls = (every ? (await workspace.complete('bookmarks')).getAll() : shown).map(
      (b) => b.url,
    )
    if (!urls.length) return
    if (
      urls.length > OPEN_ALL_ASK &&
      !(await confirm({
        title: `Open ${urls.length} tabs?`,
        description: `Every bookmark in “${heading}” opens in a new tab.`,
        confirmLabel: `Open ${urls.length} tabs`,
      }))
    )
      return
    let blocked = 0
    for (const url of urls) {
      // A blank tab first, so it can be told to forget Hearth before it loads the site.
      const tab = window.open('about:blank', '_blank')
      if (!tab) {
        blocked++
        continue
      }
      tab.opener = null
      tab.location.href = url
    }
    if (blocked)
      toast({
        kind: 'warn',
        title: `${blocked} of ${urls.length} tabs were blocked`,
        message: 'Your browser stopped them as pop-ups. Allow pop-ups for Hearth to open them all.',
      })
  }

  const exportFile = async (scope: 'all' | 'folder') => {
    try {
      const [{ bookmarksToTree }, { writeNetscapeBookmarks }] = await Promise.all([
        import('../model/export-bookmarks'),
        import('../model/netscape/write'),
      ])
      const from = scope === 'folder' && folder ? folder.id : null
      // Read now, not on every change while the screen is open.
      const bookmarks = (await workspace.complete('bookmarks')).getAll()
      const root = bookmarksToTree(bookmarks, tree, from)
      const name = from && folder ? fileSlug(folder.title) : 'bookmarks'
      downloadText(`hearth-${name}-${today()}.html`, writeNetscapeBookmarks(root), 'text/html')
      const count = from
        ? bookmarks.filter((b) => b.folderId && tree.descendants(from).has(b.folderId)).length
        : bookmarks.length
      toast({
        kind: 'success',
        title: 'Bookmarks exported',
        message: `${plural(count, 'bookmark')} in a file your browser can import.`,
      })
    } catch (error) {
      toast({
        kind: 'error',
        title: 'Could not export the bookmarks',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const read = async (picked: File) => {
    if (picked.size > MAX_BYTES)
      return toast({
        kind: 'error',
        title: 'The file is too large',
        message: `“${picked.name}” is over 64 MB.`,
      })
    const { readBookmarkFile } = await import('../model/netscape/read-file')
    setPending({ fileName: picked.name, parsed: await readBookmarkFile(picked) })
  }

  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto min-w-0 truncate text-2xl font-semibold">{heading}</h1>
        <Button look="key" size="sm" onClick={onAdd} data-add-bookmark>
          <Plus aria-hidden /> Add bookmark
        </Button>
        {view.kind !== 'missing' && shown.length > 0 && (
          <Button look="ghost" size="sm" onClick={() => void openAll()}>
            <ExternalLink aria-hidden /> Open all
          </Button>
        )}
        <div
          className="flex items-center rounded-md border border-border"
          role="group"
          aria-label="Layout"
        >
          <IconButton
            label="List view"
            size="sm"
            aria-pressed={layout === 'list'}
            onClick={() => setLayout('list')}
          >
            <List aria-hidden />
          </IconButton>
          <IconButton
            label="Grid view"
            size="sm"
            aria-pressed={layout === 'grid'}
            onClick={() => setLayout('grid')}
          >
            <LayoutGrid aria-hidden />
          </IconButton>
        </div>
        <Menu
          label="Bookmarks menu"
          onOpenChange={(open) => {
            // The writers load as the menu opens, so an export's download starts within the click.
            if (open)
              void Promise.all([
                import('../model/export-bookmarks'),
                import('../model/netscape/write'),
              ])
          }}
          trigger={
            <Button look="ghost" size="sm" aria-label="More actions">
              <MoreHorizontal aria-hidden /> More
            </Button>
          }
        >
          <MenuItem onSelect={onNewFolder}>
            <FolderPlus /> New folder
          </MenuItem>
          {folder && (
            <>
              <MenuItem onSelect={() => onRename(folder)}>
                <Pencil /> Rename folder
              </MenuItem>
              <MenuItem onSelect={() => onMoveFolder(folder)}>
                <FolderInput /> Move folder…
              </MenuItem>
              <FolderStepItems folder={folder} actions={actions} />
              <CopyLinkItem id={folder.id} />
              <MenuItem
                destructive
                onSelect={() =>
                  void actions
                    .deleteFolder(folder)
                    .then((deleted) => deleted && void navigate('/bookmarks'))
                }
              >
                <Trash2 /> Delete folder
              </MenuItem>
            </>
          )}
          <MenuSeparator />
          <MenuItem onSelect={() => file.current?.click()}>
            <FileUp /> Import bookmarks…
          </MenuItem>
          <MenuItem onSelect={() => void exportFile('all')}>
            <Download /> Export bookmarks
          </MenuItem>
          {folder && (
            <MenuItem onSelect={() => void exportFile('folder')}>
              <Download /> Export this folder
            </MenuItem>
          )}
        </Menu>
      </div>
      {folder?.description && <p className="-mt-2 text-sm text-fg-muted">{folder.description}</p>}
      <SearchField onSearch={onSearch} />
      <input
        ref={file}
        type="file"
        accept=".html,.htm,text/html"
        className="sr-only"
        tabIndex={-1}
        aria-label="Bookmark file to import"
        data-testid="bookmark-import-input"
        onChange={(event) => {
          const picked = event.target.files?.[0]
          event.target.value = ''
          if (picked)
            void read(picked).catch((error: unknown) =>
              toast({
                kind: 'error',
                title: 'The file cannot be read',
                message: error instanceof Error ? error.message : String(error),
              }),
            )
        }}
      />
      <ImportDialog
        pending={pending}
        tree={tree}
        onClose={() => setPending(null)}
        actions={actions}
      />
    </header>
  )
}

/** 'Move folder up' and 'Move folder down' among its siblings (rendered as the menu opens). */
function FolderStepItems({
  folder,
  actions,
}: {
  folder: BookmarkFolder
  actions: BookmarkActions
}) {
  const siblings = actions.folderSiblings(folder)
  const index = siblings.findIndex((f) => f.id === folder.id)
  return (
    <>
      <MenuItem disabled={index <= 0} onSelect={() => actions.step(folder, siblings, -1)}>
        <ArrowUp /> Move folder up
      </MenuItem>
      <MenuItem
        disabled={index < 0 || index >= siblings.length - 1}
        onSelect={() => actions.step(folder, siblings, 1)}
      >
        <ArrowDown /> Move folder down
      </MenuItem>
    </>
  )
}
