import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserTimeZone, resolveTimeZone, timeZones } from './time-zones'

describe('timeZones', () => {
  it('lists UTC first and the IANA zones', () => {
    expect(timeZones()[0]).toBe('UTC')
    expect(timeZones()).toContain('Europe/Berlin')
    expect(timeZones().filter((zone) => zone === 'UTC')).toHaveLength(1)
  })

  it('lists zones by their current names, not the old ones browsers keep', () => {
    expect(timeZones()).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv']))
    expect(timeZones()).not.toContain('Asia/Calcutta')
    expect(timeZones()).toContain(browserTimeZone())
  })
})

describe('resolveTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each([
    ['Asia/Tokyo', 'Asia/Tokyo'],
    [' ASIA/TOKYO ', 'Asia/Tokyo'],
    ['utc', 'UTC'],
    ['america/new_york', 'America/New_York'],
    // Node's Intl resolves these to Asia/Calcutta and Europe/Kiev: the zone list spells them.
    ['asia/kolkata', 'Asia/Kolkata'],
    ['europe/kyiv', 'Europe/Kyiv'],
    ['Asia/Calcutta', 'Asia/Calcutta'],
    // An alias neither Intl nor the list spells, in a browser without Temporal: kept as typed.
    ['us/pacific', 'us/pacific'],
  ])('reads %j as %j', (text, zone) => {
    expect(resolveTimeZone(text)).toBe(zone)
  })

  it.each(['Mars/Olympus_Mons', 'Tokyo', '', '  '])('refuses %j', (text) => {
    expect(resolveTimeZone(text)).toBeNull()
  })

  it('spells an alias as Temporal does, where the browser has it', () => {
    const names = ['US/Eastern', 'Asia/Calcutta', 'Etc/UTC']
    vi.stubGlobal('Temporal', {
      ZonedDateTime: class {
        timeZoneId: string
        constructor(_: bigint, zone: string) {
          const name = names.find((n) => n.toLowerCase() === zone.toLowerCase())
          if (!name) throw new RangeError(`Invalid time zone: ${zone}`)
          this.timeZoneId = name
        }
      },
    })
    expect(resolveTimeZone('us/eastern')).toBe('US/Eastern')
    expect(resolveTimeZone('ASIA/CALCUTTA')).toBe('Asia/Calcutta')
    expect(resolveTimeZone('etc/utc')).toBe('Etc/UTC')
    // Not Temporal's: Intl's case, the same name.
    expect(resolveTimeZone('europe/paris')).toBe('Europe/Paris')
  })
})
