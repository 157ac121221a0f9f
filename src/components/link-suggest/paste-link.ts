import { linkedTitle, readLinkedItems, type ItemReader } from '@/data/linked-items-read'
import { idInAddress, itemLink } from '@/lib/item-links'

/**
 * What pasting `text` writes: an item's address (as 'Copy link' copies it) becomes a link to
 * the item with its current title, as `[[` writes one; anything else, and the address of an
 * item this workspace does not have, is pasted as it is. Null: not an address, paste as usual.
 */
export function pastedLink(workspace: ItemReader, text: string): Promise<string> | null {
  const id = idInAddress(text)
  if (!id) return null
  return readLinkedItems(workspace, [id]).then(
    (items) => {
      const item = items.get(id)
      return item && item.state !== 'missing' ? itemLink(id, linkedTitle(item)) : text
    },
    () => text,
  )
}
