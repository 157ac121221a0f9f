import { startTransition, useCallback, useEffect, useState } from 'react'

/**
 * How much of a view the Bookmarks screen draws: `pages` pages (one more on each `more()`,
 * back to one for a new view or search, `viewKey`), and whether the first page has grown past
 * the first rows. A new view or search draws its first few rows in the frame that follows,
 * and the rest of its page once that frame is painted: while someone types, only the first
 * rows render.
 */
export function useDrawnPages(viewKey: string) {
  const [pages, setPages] = useState({ key: viewKey, pages: 1 })
  const [grown, setGrown] = useState<string | null>(null)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(
      () => (timer = window.setTimeout(() => startTransition(() => setGrown(viewKey)), 150)),
    )
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [viewKey])
  const current = pages.key === viewKey ? pages.pages : 1
  const more = useCallback(() => setPages({ key: viewKey, pages: current + 1 }), [viewKey, current])
  return { pages: current, grown: grown === viewKey, more }
}
