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
  /**
   * A part of the day alone ("morning", "this evening", "at night"): no time, and a day only
   * guessed (today if that part of it is still ahead, else tomorrow).
   */
  dayPart: boolean
}

/** "tom" in lower case is tomorrow; "Tom" is a name. */
const TOM = /(?<![\p{L}\p{N}_\\])tom(?![\p{L}\p{N}_])/gu
const pad = (n: number) => String(n).padStart(2, '0')
/** A part of the day alone: no time. */
const DAY_PART = /^(?:this\s+)?(?:morning|afternoon|evening|night)$/
/** A date chrono-node read from a word for a time of day ("night at 9pm", "noon"). */
const TIME_WORD_FIRST = /^(?:this\s+)?(?:morning|afternoon|evening|night|noon|midday|midnight)\b/
/** What is said before such a word, which chrono-node leaves out: "at night", "in the morning". */
const TIME_WORD_LEAD = /(?<![\p{L}\p{N}_\\])(?:at|in\s+the)\s+$/iu

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
    // may be a part found before: the date starts at its first word (or at "at" / "in the").
    let first = result.index + result.text.length - result.text.trimStart().length
    // Blanked parts inside the date ("tomorrow p1 5pm") are spaces here.
    const words = result.text.trim().replace(/\s+/g, ' ').toLowerCase()
    // A bare number or "sun" in a sentence is not a date.
    if (/^\d+$/.test(words)) continue
    if (words === 'sun' && !/\b(on|next|this)\s+$/i.test(widened.slice(0, result.index))) continue
    const { start: when } = result
    const hasTime = when.isCertain('hour')
    const dayGiven = when.isCertain('day') || when.isCertain('weekday')
    if (TIME_WORD_FIRST.test(words))
      first -= TIME_WORD_LEAD.exec(widened.slice(0, first))?.[0].length ?? 0
    return {
      start: back(first),
      end: back(result.index + result.text.length),
      day: dayOf(when.date()),
      time: hasTime ? `${pad(when.get('hour') ?? 0)}:${pad(when.get('minute') ?? 0)}` : null,
      dayCertain: dayGiven || !hasTime,
      dayPart: !hasTime && !dayGiven && DAY_PART.test(words),
    }
  }
  return null
}
