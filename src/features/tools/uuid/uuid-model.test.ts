import { describe, expect, it } from 'vitest'
import { randomBelow, type Random, type Result } from './random'
import { generateUuids, inspectUuid, parseCount, uuidV4, uuidV7, v7Generator } from './uuid-model'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A random source that hands out these bytes, 16 at a time, then repeats them. */
const bytesOf =
  (hexes: string): Random =>
  (bytes) => {
    const all = hexes.replace(/-/g, '')
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = parseInt(all.slice((i * 2) % all.length, ((i * 2) % all.length) + 2), 16)
    return bytes
  }

/** A random source that gives these 32-bit values in turn (little-endian, as Uint32Array reads). */
function valuesOf(values: number[]): Random & { left: number[] } {
  const source = (bytes: Uint8Array<ArrayBuffer>) => {
    new DataView(bytes.buffer).setUint32(0, values.shift()!, true)
    return bytes
  }
  return Object.assign(source, { left: values })
}

describe('UUIDs', () => {
  it('makes version 4 and version 7 UUIDs with their version and variant bits', () => {
    for (let i = 0; i < 500; i++) {
      expect(uuidV4()).toMatch(V4)
      expect(uuidV7()).toMatch(V7)
    }
    expect(new Set(Array.from({ length: 1000 }, () => uuidV4())).size).toBe(1000)
  })

  it('sets exactly the version and variant bits and keeps the rest random', () => {
    // All ones and all zeros from the source: only the six fixed bits differ.
    expect(uuidV4(bytesOf('ff'))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uuidV4(bytesOf('00'))).toBe('00000000-0000-4000-8000-000000000000')
  })

  it('builds the RFC 9562 v7 example from its time and random bits', () => {
    // RFC 9562 appendix A.6: 2022-02-22 14:22:22.00 EST is 0x017F22E279B0 ms.
    const next = v7Generator(() => 0x017f22e279b0, bytesOf('00000000-0000-7cc3-98c4-dc0c0c07398f'))
    expect(next()).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')
    // The same millisecond counts rand_a up by one.
    expect(next()).toBe('017f22e2-79b0-7cc4-98c4-dc0c0c07398f')
  })

  it('keeps v7 UUIDs in order within a millisecond, past the counter’s end and if the clock steps back', () => {
    const times = [1000, 1000, 1000, 999, 5000]
    // A counter that starts at 0xffe: the third in millisecond 1000 runs out and moves on to 1001.
    const next = v7Generator(
      () => times.shift()!,
      bytesOf('ff'.repeat(6) + '0ffe' + 'ff'.repeat(8)),
    )
    const ids = Array.from({ length: 5 }, () => next())
    expect(ids.map((id) => inspectUuid(id))).toMatchObject([
      { value: { time: new Date(1000) } },
      { value: { time: new Date(1000) } },
      { value: { time: new Date(1001) } },
      { value: { time: new Date(1001) } },
      { value: { time: new Date(5000) } },
    ])
    expect(ids.map((id) => id.slice(14, 18))).toEqual(['7ffe', '7fff', '7000', '7001', '7ffe'])
    expect([...ids].sort()).toEqual(ids)
    // And so does the real one, made as fast as it can.
    const many = Array.from({ length: 2000 }, () => uuidV7())
    expect([...many].sort()).toEqual(many)
  })

  it('formats a batch in upper case or without hyphens', () => {
    const ids = generateUuids({ version: 'v4', count: 3, uppercase: true, hyphens: false })
    expect(ids).toHaveLength(3)
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/)
    const v7 = generateUuids({ version: 'v7', count: 100, uppercase: false, hyphens: true })
    expect(v7).toHaveLength(100)
    for (const id of v7) expect(id).toMatch(V7)
  })

  it.each<[string, Result<number>]>([
    ['1', { ok: true, value: 1 }],
    [' 25 ', { ok: true, value: 25 }],
    ['100', { ok: true, value: 100 }],
    ...['0', '101', '2.5', '-3', 'ten', '', '  ', '1e9', '0x10', '1e2', '1.0', '+5'].map(
      (bad): [string, Result<number>] => [
        bad,
        { ok: false, error: 'How many must be a whole number from 1 to 100.' },
      ],
    ),
  ])('reads How many %j', (text, expected) => {
    expect(parseCount(text)).toEqual(expected)
  })

  // RFC 9562 appendix A: the same moment, 2022-02-22 19:22:22 UTC, as v1, v6 and v7.
  it.each([
    [
      'C232AB00-9414-11EC-B3C8-9F6BDECED846',
      {
        version: 1,
        versionName: 'time-based',
        variant: 'RFC 9562',
        time: new Date('2022-02-22T19:22:22Z'),
      },
    ],
    [
      'urn:uuid:1EC9414C-232A-6B00-B3C8-9F6BDECED846',
      {
        version: 6,
        versionName: 'time-based, reordered',
        variant: 'RFC 9562',
        time: new Date('2022-02-22T19:22:22Z'),
      },
    ],
    [
      '{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}',
      {
        version: 7,
        versionName: 'Unix time-ordered',
        variant: 'RFC 9562',
        time: new Date('2022-02-22T19:22:22Z'),
      },
    ],
    [
      '5df418813aed351588a72f4a814cf09e',
      { version: 3, versionName: 'name-based, MD5', variant: 'RFC 9562' },
    ],
    [
      '919108f7-52d1-4320-9bac-f847db4148a8',
      { version: 4, versionName: 'random', variant: 'RFC 9562' },
    ],
    [
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
      { version: 5, versionName: 'name-based, SHA-1', variant: 'RFC 9562' },
    ],
    [
      '00000000-0000-0000-0000-000000000000',
      { version: 0, versionName: 'nil', variant: 'Nil UUID' },
    ],
    [
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      { version: 15, versionName: 'max', variant: 'Max UUID' },
    ],
    [
      '00000000-0000-9000-c000-000000000000',
      { version: 9, versionName: 'unassigned', variant: 'Microsoft (reserved)' },
    ],
    [
      '00000000-0000-7000-0000-000000000000',
      { version: 7, versionName: 'Unix time-ordered', variant: 'NCS (reserved)' },
    ],
    [
      '00000000-0000-4000-e000-000000000000',
      { version: 4, versionName: 'random', variant: 'Future (reserved)' },
    ],
  ])('tells what %s is', (text, value) => {
    expect(inspectUuid(text)).toEqual({ ok: true, value })
  })

  it.each([
    'not-a-uuid',
    '',
    'c232ab00-9414-11ec-b3c8-9f6bdeced84',
    'c232ab00-9414-11ec-b3c8-9f6bdeced8466',
    'g232ab00-9414-11ec-b3c8-9f6bdeced846',
    'c232ab00-9414-11ec-b3c8-9f6b-deced846',
  ])('says %j is not a UUID', (text) => {
    expect(inspectUuid(text)).toEqual({
      ok: false,
      error: 'That is not a UUID: it needs 32 hexadecimal digits, as 8-4-4-4-12.',
    })
  })
})

