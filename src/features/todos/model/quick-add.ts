import type { Priority, Repeat } from '@/data/records/todo'
import { formatTimeOfDay, type ClockFormat } from '@/lib/format'
import { dayOf, describeDay } from './days'
import { findDate } from './quick-add-date'
import { describeRepeat } from './recurrence'

/**
 * The quick-add parser: what a user types into 'Add a todo' ("Call mum tom 5pm #Home @phone
 * p1 every monday") becomes a title and fields. Pure and fast: it runs on every keystroke.
 *
 * Rules, in the order they are applied (a part found by one rule is hidden from the next):
 * - A backslash at the start of a word keeps it text: `\#5`, `\@home`, `\p1`, `\tomorrow`.
 * - Repeats: "every day", "every weekday", "every 2 weeks", "every other week", "every mon and
 *   fri", "every month on the 1st", "every 15th", "every last day of the month", "every 3rd
 *   tuesday", "every last friday", "every year", "every morning" (daily, no time; so is
 *   afternoon, evening, night), "daily" / "weekly" / "monthly" / "yearly"; `every!` repeats
 *   from completion.
 * - `#list` names an existing list (case-insensitive); `#"Two words"` for names with spaces.
 *   A name that matches no list stays in the title.
 * - `@tag`; `p1`–`p4` as whole words.
 * - One date, the first chrono-node finds in what is left, in English: "tomorrow", "tom",
 *   "next fri", "in 3 days", "dec 24 5pm", "today 18:30", "at 9". A time makes the todo
 *   timed. A time alone is today if still ahead, else tomorrow. "sun" alone is the word, not
 *   Sunday ("on sun" and "next sun" are Sunday); plain numbers are never dates.
 * - With a repeat that names its days ("every monday 8am"), a time alone sets the time and the
 *   caller picks the first matching day.
 * - A time-of-day or frequency word that opens the text ("Morning run tomorrow 7am", "Weekly
 *   review every sunday", "Evening every day 5pm", "tonight 8pm") is a title word when a later
 *   phrase gives the date or repeat (for a frequency word, a repeat): the later, more specific
 *   phrase wins. A time-of-day word the date follows at once is part of it if that leaves a title
 *   ("Tonight at 8 dinner"). Otherwise ("Morning run", "Daily standup 9am") it is read as above.
 * - Text that would leave no title ("Daily", "tomorrow", "every day", "#home") is all title:
 *   a todo is never added, nor shown as about to be added, without the words typed.
 */

export interface QuickAddList {
  id: string
  title: string
}
export interface QuickAddContext {
  now: Date
  lists: readonly QuickAddList[]
  /** How the date chip says a time (Settings > General). @defaultValue '24h' */
  clock?: ClockFormat
}
export type QuickAddPartKind = 'date' | 'list' | 'tag' | 'priority' | 'repeat'
export interface QuickAddPart {
  kind: QuickAddPartKind
  /** Offsets into the input, for highlighting: `input.slice(start, end) === text`. */
  start: number
  end: number
  text: string
  /** What its chip says: 'Tomorrow 17:00', 'Home', '@money', 'Priority 1', 'Every 3rd Tuesday'. */
  label: string
}
export interface QuickAddResult {
  /** The input without its recognised parts, escapes resolved, spaces collapsed. */
  title: string
  due: string | null
  dueTime: string | null
  list: QuickAddList | null
  tags: string[]
  priority: Priority
  repeat: Repeat | null
  parts: QuickAddPart[]
}

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
const START = String.raw`(?<![\p{L}\p{N}_\\])`
/** Not followed by a word character. */
const END = String.raw`(?![\p{L}\p{N}_])`

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

const LIST = new RegExp(`${START}#(?:"([^"\\n]+)"|([\\p{L}\\p{N}_\\-]+))`, 'gu')
const TAG = new RegExp(`${START}@([\\p{L}\\p{N}_\\-.]*[\\p{L}\\p{N}_\\-])`, 'gu')
const PRIORITY = new RegExp(`${START}[pP]([1-4])${END}`, 'gu')
/** A backslash at the start of a word, and the word it keeps as text. */
const ESCAPED = /(^|\s)\\(\S+)/g

const hide = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)

/** A lone time-of-day or frequency word at the start, which may be the title's (see above). */
const LEADING =
  /^(\s*)(morning|afternoon|evening|night|tonight|daily|weekly|monthly|yearly|annually)(?![\p{L}\p{N}_])/iu

