import { useEffect, useReducer } from 'react'
import type { Repeat } from '@/data/records/todo'
import { loadRecurrence, recurrenceIfLoaded } from '../model/recurrence-soon'
import { describeUsualRepeat, withCompletion } from '../model/repeat-rules'

/**
 * A repeat in words. The usual ones need no rrule.js; another is put in words by it, fetched
 * the first time one shows ('Repeats' until then).
 */
export function useRepeatText(repeat: Repeat): string {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const usual = describeUsualRepeat(repeat)
  const rules = usual === null ? recurrenceIfLoaded() : null
  const waiting = usual === null && !rules
  useEffect(() => {
    if (!waiting) return
    let live = true
    loadRecurrence().then(
      () => live && arrived(),
      () => {},
    )
    return () => {
      live = false
    }
  }, [waiting])
  if (usual !== null) return withCompletion(repeat, usual)
  return rules ? rules.describeRepeat(repeat) : withCompletion(repeat, 'Repeats')
}
