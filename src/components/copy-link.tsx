import { Link2 } from 'lucide-react'
import { itemAddress } from '@/lib/item-links'
import { MenuItem } from './ui/menu'
import { toast } from './ui/toast-store'

/**
 * Puts an item's address (`itemAddress`: this page's address with `#/go/<id>`) on the
 * clipboard and says so in a toast: 'Link copied', or 'Could not copy the link' when the
 * browser refuses the clipboard. Resolves to whether it was copied.
 */
export async function copyItemLink(id: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(itemAddress(id))
  } catch {
    toast({
      kind: 'error',
      title: 'Could not copy the link',
      message: 'The browser refused the clipboard. Allow Hearth to use it, then try again.',
      group: 'copy-link',
    })
    return false
  }
  toast({ kind: 'success', title: 'Link copied', group: 'copy-link' })
  return true
}

/** 'Copy link' in an item's menu: copies the item's address (`copyItemLink`). */
export function CopyLinkItem({ id }: { id: string }) {
  return (
    <MenuItem onSelect={() => void copyItemLink(id)}>
      <Link2 /> Copy link
    </MenuItem>
  )
}
