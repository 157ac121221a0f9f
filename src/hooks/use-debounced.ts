import { useEffect, useState } from 'react'

/** `value`, once it has stopped changing for `delay` ms (at once when `delay` is 0). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (delay <= 0) return
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return delay <= 0 ? value : settled
}
