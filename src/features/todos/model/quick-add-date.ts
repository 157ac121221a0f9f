import { casual } from 'chrono-node/en'
import { dayOf } from './days'

/** A date the quick-add parser found; offsets are into the text it read. */
export interface FoundDate {
  start: number
  end: number
  day: string
  time: string | null
  /** False for a time alone ("5pm"), whose day chrono-node only guessed. */
  dayCertain: boolean
}

/** "tom" in lower case is tomorrow; "Tom" is a name. */
const TOM = /(?<![\p{L}\p{N}_\\])tom(?![\p{L}\p{N}_])/gu
const pad = (n: number) => String(n).padStart(2, '0')

/** The first date in `text` that is not a false friend; offsets are into `text`. */
export function findDate(text: string, now: Date): FoundDate | null {
  if (!/\p{L}|\d/u.test(text)) return null
  // "tom" is "tomorrow": chrono sees the long word, and the offsets are mapped back.
  const toms: number[] = []
  const widened = text.replace(TOM, (_word, offset: number) => {
    toms.push(offset)
    return 'tomorrow'
  })
  const back = (i: number) => i - toms.filter((o) => o < i).length * 5
  for (const result of casual.parse(widened, now, { forwardDate: true })) {
    // chrono takes the spaces before "morning" along ("(?:this)?\s{0,3}morning"), and those
    // may be a part found before: the date starts at its first word.
    const lead = result.text.length - result.text.trimStart().length
    const start = back(result.index + lead)
    const end = back(result.index + result.text.length)
    const words = result.text.trim().toLowerCase()
    // A bare number or "sun" in a sentence is not a date.
    if (/^\d+$/.test(words)) continue
    if (words === 'sun' && !/\b(on|next|this)\s+$/i.test(widened.slice(0, result.index))) continue
    const { start: when } = result
    const hasTime = when.isCertain('hour')
    const day = dayOf(when.date())
    return {
      start,
      end,
      day,
      time: hasTime ? `${pad(when.get('hour') ?? 0)}:${pad(when.get('minute') ?? 0)}` : null,
      dayCertain: when.isCertain('day') || when.isCertain('weekday') || !hasTime,
    }
  }
  return null
}
