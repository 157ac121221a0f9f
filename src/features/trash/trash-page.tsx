import { ArrowLeft, Trash2 } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Field, Select } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { useNow } from '@/hooks/use-now'
import { TRASH_DAYS, TRASHABLE, type TrashKind } from '@/data/trash-rules'
import { useTakenAlong, useTrash, type TrashItem } from '@/data/use-trash'
import { plural } from '@/lib/format'
import { TrashRow } from './components/trash-row'
import { useFocusAfter } from './hooks/use-focus-after'
import { useTrashActions } from './hooks/use-trash-actions'
import { useParentNames } from './hooks/use-trash-names'
import { deletedWhen, itemTitle, KINDS, takenAlong, whereItWas } from './model/trash-text'

/** An item's key among the Trash's rows (ids are unique per kind). */
const keyOf = (item: TrashItem) => `${item.kind}:${item.record.id}`

const isKind = (value: string | null): value is TrashKind =>
  (TRASHABLE as readonly string[]).includes(value ?? '')

/**
 * The Trash: every item deleted in the last 30 days, of every kind, newest first, with a filter
 * by kind (`?kind=notes`: Notes' Trash). 'Restore' puts an item back where it was; 'Delete
 * forever' and 'Empty Trash' ask first. Items 30 days old go as it opens.
 */
export default function TrashPage() {
  const trash = useTrash()
  const { items, purgeExpired } = trash
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const kind = isKind(params.get('kind')) ? (params.get('kind') as TrashKind) : null
  // Ticks once a minute: how long ago each went, and how long it has left.
  const now = useNow(60_000).getTime()

  useEffect(() => {
    purgeExpired().catch(() => {})
  }, [purgeExpired])

  const shown = useMemo(() => items?.filter((item) => !kind || item.kind === kind), [items, kind])
  const leaders = useMemo(
    () =>
      (shown ?? [])
        .filter((item) => item.kind === 'todoLists' || item.kind === 'bookmarkFolders')
        .map((item) => item.record.id),
    [shown],
  )
  const along = useTakenAlong(leaders)
  const nameOf = useParentNames(items)
  const keys = useMemo(() => shown?.map(keyOf), [shown])
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfter = useFocusAfter(keys, heading)
  const { onRestore, onDelete, onEmpty } = useTrashActions(
    trash,
    shown,
    kind,
    along,
    (item, button) => focusAfter(keyOf(item), button),
  )

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-3 py-6">
      <header className="flex flex-wrap items-center gap-2">
        {kind === 'notes' && (
          // Notes' way here ('Trash' in Notes) leads back.
          <Button look="ghost" size="sm" onClick={() => void navigate('/notes')}>
            <ArrowLeft aria-hidden /> Back to notes
          </Button>
        )}
        <h1
          ref={heading}
          tabIndex={-1}
          className="mr-auto text-2xl font-semibold focus:outline-none"
        >
          Trash
        </h1>
        <Button look="destructive" disabled={!shown?.length} onClick={() => void onEmpty()}>
          <Trash2 aria-hidden /> Empty Trash
        </Button>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {items
            ? `${plural(items.length, 'item')} · each kept for ${TRASH_DAYS} days after it was deleted`
            : `Deleted items are kept here for ${TRASH_DAYS} days.`}
        </p>
        <Field label="Show" className="w-48">
          {(ids) => (
            <Select
              {...ids}
              value={kind ?? ''}
              onChange={(event) =>
                setParams(event.target.value ? { kind: event.target.value } : {}, {
                  replace: true,
                })
              }
            >
              <option value="">Everything</option>
              {TRASHABLE.map((value) => (
                <option key={value} value={value}>
                  {KINDS[value].many}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {items === null ? (
        <Alert kind="warn" title="The Trash cannot be read right now">
          Hearth is still indexing this workspace after an update. This takes a moment.
        </Alert>
      ) : !shown ? (
        <Spinner label="Loading the Trash" />
      ) : shown.length ? (
        <ul aria-label="Trash" className="rounded-lg border border-border bg-surface">
          {shown.map((item) => (
            <TrashRow
              key={keyOf(item)}
              rowKey={keyOf(item)}
              item={item}
              title={itemTitle(item)}
              details={[
                KINDS[item.kind].one,
                whereItWas(item, nameOf),
                deletedWhen(item.record.trashedAt ?? now, now),
                takenAlong(item.kind, along?.get(item.record.id)),
              ]
                .filter(Boolean)
                .join(' · ')}
              onRestore={() => void onRestore(item)}
              onDelete={() => void onDelete(item)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Trash2}
          title={
            kind && items?.length
              ? `No ${KINDS[kind].many.toLowerCase()} in the Trash`
              : 'The Trash is empty'
          }
        >
          What you delete stays here for {TRASH_DAYS} days, so you can restore it.
        </EmptyState>
      )}
    </div>
  )
}