describe('random numbers below a limit', () => {
  it.each([
    // 2³² % 3 = 1: only the very top value is past the last whole multiple of 3.
    [3, [0xffffffff, 7], 1],
    [3, [0xfffffffe], 0xfffffffe % 3],
    // Nearly half the 32-bit values are past the last multiple of 2³¹ + 1.
    [2 ** 31 + 1, [2 ** 31 + 1, 0xffffffff, 2 ** 31], 2 ** 31],
    [1, [123], 0],
    [2 ** 32, [0xffffffff], 0xffffffff],
  ])(
    'below %d, draws again past the last whole multiple (no modulo bias)',
    (max, values, expected) => {
      const source = valuesOf([...values])
      expect(randomBelow(max, source)).toBe(expected)
      expect(source.left).toEqual([])
    },
  )

  it('spreads evenly over a small range', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 35_000; i++) counts[randomBelow(7)]!++
    // 5,000 each expected; σ ≈ 65, so 400 off is over six σ.
    for (const count of counts) expect(Math.abs(count - 5_000)).toBeLessThan(400)
  })

  it.each([0, -1, 2.5, 2 ** 32 + 1, NaN])('refuses a limit of %d as a bug', (max) => {
    expect(() => randomBelow(max)).toThrow(RangeError)
  })
})
