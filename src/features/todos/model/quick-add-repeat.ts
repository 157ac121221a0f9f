import type { Repeat } from '@/data/records/todo'

/** The quick-add parser's repeats ("every monday", "every! 3 days", "daily"); see quick-add.ts. */

const WEEKDAYS: [RegExp, string][] = [
  [/^mo(n(day)?)?$/, 'MO'],
  [/^tu(e(s(day)?)?)?$/, 'TU'],
  [/^we(d(nesday)?)?$/, 'WE'],
  [/^th(u(r(s(day)?)?)?)?$/, 'TH'],
  [/^fr(i(day)?)?$/, 'FR'],
  [/^sa(t(urday)?)?$/, 'SA'],
  [/^su(n(day)?)?$/, 'SU'],
]
const WEEKDAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)`
const ORDINAL = String.raw`(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|last)`
const UNIT = String.raw`(?:day|week|month|year)s?`

const weekdayCode = (word: string) => WEEKDAYS.find(([re]) => re.test(word.toLowerCase()))?.[1]
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  last: -1,
}
const ordinalNumber = (word: string) => ORDINALS[word.toLowerCase()] ?? parseInt(word, 10)
const FREQ: Record<string, string> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
}

/** Not preceded by a word character or a backslash: the start of a token. */
export const START = String.raw`(?<![\p{L}\p{N}_\\])`
/** Not followed by a word character. */
export const END = String.raw`(?![\p{L}\p{N}_])`

const NTH_OF = (name: string) => String.raw`(?<${name}>\d{1,2})(?:st|nd|rd|th)`
const REPEAT = new RegExp(
  `${START}(?:every(?<bang>!)?\\s+(?:` +
    [
      `(?<weekdays>weekday|weekend)s?`,
      `other\\s+(?<otherUnit>${UNIT})`,
      `(?<count>\\d{1,3})\\s+(?<countUnit>${UNIT})`,
      `month\\s+on\\s+the\\s+(?:${NTH_OF('monthOnNth')}|(?<monthOnLast>last)\\s+day)`,
      `(?<lastDay>last)\\s+day\\s+of\\s+the\\s+month`,
      `(?<ord>${ORDINAL})\\s+(?<ordDay>${WEEKDAY})`,
      `${NTH_OF('nth')}(?:\\s+of\\s+the\\s+month)?`,
      `(?<days>${WEEKDAY}(?:\\s*(?:,|and|&)\\s*${WEEKDAY})*)`,
      `(?<unit>${UNIT})`,
      `(?<dayPart>morning|afternoon|evening|night)`,
    ].join('|') +
    `)|(?<adverb>daily|weekly|monthly|yearly|annually))${END}`,
  'iu',
)

function repeatFrom(match: RegExpExecArray): Repeat | null {
  const g = match.groups ?? {}
  const fromCompletion = !!g.bang
  const rule = (r: string): Repeat => ({ rrule: r, fromCompletion })
  const freqOf = (u: string) => FREQ[u.toLowerCase().replace(/s$/, '')]!
  if (g.adverb) {
    const word = g.adverb.toLowerCase()
    return rule(`FREQ=${word === 'annually' ? 'YEARLY' : word.toUpperCase()}`)
  }
  if (g.weekdays)
    return rule(
      g.weekdays.toLowerCase() === 'weekday'
        ? 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
        : 'FREQ=WEEKLY;BYDAY=SA,SU',
    )
  if (g.otherUnit) return rule(`FREQ=${freqOf(g.otherUnit)};INTERVAL=2`)
  if (g.count && g.countUnit) {
    const n = Number(g.count)
    if (!n) return null
    return rule(
      n === 1 ? `FREQ=${freqOf(g.countUnit)}` : `FREQ=${freqOf(g.countUnit)};INTERVAL=${n}`,
    )
  }
  if (g.monthOnNth || g.nth) {
    const day = Number(g.monthOnNth ?? g.nth)
    return day >= 1 && day <= 31 ? rule(`FREQ=MONTHLY;BYMONTHDAY=${day}`) : null
  }
  if (g.monthOnLast || g.lastDay) return rule('FREQ=MONTHLY;BYMONTHDAY=-1')
  if (g.ord && g.ordDay)
    return rule(`FREQ=MONTHLY;BYDAY=${ordinalNumber(g.ord)}${weekdayCode(g.ordDay)}`)
  if (g.days) {
    const order = WEEKDAYS.map(([, code]) => code)
    const codes = [...new Set(g.days.split(/\s*(?:,|and|&)\s*|\s+/).map(weekdayCode))]
      .filter((c): c is string => !!c)
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    return rule(`FREQ=WEEKLY;BYDAY=${codes.join(',')}`)
  }
  if (g.unit) return rule(`FREQ=${freqOf(g.unit)}`)
  // "every morning": a daily repeat; the part of the day gives no time, as in "tomorrow morning".
  if (g.dayPart) return rule('FREQ=DAILY')
  return null
}

/** The first repeat in `text` that makes a rule, with its offsets. */
export function findRepeat(text: string): { start: number; end: number; repeat: Repeat } | null {
  const match = REPEAT.exec(text)
  const repeat = match && repeatFrom(match)
  return repeat ? { start: match.index, end: match.index + match[0].length, repeat } : null
}
