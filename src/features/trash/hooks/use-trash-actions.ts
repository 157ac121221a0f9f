import { confirm } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import type { TrashKind } from '@/data/trash-rules'
import type { TrashItem, useTrash } from '@/data/use-trash'
import { plural } from '@/lib/format'
import { itemTitle, takenAlong } from '../model/trash-text'
import type { TrashButton } from './use-focus-after'

const failed = (title: string) => (error: unknown) =>
  toast({ kind: 'error', title, message: error instanceof Error ? error.message : String(error) })

/**
 * What the Trash's buttons do, with their questions and toasts: 'Restore' (an undo step),
 * 'Delete forever' and 'Empty Trash' (what the filter shows: `kind`), both asked first.
 */
export function useTrashActions(
  trash: ReturnType<typeof useTrash>,
  shown: readonly TrashItem[] | undefined,
  kind: TrashKind | null,
  along: ReadonlyMap<string, number> | undefined,
  /** Told as an item is about to go, by which of its buttons (`useFocusAfter`). */
  going: (item: TrashItem, button: TrashButton) => void,
) {
  const onRestore = (item: TrashItem) => {
    going(item, 'restore')
    return trash
      .restore(item)
      .then(
        () => toast({ kind: 'success', title: 'Restored', message: `“${itemTitle(item)}”` }),
        failed('Could not restore'),
      )
  }

  const onDelete = async (item: TrashItem) => {
    const holds = takenAlong(item.kind, along?.get(item.record.id))
    const ok = await confirm({
      title: `Delete “${itemTitle(item)}” forever?`,
      description: `${holds ? 'It and what it holds' : 'It'} will be gone from this workspace on every device. This cannot be undone.`,
      confirmLabel: 'Delete forever',
      destructive: true,
    })
    if (!ok) return
    going(item, 'delete')
    await trash.deleteForever(item).catch(failed('Could not delete'))
  }

  const onEmpty = async () => {
    const count = shown?.length ?? 0
    const ok = await confirm({
      title: 'Empty the Trash?',
      description: `${count === 1 ? 'One item' : `All ${plural(count, 'item')}`} in the Trash will be deleted for good. This cannot be undone.`,
      confirmLabel: 'Empty Trash',
      destructive: true,
    })
    if (!ok) return
    await trash
      .empty(kind ? [kind] : undefined)
      .then(
        () => toast({ kind: 'success', title: 'Trash emptied' }),
        failed('Could not empty the Trash'),
      )
  }

  return { onRestore, onDelete, onEmpty }
}
