import { Tooltip } from '@/components/ui/tooltip'
import { useActiveWorkspace, useRecord, WorkspaceContext } from '@/data/hooks'
import { WORKSPACE_SETTINGS_ID } from '@/data/records/workspace-settings'
import type { TaskbarSettings } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { taskbarButtonClass, TaskbarLabel } from './taskbar-button'

interface LinkProps {
  iconSize: TaskbarSettings['iconSize']
  showLabels: boolean
}

/** The active workspace's pinned bookmarks, after the section buttons (nothing until it opens). */
export default function PinnedLinks(props: LinkProps) {
  const workspace = useActiveWorkspace()
  if (!workspace) return null
  return (
    <WorkspaceContext.Provider key={workspace.id} value={workspace}>
      <Pinned {...props} />
    </WorkspaceContext.Provider>
  )
}

function Pinned(props: LinkProps) {
  const pinned = useRecord('settings', WORKSPACE_SETTINGS_ID)?.pinnedLinks ?? []
  if (pinned.length === 0) return null
  return (
    <>
      <span aria-hidden className="mx-0.5 h-6 w-px shrink-0 bg-border sm:mx-1" />
      {pinned.map((id) => (
        <PinnedLink key={id} id={id} {...props} />
      ))}
    </>
  )
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

/** One pinned bookmark; a pin whose bookmark was deleted shows nothing. */
function PinnedLink({ id, iconSize, showLabels }: LinkProps & { id: string }) {
  const bookmark = useRecord('bookmarks', id)
  if (!bookmark) return null
  const title = bookmark.title.trim() || hostOf(bookmark.url) || bookmark.url
  const box = iconSize === 'medium' ? 'size-6' : 'size-5'
  return (
    <Tooltip content={title}>
      <a
        href={bookmark.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={title}
        data-pinned-link={id}
        className={cn(taskbarButtonClass(iconSize, showLabels), 'text-fg')}
      >
        {bookmark.icon ? (
          // Only raster data URLs are stored (the schema refuses SVG and remote addresses).
          <img src={bookmark.icon} alt="" aria-hidden className={cn('rounded-sm', box)} />
        ) : (
          <LetterTile title={title} className={box} />
        )}
        {showLabels && <TaskbarLabel>{title}</TaskbarLabel>}
      </a>
    </Tooltip>
  )
}

function LetterTile({ title, className }: { title: string; className: string }) {
  const letter = title.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '?'
  return (
    <span
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-sm bg-accent text-xs font-semibold text-on-accent',
        className,
      )}
    >
      {letter}
    </span>
  )
}
