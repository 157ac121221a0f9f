import type { Priority, Repeat } from '@/data/records/todo'
import { formatTimeOfDay, type ClockFormat } from '@/lib/format'
import { dayOf, describeDay } from './days'
import { findDate } from './quick-add-date'
import { allTitle } from './quick-add-plain'
import { END, findRepeat, START } from './quick-add-repeat'
import { describeRepeat, firstDue, nextOccurrence } from './recurrence'
import { recurrenceArrived } from './recurrence-soon'

// A repeat this parser finds is put in words and dated with these: they are here for the rest
// of the app too (`recurrence-soon.ts`).
recurrenceArrived({ firstDue, nextOccurrence, describeRepeat })

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
 *   timed. A time alone is today if still ahead, else tomorrow; so is a part of the day alone
 *   ("morning", "at night", "in the evening"), which sets no time. "sun" alone is the word, not
 *   Sunday ("on sun" and "next sun" are Sunday); plain numbers are never dates. chrono reads a
 *   date across the parts found before it ("tomorrow p1 5pm"): its words are highlighted in
 *   runs around them, and it has one chip. No word is in two parts.
 * - With a repeat that names its days ("every monday 8am"), a time alone sets the time and the
 *   caller picks the first matching day.
 * - With a repeat, a part of the day alone is the repeat's ("every monday morning", "every
 *   weekday evening", "every day at night"): it sets no time, as in "every morning", and the
 *   caller picks the first day, as for "every monday".
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
  /**
   * False for words that belong to another part of this kind, whose chip stands for them: a
   * phrase read across other parts ("5pm" in "tomorrow p1 5pm") is one run of words per gap, and
   * only its first run has a chip. All runs are highlighted. @defaultValue true
   */
  chip?: boolean
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

const LIST = new RegExp(`${START}#(?:"([^"\\n]+)"|([\\p{L}\\p{N}_\\-]+))`, 'gu')
const TAG = new RegExp(`${START}@([\\p{L}\\p{N}_\\-.]*[\\p{L}\\p{N}_\\-])`, 'gu')
const PRIORITY = new RegExp(`${START}[pP]([1-4])${END}`, 'gu')
/** A backslash at the start of a word, and the word it keeps as text. */
const ESCAPED = /(^|\s)\\(\S+)/g

const hide = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)

/**
 * The runs of words between `start` and `end` that `open` still shows (it blanks what earlier
 * rules took), without the spaces around them: "tomorrow" and "5pm" in "tomorrow p1 5pm".
 */
function runsOf(input: string, open: string, start: number, end: number) {
  let shown = ''
  for (let i = start; i < end; i++) shown += open[i] === input[i] ? input[i] : '\0'
  return [...shown.matchAll(/[^\s\0](?:[^\0]*[^\s\0])?/g)].map((m) => ({
    start: start + m.index,
    end: start + m.index + m[0].length,
  }))
}

/** A lone time-of-day or frequency word at the start, which may be the title's (see above). */
const LEADING =
  /^(\s*)(morning|afternoon|evening|night|tonight|daily|weekly|monthly|yearly|annually)(?![\p{L}\p{N}_])/iu

/** Parses quick-add text; see the module's comment for the rules. */
export function parseQuickAdd(input: string, context: QuickAddContext): QuickAddResult {
  const result = readLeading(input, context) ?? read(input, context, null)
  // Nothing is added, or previewed, without the words typed: a text of parts alone is a title.
  return result.title || !input.trim() ? result : allTitle(input)
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
  // A phrase may be read across parts found before it (blanks to the later rules): it becomes
  // one part per run of its own words, so that no two parts overlap.
  const take = (kind: QuickAddPartKind, start: number, end: number, label: string, chip = true) => {
    runsOf(input, open, start, end).forEach((run, i) =>
      parts.push({
        kind,
        ...run,
        text: input.slice(run.start, run.end),
        label,
        ...((!chip || i > 0) && { chip: false }),
      }),
    )
    open = hide(open, start, end)
  }

  const repeatAt = findRepeat(open)
  const repeat = repeatAt?.repeat ?? null
  if (repeatAt) take('repeat', repeatAt.start, repeatAt.end, describeRepeat(repeatAt.repeat))

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
  let date = findDate(open, context.now)
  // With a repeat, a part of the day alone is the repeat's (see above): chrono would make it a
  // date of its own, today or tomorrow whatever the repeat's days.
  while (date?.dayPart && repeat) {
    take('repeat', date.start, date.end, describeRepeat(repeat), false)
    date = findDate(open, context.now)
  }
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
