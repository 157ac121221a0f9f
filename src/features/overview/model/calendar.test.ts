import { describe, expect, it } from 'vitest'
import { greetingFor, monthGrid, weekdayOrder } from './calendar'

describe('monthGrid', () => {
  it('starts November 2026 (a Sunday the 1st) on the right column', () => {
    expect(monthGrid(2026, 10, 'monday')[0]!.findIndex((d) => d?.getDate() === 1)).toBe(6)
    expect(monthGrid(2026, 10, 'sunday')[0]!.findIndex((d) => d?.getDate() === 1)).toBe(0)
    expect(monthGrid(2026, 10, 'saturday')[0]!.findIndex((d) => d?.getDate() === 1)).toBe(1)
  })
  it('holds every day of the month once, in full weeks', () => {
    const grid = monthGrid(2024, 1, 'monday')
    expect(grid.every((week) => week.length === 7)).toBe(true)
    expect(grid.flat().filter(Boolean)).toHaveLength(29)
  })
})

it('orders weekdays from the chosen start', () => {
  expect(weekdayOrder('monday')).toEqual([1, 2, 3, 4, 5, 6, 0])
  expect(weekdayOrder('saturday')).toEqual([6, 0, 1, 2, 3, 4, 5])
})

it('greets by the hour', () => {
  expect(greetingFor(3)).toBe('Good night')
  expect(greetingFor(9)).toBe('Good morning')
  expect(greetingFor(13)).toBe('Good afternoon')
  expect(greetingFor(20)).toBe('Good evening')
})
