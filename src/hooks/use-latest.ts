import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function, the same on every render, that gives `value` as last rendered: for callbacks of
 * rows that read the whole list (their siblings) without every row drawing again when the
 * list changes.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])
  return useCallback(() => latest.current, [])
}
