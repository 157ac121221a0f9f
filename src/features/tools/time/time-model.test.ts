import { describe, expect, it, vi } from 'vitest'
import {
  describeInstant,
  parseLocalDateTime,
  parseTimestamp,
  relativeTime,
  zonedToUtc,
} from './time-model'
import { daysFromCivil, isoInZone, isoUtc, resolveZone } from './zones'

describe('isoInZone', () => {
  it.each([
    // Unix seconds, zone, ISO 8601 with the zone's offset
    [0, 'UTC', '1970-01-01T00:00:00+00:00'],
    [1_234_567_890, 'UTC', '2009-02-13T23:31:30+00:00'],
    // Los Angeles springs forward at 2024-03-10 10:00 UTC (02:00 PST → 03:00 PDT)
    [1_710_064_799, 'America/Los_Angeles', '2024-03-10T01:59:59-08:00'],
    [1_710_064_800, 'America/Los_Angeles', '2024-03-10T03:00:00-07:00'],
    // and falls back at 2024-11-03 09:00 UTC (02:00 PDT → 01:00 PST)
    [1_730_624_399, 'America/Los_Angeles', '2024-11-03T01:59:59-07:00'],
    [1_730_624_400, 'America/Los_Angeles', '2024-11-03T01:00:00-08:00'],
    // Berlin: 2024-03-31 01:00 UTC (02:00 CET → 03:00 CEST), 2024-10-27 01:00 UTC back
    [1_711_846_799, 'Europe/Berlin', '2024-03-31T01:59:59+01:00'],
    [1_711_846_800, 'Europe/Berlin', '2024-03-31T03:00:00+02:00'],
    [1_729_990_799, 'Europe/Berlin', '2024-10-27T02:59:59+02:00'],
    [1_729_990_800, 'Europe/Berlin', '2024-10-27T02:00:00+01:00'],
    [0, 'Asia/Kolkata', '1970-01-01T05:30:00+05:30'],
    [1_700_000_000, 'Asia/Kolkata', '2023-11-15T03:43:20+05:30'],
    // Lord Howe moves by half an hour: +11 → +10:30 on 2024-04-07, back to +11 on 2024-10-06
    [1_712_415_599, 'Australia/Lord_Howe', '2024-04-07T01:59:59+11:00'],
    [1_712_415_600, 'Australia/Lord_Howe', '2024-04-07T01:30:00+10:30'],
    [1_728_142_199, 'Australia/Lord_Howe', '2024-10-06T01:59:59+10:30'],
    [1_728_142_200, 'Australia/Lord_Howe', '2024-10-06T02:30:00+11:00'],
    [-1, 'America/New_York', '1969-12-31T18:59:59-05:00'],
  ])('%i in %s is %s', (seconds, zone, iso) => {
    expect(isoInZone(seconds * 1000, zone)).toBe(iso)
  })

  it('shows milliseconds only when there are some, and extended years at the ends of time', () => {
    expect(isoInZone(1_700_000_000_123, 'UTC')).toBe('2023-11-14T22:13:20.123+00:00')
    expect(isoUtc(-1500)).toBe('1969-12-31T23:59:58.500Z')
    expect(isoUtc(8.64e15)).toBe('+275760-09-13T00:00:00Z')
    expect(isoUtc(-8.64e15)).toBe('-271821-04-20T00:00:00Z')
    // Before standard time, Los Angeles kept local mean time, 7:52:58 behind Greenwich.
    expect(isoInZone(Date.UTC(1850, 0, 1), 'America/Los_Angeles')).toBe(
      '1849-12-31T16:07:02-07:52:58',
    )
  })
})

