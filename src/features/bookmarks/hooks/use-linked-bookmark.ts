import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import type { Bookmark } from '@/data/records/bookmark'

/** How long a bookmark opened by its address stays marked. */
const MARKED_MS = 2500

/**
 * The bookmark an address names (`?bookmark=<id>`, from its item address): the view shows pages
 * until it is among the rows drawn (a view read a page at a time, 'All bookmarks', reads on),
 * then its row is scrolled into view and its link focused, and it is marked for a moment
 * (`data-marked`). The parameter goes from the address once done, or once the view turns out
 * not to hold it.
 */
export function useLinkedBookmark({
  listed,
  drawn,
  total,
  page,
  active,
}: {
  /** The view's bookmarks in order, as far as read. */
  listed: readonly Bookmark[]
  /** How many of them are drawn, how many pages that is, and a way to draw one more. */
  drawn: { count: number; pages: number; grown: boolean; more: () => void }
  /** How many the view holds. */
  total: number
  /** Rows in a page. */
  page: number
  /** False while the view is read or searched. */
  active: boolean
}) {
  const [params, setParams] = useSearchParams()
  const id = params.get('bookmark')
  const at = id && active ? listed.findIndex((bookmark) => bookmark.id === id) : -1
  const drawnNow = at >= 0 && at < drawn.count
  // Waiting for the pages asked for to be read (fewer than asked): nothing to decide yet.
  const read = listed.length >= Math.min(total, drawn.pages * page)
  const { more } = drawn
  useEffect(() => {
    if (!id || !active || drawnNow || !drawn.grown || !read) return
    if (at >= 0 || total > listed.length) more()
    else
      setParams(
        (p) => {
          p.delete('bookmark')
          return p
        },
        { replace: true },
      )
  }, [id, active, drawnNow, drawn.grown, read, at, total, listed.length, more, setParams])
  useEffect(() => {
    if (!id || !drawnNow) return
    const row = document.querySelector<HTMLElement>(`[data-bookmark-id="${window.CSS.escape(id)}"]`)
    if (!row) return
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
    row.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true })
    mark(row)
    setParams(
      (p) => {
        p.delete('bookmark')
        return p
      },
      { replace: true },
    )
  }, [id, drawnNow, setParams])
}

/** Marks a row for a moment (its look is the row's `data-marked:` classes). */
function mark(row: HTMLElement) {
  row.dataset.marked = ''
  setTimeout(() => delete row.dataset.marked, MARKED_MS)
}
