import { useEffect, useState } from 'react'

const STEP = { second: 1000, minute: 60_000 } as const

/**
 * The current time, refreshed as each new second or minute begins (not some time into it, as
 * a plain interval would), and at once when the tab is shown again: background tabs run timers
 * late. A clock without seconds thus renders once a minute, on the minute.
 */
export function useAlignedNow(unit: keyof typeof STEP): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const step = STEP[unit]
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      // From the time now, so a late timer does not push every later one back.
      timer = setTimeout(tick, step - (Date.now() % step))
    }
    const tick = () => {
      setNow(new Date())
      schedule()
    }
    const onShow = () => {
      if (document.visibilityState !== 'visible') return
      clearTimeout(timer)
      tick()
    }
    schedule()
    document.addEventListener('visibilitychange', onShow)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onShow)
    }
  }, [unit])
  return now
}
