/** The day a countdown goes to: the date given (YYYY-MM-DD), else the next New Year's Day. */
export function targetDay(date: string, now: Date): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(now.getFullYear() + 1, 0, 1)
}

/** What the countdown says: days to go, hours and minutes in the last two days, or how long ago. */
export function countdownText(target: Date, now: Date): { big: string; small: string } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const days = Math.round((target.getTime() - today.getTime()) / 86_400_000)
  if (days === 0) return { big: 'Today!', small: '' }
  if (days < 0) return { big: `${-days}`, small: -days === 1 ? 'day ago' : 'days ago' }
  const ms = target.getTime() - now.getTime()
  if (ms < 2 * 86_400_000) {
    const hours = Math.floor(ms / 3_600_000)
    const minutes = Math.floor((ms % 3_600_000) / 60_000)
    return { big: `${hours} h ${minutes} min`, small: 'to go' }
  }
  return { big: `${days}`, small: days === 1 ? 'day to go' : 'days to go' }
}
