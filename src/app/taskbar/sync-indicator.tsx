import { Cloud, CloudAlert, CloudOff, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { SYNC_STATUS_TEXT, useSyncState } from '@/data/sync/sync-state'
import { cn } from '@/lib/cn'

const ICONS = {
  synced: Cloud,
  syncing: RefreshCw,
  connecting: RefreshCw,
  offline: CloudOff,
  error: CloudAlert,
} as const

/**
 * The sync state beside the clock, on a paired device while the active workspace syncs; it
 * opens Settings > Data, where sync is set up.
 */
export function SyncIndicator() {
  const { device, status } = useSyncState()
  if (!device || status === 'off') return null
  const Icon = ICONS[status]
  const text = SYNC_STATUS_TEXT[status]
  return (
    <Tooltip content={text}>
      <Link
        to="/settings/data"
        aria-label={`Sync: ${text}`}
        data-sync-status={status}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-(--radius) text-fg-muted hover:bg-surface-2 hover:text-fg',
          status === 'error' && 'text-error',
        )}
      >
        <Icon
          aria-hidden
          className={cn('size-4', status === 'syncing' && 'motion-safe:animate-spin')}
        />
      </Link>
    </Tooltip>
  )
}
