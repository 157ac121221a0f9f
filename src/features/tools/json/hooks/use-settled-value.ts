import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delay` ms; with no delay, `value` itself. Lets a
 * large text be typed into without redoing slow work (a megabyte of formatted output) on every
 * key.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  // No delay: keep up at once, so a later delay starts from the current value, not a stale one.
  if (delay <= 0 && settled !== value) setSettled(value)
  useEffect(() => {
    if (delay <= 0) return
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return delay <= 0 ? value : settled
}
