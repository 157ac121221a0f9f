import { useCallback, useMemo } from 'react'
import { useLinkedItems, type LinkedItem } from '@/data/linked-items'
import { linkedTitle } from '@/data/linked-items-read'
import { itemActions } from '@/lib/item-actions'
import { linkedIds } from '@/lib/item-links'
import type { ItemView, ResolveItem } from '@/lib/markdown'

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return ''
  }
}

/** What a link shows of an item: its current title and state (`ItemView`). */
export function itemView(item: LinkedItem): ItemView {
  if (item.state === 'missing') return { kind: item.kind, title: 'Untitled', state: 'missing' }
  const view: ItemView = { kind: item.kind, title: linkedTitle(item), state: item.state }
  if (item.kind === 'todo') view.done = item.record.done
  if (item.kind === 'bookmark')
    Object.assign(view, { url: item.record.url, site: hostOf(item.record.url) })
  return view
}

/**
 * The items a Markdown text links to, kept current, for its preview (`renderMarkdown`'s
 * `resolveItem`), and the handler of clicks on what the links show (a linked todo's checkbox).
 * An item not read yet shows the title written in its link.
 */
export function useItemLinks(text: string) {
  const key = useMemo(() => linkedIds(text).join('\n'), [text])
  const ids = useMemo(() => (key ? key.split('\n') : []), [key])
  const items = useLinkedItems(ids)
  const resolveItem: ResolveItem = useCallback(
    (id) => {
      const item = items?.get(id)
      return item ? itemView(item) : undefined
    },
    [items],
  )
  /** Handles a click on a linked todo's checkbox; true when it did. */
  const onItemClick = useCallback(
    (target: Element, readOnly: boolean): boolean => {
      const box = target.closest<HTMLInputElement>('input[data-item-todo]')
      if (!box) return false
      const item = items?.get(box.dataset.itemTodo ?? '')
      const toggle = itemActions().toggleTodo
      // The todo is the truth: the checkbox follows once it changes.
      if (readOnly || !toggle || item?.kind !== 'todo' || item.state !== 'live') return true
      toggle(item.record)
      return true
    },
    [items],
  )
  return { resolveItem, onItemClick }
}
