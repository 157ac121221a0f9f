import { useLayoutEffect, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * An element's content width, measured before the first paint and followed as it changes.
 *
 * `guess` gives the first render a width before the element exists. Then the element is not
 * measured at once (reading its width in the commit would lay the page out there, inside the
 * commit's task): the first resize observation, which comes after the browser's own layout and
 * before it paints, puts a wrong guess right before that paint. Without a guess, the first render
 * sees 0 and the element is measured in the commit.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, guess?: () => number): number {
  const [width, setWidth] = useState(() => guess?.() ?? 0)
  const guessed = guess !== undefined
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (!guessed) setWidth(element.clientWidth)
    let first = guessed
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const next = Math.round(entry.contentRect.width)
      if (!first) return setWidth(next)
      first = false
      flushSync(() => setWidth(next))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, guessed])
  return width
}