/** Parses quick-add text; see the module's comment for the rules. */
export function parseQuickAdd(input: string, context: QuickAddContext): QuickAddResult {
  const result = readLeading(input, context) ?? read(input, context, null)
  // Nothing is added, or previewed, without the words typed: a text of parts alone is a title.
  if (result.title || !input.trim()) return result
  return {
    title: input.replace(/\s+/g, ' ').trim(),
    due: null,
    dueTime: null,
    list: null,
    tags: [],
    priority: null,
    repeat: null,
    parts: [],
  }
}

/** The parse with the opening time-of-day or frequency word kept as title, when it is one. */
function readLeading(input: string, context: QuickAddContext): QuickAddResult | null {
  const lead = LEADING.exec(input)
  if (!lead) return null
  const start = lead[1]!.length
  const end = start + lead[2]!.length
  const asTitle = read(input, context, { start, end })
  // A frequency word gives way only to a later repeat ("Daily standup 9am" repeats daily);
  // a time of day to a later date or repeat.
  const timeOfDay = !/^(daily|weekly|monthly|yearly|annually)$/i.test(lead[2]!)
  if (!asTitle.parts.some((p) => p.kind === 'repeat' || (timeOfDay && p.kind === 'date')))
    return null
  // A time of day the date follows at once may start it ("Tonight at 8 dinner"), if a title is
  // left.
  const next = end + /^\s*/.exec(input.slice(end))![0].length
  if (!timeOfDay || !asTitle.parts.some((p) => p.kind === 'date' && p.start === next))
    return asTitle
  const asDate = read(input, context, null)
  return asDate.title ? asDate : asTitle
}

/** The parse, with the `kept` span (if any) left to the title like an escaped word. */
function read(
  input: string,
  context: QuickAddContext,
  kept: { start: number; end: number } | null,
): QuickAddResult {
  const parts: QuickAddPart[] = []
  // What later rules may still read: found parts and escaped words are blanked out.
  let open = kept ? hide(input, kept.start, kept.end) : input
  for (const match of input.matchAll(ESCAPED)) {
    const start = match.index + match[1]!.length
    open = hide(open, start, start + 1 + match[2]!.length)
  }
  const take = (kind: QuickAddPartKind, start: number, end: number, label: string) => {
    parts.push({ kind, start, end, text: input.slice(start, end), label })
    open = hide(open, start, end)
  }

  let repeat: Repeat | null = null
  const repeatMatch = REPEAT.exec(open)
  if (repeatMatch) {
    repeat = repeatFrom(repeatMatch)
    if (repeat)
      take(
        'repeat',
        repeatMatch.index,
        repeatMatch.index + repeatMatch[0].length,
        describeRepeat(repeat),
      )
  }

  let list: QuickAddList | null = null
  for (const match of open.matchAll(LIST)) {
    const name = (match[1] ?? match[2]!).trim().toLowerCase()
    const found = context.lists.find((l) => l.title.trim().toLowerCase() === name)
    if (!found || list) continue
    list = found
    take('list', match.index, match.index + match[0].length, found.title.trim())
  }

  const tags: string[] = []
  for (const match of open.matchAll(TAG)) {
    const tag = match[1]!
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag)
    take('tag', match.index, match.index + match[0].length, `@${tag}`)
  }

  let priority: Priority = null
  for (const match of open.matchAll(PRIORITY)) {
    if (priority) continue
    priority = Number(match[1]) as Priority
    take('priority', match.index, match.index + match[0].length, `Priority ${priority}`)
  }

  // Dates: chrono reads "tom" as nothing, so it reads "tomorrow" in its place (same length + 5).
  let due: string | null = null
  let dueTime: string | null = null
  const date = findDate(open, context.now)
  if (date) {
    const today = dayOf(context.now)
    const timeOnly = !date.dayCertain
    const repeatNamesDays = repeat && /BYDAY|BYMONTHDAY/.test(repeat.rrule)
    dueTime = date.time
    if (!(timeOnly && repeatNamesDays)) due = date.day
    const time = dueTime && formatTimeOfDay(dueTime, context.clock)
    take(
      'date',
      date.start,
      date.end,
      due ? `${describeDay(due, today)}${time ? ` ${time}` : ''}` : `at ${time}`,
    )
  }

  parts.sort((a, b) => a.start - b.start)
  let title = ''
  let at = 0
  for (const part of parts) {
    title += input.slice(at, part.start) + ' '
    at = part.end
  }
  title += input.slice(at)
  title = title.replace(ESCAPED, '$1$2').replace(/\s+/g, ' ').trim()
  return { title, due, dueTime, list, tags, priority, repeat, parts }
}
