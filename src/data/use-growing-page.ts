import { useCallback, useState } from 'react'
import type { CollectionName, CollectionRecords } from './collections'
import { rangeKey, type RowRange } from './row-query'
import { useRowPage } from './soon-hooks'

interface Shown<K extends CollectionName> {
  records: readonly CollectionRecords[K][]
  total: number | null
}

/**
 * `useRowPage`, keeping the last page read while a longer one (or the same after a change) is
 * read: a list that grows never goes blank. `limit` is what the page shown was read with (fewer
 * records than that: the range ends there). Undefined until first read; null while the rows
 * cannot serve it, or when not `enabled`. Not `counted`: `total` stays null (`useRowPage`).
 */
export function useKeptRowPage<K extends CollectionName>(
  collection: K,
  where: RowRange,
  limit: number,
  enabled: boolean,
  counted = true,
): (Shown<K> & { limit: number }) | null | undefined {
  const key = rangeKey(collection, where)
  const page = useRowPage(collection, where, limit, enabled, counted)
  const [kept, setKept] = useState<{
    key: string
    from: Shown<K>
    shown: Shown<K> & { limit: number }
  } | null>(null)
  if (page && (kept?.from !== page || kept.key !== key))
    setKept({ key, from: page, shown: { ...page, limit } })
  if (page === null) return null
  return kept?.key === key ? kept.shown : undefined
}

/**
 * A long list read from the row store a page at a time (the Notes list): the first `first`
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
  /** The first page's length: what a screen shows at once (the rest is read as it scrolls). */
  first = step,
): (Shown<K> & { more: () => void }) | null | undefined {
  const key = rangeKey(collection, where)
  const [limit, setLimit] = useState({ key, limit: first })
  // Another range starts again from its first page.
  const asked = limit.key === key ? limit.limit : first
  const shown = useKeptRowPage(collection, where, asked, enabled)
  const full = !!shown && shown.records.length >= asked
  const more = useCallback(() => {
    // Only a full page has more after it; asked again while the next one is read, nothing.
    if (full) setLimit({ key, limit: asked + step })
  }, [full, key, asked, step])
  return shown ? { ...shown, more } : shown
}