describe('parseTimestamp', () => {
  it.each([
    ['1700000000', 1_700_000_000_000, 'seconds'],
    ['  1_700_000_000 ', 1_700_000_000_000, 'seconds'],
    ['1700000000123', 1_700_000_000_123, 'milliseconds'],
    ['99999999999', 99_999_999_999_000, 'seconds'],
    ['100000000000', 100_000_000_000, 'milliseconds'],
    ['-86400', -86_400_000, 'seconds'],
    ['−1', -1000, 'seconds'],
    ['1.5', 1500, 'seconds'],
    ['-0', 0, 'seconds'],
    ['8640000000000000', 8.64e15, 'milliseconds'],
    ['-8640000000000000', -8.64e15, 'milliseconds'],
  ])('reads %j as %i ms (%s)', (text, ms, unit) => {
    expect(parseTimestamp(text)).toEqual({ ok: true, value: { ms, unit } })
  })

  it.each([
    ['abc', /“abc” is not a Unix timestamp/],
    ['12abc', /not a Unix timestamp/],
    ['1e9', /not a Unix timestamp/],
    ['0x10', /not a Unix timestamp/],
    ['', /Type a Unix timestamp/],
    ['8640000000000001', /out of range/],
    ['-9000000000000000', /out of range/],
    ['99999999999999999999999', /out of range/],
  ])('refuses %j', (text, error) => {
    const result = parseTimestamp(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(error)
  })
})

describe('describeInstant', () => {
  it('gives every output for a moment in a zone', () => {
    const ms = 1_710_064_799_000
    expect(describeInstant(ms, 'America/Los_Angeles', 'en-US')).toEqual({
      ok: true,
      value: {
        iso: '2024-03-10T01:59:59-08:00',
        human: 'Sunday, March 10, 2024 at 1:59:59 AM Pacific Standard Time',
        utc: '2024-03-10T09:59:59Z',
        seconds: '1710064799',
        milliseconds: '1710064799000',
      },
    })
    const early = describeInstant(-1500, 'UTC', 'en-US')
    expect(early.ok && early.value.seconds).toBe('-1.5')
  })

  it('names the era of a date before year 1', () => {
    const bc = describeInstant(-62_135_596_800_000 - 86_400_000, 'UTC', 'en-US')
    expect(bc).toMatchObject({ ok: true, value: { iso: '0000-12-31T00:00:00+00:00' } })
    expect(bc.ok && bc.value.human).toBe(
      'Sunday, December 31, 1 BC at 12:00:00 AM Coordinated Universal Time',
    )
    const ad = describeInstant(-62_135_596_800_000, 'UTC', 'en-US')
    expect(ad.ok && ad.value.human).toBe(
      'Monday, January 1, 1 at 12:00:00 AM Coordinated Universal Time',
    )
  })

  it('says so for an unknown zone or a moment out of range', () => {
    expect(describeInstant(0, 'Nowhere/Else')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/“Nowhere\/Else” is not a time zone/),
    })
    expect(describeInstant(8.64e15 + 1, 'UTC')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/out of range/),
    })
  })

  it.each([
    [0, 'now'],
    [-30_000, '30 seconds ago'],
    [5 * 60_000, 'in 5 minutes'],
    [-2 * 3_600_000, '2 hours ago'],
    [86_400_000, 'tomorrow'],
    [-3 * 86_400_000, '3 days ago'],
    [90 * 86_400_000, 'in 3 months'],
    [-10 * 365.25 * 86_400_000, '10 years ago'],
  ])('says %i ms from now is %j', (diff, text) => {
    const now = 1_700_000_000_000
    expect(relativeTime(now + diff, now, 'en-US')).toBe(text)
  })
})

