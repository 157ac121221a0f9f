import { useCallback, useState } from 'react'
import type { CollectionName, CollectionRecords } from './collections'
import { rangeKey, type RowRange } from './row-query'
import { useRowPage } from './soon-hooks'

interface Shown<K extends CollectionName> {
  records: readonly CollectionRecords[K][]
  total: number | null
}

/**
 * A long list read from the row store a page at a time (the Notes list): the first `step`
 * records of a range (in the index's order, or backwards), `step` more each time `more()` is
 * called (the reader scrolled near the end), kept current as rows change (`RowPage`). While a
 * longer page is read the shorter one stays on screen. Undefined until first read; null while
 * the rows cannot serve it (read the collection instead), or when not `enabled`.
 */
export function useGrowingPage<K extends CollectionName>(
  collection: K,
  where: RowRange,
  step: number,
  enabled: boolean,
): (Shown<K> & { more: () => void }) | null | undefined {
  const key = rangeKey(collection, where)
  const [limit, setLimit] = useState({ key, limit: step })
  // Another range starts again from its first page.
  const asked = limit.key === key ? limit.limit : step
  const page = useRowPage(collection, where, asked, enabled)
  const [kept, setKept] = useState<{ key: string; page: Shown<K> } | null>(null)
  if (page && kept?.page !== page) setKept({ key, page })
  const shown = page ?? (page === undefined && kept?.key === key ? kept.page : page)
  const full = !!shown && shown.records.length >= asked
  const more = useCallback(() => {
    // Only a full page has more after it; asked again while the next one is read, nothing.
    if (full) setLimit({ key, limit: asked + step })
  }, [full, key, asked, step])
  return shown ? { ...shown, more } : shown
}
