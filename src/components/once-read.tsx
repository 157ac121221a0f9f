import type { ReactNode } from 'react'
import type { CollectionName, CollectionRecords } from '@/data/collections'
import { useRecordsSoon } from '@/data/soon-hooks'
import { cn } from '@/lib/cn'

/**
 * Renders `children` with every record of a collection once they are read (from rows, in
 * slices, in a large workspace after a start from rows: never decoding the workspace on the
 * page), and says `reading` meanwhile: for what must see all of them (duplicates counted, pins
 * kept).
 */
export function OnceRead<K extends CollectionName>({
  collection,
  reading,
  className,
  children,
}: {
  collection: K
  reading: string
  className?: string
  children: (records: readonly CollectionRecords[K][]) => ReactNode
}) {
  const records = useRecordsSoon(collection)
  if (!records)
    return (
      <p className={cn('text-sm', className)} role="status">
        {reading}
      </p>
    )
  return children(records)
}