describe('resolveZone', () => {
  it('takes an old name the zone list leaves out, in its case', () => {
    expect(resolveZone('asia/calcutta')).toEqual({ ok: true, value: 'Asia/Calcutta' })
    expect(isoInZone(0, 'Asia/Calcutta')).toBe('1970-01-01T05:30:00+05:30')
  })

  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['  europe/berlin ', 'Europe/Berlin'],
    ['utc', 'UTC'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['asia/kolkata', 'Asia/Kolkata'],
  ])('takes %j as %j', (text, zone) => {
    expect(resolveZone(text)).toEqual({ ok: true, value: zone })
  })

  it('takes the aliases the world clock takes, spelt as Temporal spells them', () => {
    // Node 20, which runs this test, has no Temporal: this one knows US/Eastern as Chromium's does.
    vi.stubGlobal('Temporal', {
      ZonedDateTime: class {
        timeZoneId: string
        constructor(_: bigint, zone: string) {
          if (zone.toLowerCase() !== 'us/eastern')
            throw new RangeError(`Invalid time zone: ${zone}`)
          this.timeZoneId = 'US/Eastern'
        }
      },
    })
    try {
      expect(resolveZone('us/eastern')).toEqual({ ok: true, value: 'US/Eastern' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each([
    ['Mars/Olympus_Mons', /“Mars\/Olympus_Mons” is not a time zone/],
    ['', /Choose a time zone/],
  ])('refuses %j', (text, error) => {
    const result = resolveZone(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(error)
  })
})

describe('zonedToUtc', () => {
  it.each([
    ['2024-03-10T01:59:59', 'America/Los_Angeles', 1_710_064_799],
    ['2024-03-10T03:00', 'America/Los_Angeles', 1_710_064_800],
    ['2024-03-31T03:00', 'Europe/Berlin', 1_711_846_800],
    ['1970-01-01T05:30', 'Asia/Kolkata', 0],
    ['2009-02-13 23:31:30', 'UTC', 1_234_567_890],
    ['2024-10-06T02:30', 'Australia/Lord_Howe', 1_728_142_200],
    ['2023-11-14T22:13:20.123', 'UTC', 1_700_000_000.123],
    ['1969-12-31T23:59:59', 'UTC', -1],
  ])('%s in %s is %d', (text, zone, seconds) => {
    expect(zonedToUtc(text, zone)).toEqual({ ok: true, value: { ms: seconds * 1000 } })
  })

  it.each([
    [
      '2024-03-10T02:30',
      'America/Los_Angeles',
      '2024-03-10 02:30 does not exist in America/Los_Angeles: the clocks jump forward from 02:00 to 03:00.',
    ],
    ['2024-03-31T02:00', 'Europe/Berlin', 'from 02:00 to 03:00'],
    ['2024-10-06T02:15', 'Australia/Lord_Howe', 'from 02:00 to 02:30'],
    // Samoa skipped the whole of 30 December 2011, moving across the date line.
    ['2011-12-30T12:00', 'Pacific/Apia', 'from 00:00 to 2011-12-31 00:00'],
  ])('says %s does not exist in %s', (text, zone, error) => {
    const result = zonedToUtc(text, zone)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toContain(error)
  })

  it.each([
    // Los Angeles 01:30 happens at -07:00, then again an hour later at -08:00
    [
      '2024-11-03T01:30',
      'America/Los_Angeles',
      1_730_622_600,
      '-07:00',
      1_730_626_200,
      '02:00 to 01:00',
    ],
    ['2024-10-27T02:30', 'Europe/Berlin', 1_729_989_000, '+02:00', 1_729_992_600, '03:00 to 02:00'],
    [
      '2024-04-07T01:45',
      'Australia/Lord_Howe',
      1_712_414_700,
      '+11:00',
      1_712_416_500,
      '02:00 to 01:30',
    ],
  ])('takes the earlier of %s in %s', (text, zone, earlier, offset, later, change) => {
    const result = zonedToUtc(text, zone)
    expect(result.ok && result.value.ms).toBe(earlier * 1000)
    const note = result.ok ? result.value.note : ''
    expect(note).toContain(`happens twice in ${zone}: the clocks go back from ${change}`)
    expect(note).toContain(`earlier one (${offset})`)
    expect(note).toContain(`is ${later} in Unix seconds`)
  })

  it.each([
    ['', /is not a date and time/],
    ['2024-02-30T10:00', /not a date and time/],
    ['2023-02-29T10:00', /not a date and time/],
    ['2024-13-01T10:00', /not a date and time/],
    ['2024-01-01T24:00', /not a date and time/],
    ['yesterday', /“yesterday” is not a date and time/],
    ['275760-09-14T00:00', /out of range/],
  ])('refuses %j', (text, error) => {
    const result = zonedToUtc(text, 'UTC')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(error)
  })

  it('says so for an unknown zone, and never throws near the ends of time', () => {
    expect(zonedToUtc('2024-01-01T00:00', 'Mars/Base')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/“Mars\/Base” is not a time zone/),
    })
    expect(zonedToUtc('-271821-04-19T12:00', 'Pacific/Kiritimati')).toMatchObject({ ok: false })
    expect(zonedToUtc('275760-09-13T10:00', 'Pacific/Kiritimati')).toEqual({
      ok: true,
      value: { ms: 8.64e15 - 4 * 3_600_000 },
    })
  })

  it('reads leap days and keeps the range’s last moment', () => {
    expect(parseLocalDateTime('2024-02-29T00:00').ok).toBe(true)
    expect(zonedToUtc('275760-09-13T00:00', 'UTC')).toEqual({ ok: true, value: { ms: 8.64e15 } })
  })
})

describe('daysFromCivil', () => {
  it.each([
    [1970, 1, 1, 0],
    [2000, 3, 1, 11_017],
    [1969, 12, 31, -1],
    [0, 3, 1, -719_468],
  ])('%i-%i-%i is day %i', (y, m, d, days) => {
    expect(daysFromCivil(y, m, d)).toBe(days)
  })
})
