import { usePurgeExpired } from '@/data/use-trash'

/**
 * A background service of the active workspace: what has been in the Trash for 30 days goes
 * for good, a moment after the workspace opens (and whenever the Trash is opened).
 */
export default function TrashKeeper() {
  usePurgeExpired()
  return null
}
