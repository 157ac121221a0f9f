import { expect, it } from 'vitest'
import { countdownDateProblem, countdownText, parseDay, targetDay } from './countdown'

it('reads only real YYYY-MM-DD days', () => {
  expect(parseDay('2028-02-29')).toEqual(new Date(2028, 1, 29))
  expect(parseDay('2026-02-29')).toBeNull()
  expect(parseDay('2026-13-01')).toBeNull()
  expect(parseDay('24/12/2026')).toBeNull()
  expect(countdownDateProblem('')).toBeNull()
  expect(countdownDateProblem('2026-12-24')).toBeNull()
  expect(countdownDateProblem('2026-02-31')).toBe(
    'Enter a real date as YYYY-MM-DD, e.g. 2026-12-24.',
  )
})

it('goes to the next New Year’s Day without a date', () => {
  expect(targetDay('', new Date(2026, 10, 23))).toEqual(new Date(2027, 0, 1))
  expect(targetDay('', new Date(2026, 11, 31, 23, 59))).toEqual(new Date(2027, 0, 1))
  expect(targetDay('', new Date(2027, 0, 1, 12))).toEqual(new Date(2027, 0, 1))
})

it('counts days, then hours and minutes, then Today!, then days ago', () => {
  const now = new Date(2026, 10, 23, 10, 0)
  expect(countdownText(new Date(2026, 11, 24), now)).toEqual({ value: '31', unit: 'days to go' })
  expect(countdownText(new Date(2026, 10, 25), now)).toEqual({ value: '38 h 0 min', unit: 'to go' })
  expect(countdownText(new Date(2026, 10, 24), new Date(2026, 10, 23, 23, 59, 30))).toEqual({
    value: '0 h 1 min',
    unit: 'to go',
  })
  expect(countdownText(new Date(2026, 10, 23), now)).toEqual({ value: 'Today!', unit: '' })
  expect(countdownText(new Date(2026, 10, 22), now)).toEqual({ value: '1', unit: 'day ago' })
  expect(countdownText(new Date(2025, 10, 23), now)).toEqual({ value: '365', unit: 'days ago' })
})
