import { describe, expect, it } from 'vitest'
import { parseDay, planDay } from './meeting-planner-model'

describe('planDay', () => {
  it('shows each UTC hour on every zone’s clock, with its working hours', () => {
    const result = planDay('2024-06-03', ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York'])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { rows, zones } = result.value
    expect(rows).toHaveLength(24)
    expect(zones).toEqual([
      { zone: 'Europe/Berlin', offset: '+02:00' },
      { zone: 'Asia/Kolkata', offset: '+05:30' },
      { zone: 'America/New_York', offset: '-04:00' },
    ])
    expect(rows[0]).toMatchObject({
      utc: '00:00',
      ms: Date.UTC(2024, 5, 3),
      cells: [
        { time: '02:00', dayShift: 0, weekday: 'Mon', working: false },
        { time: '05:30', dayShift: 0, weekday: 'Mon', working: false },
        { time: '20:00', dayShift: -1, weekday: 'Sun', working: false },
      ],
      working: 0,
    })
    // 13:00 UTC: Berlin 15:00, Kolkata 18:30, New York 09:00
    expect(rows[13]!.cells.map((cell) => [cell.time, cell.working])).toEqual([
      ['15:00', true],
      ['18:30', false],
      ['09:00', true],
    ])
    expect(rows[13]!.working).toBe(2)
    // 10:00 UTC: Kolkata's 15:30 slot ends at 16:30, inside; 11:00 UTC: 16:30 runs past 17:00
    expect(rows[10]!.cells[1]).toMatchObject({ time: '15:30', working: true })
    expect(rows[11]!.cells[1]).toMatchObject({ time: '16:30', working: false })
    // Kolkata works 04–10 UTC, Berlin 07–14, New York 13–20: no hour suits all three.
    expect(rows.map((row) => row.working)).toEqual([
      0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0,
    ])
  })

  it('names both offsets on a day the clocks change, and the next day past midnight', () => {
    const result = planDay('2024-03-10', ['America/Los_Angeles', 'Pacific/Kiritimati'])
    expect(result.ok && result.value.zones).toEqual([
      { zone: 'America/Los_Angeles', offset: '-08:00 → -07:00' },
      { zone: 'Pacific/Kiritimati', offset: '+14:00' },
    ])
    if (!result.ok) return
    expect(result.value.rows[10]!.cells[0]).toMatchObject({ time: '03:00', dayShift: 0 })
    expect(result.value.rows[10]!.cells[1]).toMatchObject({
      time: '00:00',
      dayShift: 1,
      weekday: 'Mon',
    })
  })

  it.each(['', '2024-02-30', '2024-13-01', '10/03/2024', '0000-01-01'])('refuses %j', (text) => {
    expect(planDay(text, ['UTC'])).toEqual({
      ok: false,
      error: `“${text}” is not a date. Use the form 2024-03-10.`,
    })
    expect(parseDay(text).ok).toBe(false)
  })
})
