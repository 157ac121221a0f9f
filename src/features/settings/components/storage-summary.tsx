import { useEffect, useState } from 'react'
import { COLLECTION_LABELS } from '@/data/collections'
import { useWorkspaces } from '@/data/hooks'
import { useCounts } from '@/data/use-row-counts'
import { useTrashCount } from '@/data/use-trash'
import { Link } from 'react-router'

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}

const PERSIST_TEXT = {
  unknown: 'Not asked yet: Hearth asks the first time you save something.',
  granted: 'Persistent: the browser will not clear Hearth’s data to free space.',
  denied:
    'Best effort: the browser may clear Hearth’s data when space runs low. Export now and then to be safe.',
  unsupported: 'This browser cannot promise to keep Hearth’s data. Export now and then to be safe.',
}

/** Storage used and available, persistence, and what the active workspace holds. */
export function StorageSummary() {
  const counts = useCounts()
  const trashed = useTrashCount()
  const { persist } = useWorkspaces()
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null)
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then(({ usage = 0, quota = 0 }) => setEstimate({ usage, quota }))
  }, [counts])

  return (
    <section aria-labelledby="storage-heading" className="space-y-3">
      <h2 id="storage-heading" className="text-lg font-semibold">
        Storage
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-fg-muted">Used</dt>
        <dd data-testid="storage-used">{estimate ? formatBytes(estimate.usage) : '…'}</dd>
        <dt className="text-fg-muted">Available</dt>
        <dd data-testid="storage-available">
          {estimate ? formatBytes(Math.max(0, estimate.quota - estimate.usage)) : '…'}
        </dd>
        <dt className="text-fg-muted">Persistence</dt>
        <dd data-testid="storage-persistence">{PERSIST_TEXT[persist]}</dd>
      </dl>
      <table className="w-full max-w-sm text-sm">
        <caption className="mb-1 text-left text-fg-muted">In this workspace</caption>
        <tbody>
          {Object.entries(COLLECTION_LABELS).map(([name, label]) => (
            <tr key={name} className="border-t border-border">
              <th scope="row" className="py-1 text-left font-normal">
                {label}
              </th>
              <td className="py-1 text-right tabular-nums">
                {counts ? counts[name as keyof typeof COLLECTION_LABELS] : '…'}
              </td>
            </tr>
          ))}
          <tr className="border-t border-border">
            <th scope="row" className="py-1 text-left font-normal">
              <Link to="/trash" className="underline underline-offset-4">
                In the Trash
              </Link>
            </th>
            <td className="py-1 text-right tabular-nums" data-testid="trash-size">
              {trashed === null ? '—' : (trashed ?? '…')}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}
