import { useLayoutEffect } from 'react'

/**
 * What a first commit shows: render `Probe` after what is tested, as a sibling; its layout
 * effect runs once that commit is in the DOM, before any render that follows, and notes how
 * many elements match `selector` then (`counts`).
 */
export function firstCommitProbe(selector: string) {
  const counts: number[] = []
  function Probe() {
    useLayoutEffect(() => {
      counts.push(document.querySelectorAll(selector).length)
    }, [])
    return null
  }
  return { Probe, counts }
}
