import { useEffect, useState } from 'react'
import { TIMING } from '@/config/constants'

/** The current time, refreshed every second (or every `interval` ms). */
export function useNow(interval: number = TIMING.clockRefresh): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval)
    return () => clearInterval(timer)
  }, [interval])
  return now
}
