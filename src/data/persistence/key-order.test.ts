// @vitest-environment happy-dom
import fc from 'fast-check'
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { compareKeys, inRange } from './key-order'

/** Keys as the row store's indexes hold them: numbers, strings (any code units), arrays of them. */
const keys = fc.letrec((tie) => ({
  key: fc.oneof(
    { depthSize: 'small' },
    fc.double({ noNaN: true }),
    fc.integer({ min: -3, max: 3 }),
    fc.string({ unit: 'binary', maxLength: 4 }),
    fc.constantFrom('', 'a', 'b', 'ab', '\uD83D\uDE00', '\uFFFF'),
    fc.array(tie('key'), { maxLength: 3 }),
  ),
})).key

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)

it('orders keys as IndexedDB does', () => {
  fc.assert(
    fc.property(keys, keys, (a, b) => {
      expect(sign(compareKeys(a, b))).toBe(sign(indexedDB.cmp(a, b)))
    }),
    { numRuns: 2_000 },
  )
})

it('says whether a key lies in a range as the range does, open or closed', () => {
  fc.assert(
    fc.property(keys, keys, keys, fc.boolean(), fc.boolean(), (key, x, y, lowerOpen, upperOpen) => {
      const [lower, upper] = indexedDB.cmp(x, y) <= 0 ? [x, y] : [y, x]
      if (indexedDB.cmp(lower, upper) === 0 && (lowerOpen || upperOpen)) return
      const ranges = [
        IDBKeyRange.bound(lower, upper, lowerOpen, upperOpen),
        IDBKeyRange.lowerBound(lower, lowerOpen),
        IDBKeyRange.upperBound(upper, upperOpen),
        IDBKeyRange.only(lower),
      ]
      for (const range of ranges) expect(inRange(range, key)).toBe(range.includes(key))
    }),
    { numRuns: 1_000 },
  )
})

it('throws for a key IndexedDB cannot hold, as IndexedDB does', () => {
  const range = IDBKeyRange.bound(['a'], ['z'])
  for (const bad of [true, null, undefined, {}, [true], ['a', null], Number.NaN]) {
    expect(() => range.includes(bad)).toThrow()
    expect(() => inRange(range, bad)).toThrow()
  }
})
