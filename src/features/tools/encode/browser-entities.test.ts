// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { resolveEntityInBrowser } from './browser-entities'
import { htmlDecode } from './encode-model'

describe('named entities from the browser', () => {
  it.each([
    ['&hearts;', '♥'],
    ['&NotEqualTilde;', '≂̸'],
    ['&fjlig;', 'fj'],
    ['&bogus;', undefined],
    ['<img src=x onerror=alert(1)>', undefined],
    ['&amp;<b>', undefined],
  ])('%s → %j', (entity, value) => {
    expect(resolveEntityInBrowser(entity)).toBe(value)
  })

  it('fills the gaps of the model’s table', () => {
    expect(htmlDecode('&spades; &bogus;', resolveEntityInBrowser)).toEqual({
      ok: true,
      value: '♠ &bogus;',
      note: 'Left as they were (not known here): &bogus;',
    })
  })
})
