import { expect, it } from 'vitest'
import { customAddressProblem, engineOf, resultsUrl } from './search-engines'

it('accepts only http(s) addresses with %s', () => {
  expect(customAddressProblem('https://search.example/?q=%s')).toBeNull()
  expect(customAddressProblem('http://localhost:8080/find/%s')).toBeNull()
  for (const bad of ['javascript:alert(%s)', 'ftp://x.example/%s', 'https://x.example/', '%s'])
    expect(customAddressProblem(bad), bad).toBe(
      'Use an http:// or https:// address with %s where the search goes.',
    )
})

it('names the engine, and has no address for an unusable custom one', () => {
  expect(engineOf('kagi', '')).toEqual({ name: 'Kagi', template: 'https://kagi.com/search?q=%s' })
  expect(engineOf('custom', 'https://www.search.example/?q=%s').name).toBe('search.example')
  expect(engineOf('custom', 'nope')).toEqual({ name: 'Custom', template: null })
})

it('puts the trimmed, encoded query where each %s is', () => {
  expect(resultsUrl('https://s.example/?q=%s&again=%s', ' a+b #c ')).toBe(
    'https://s.example/?q=a%2Bb%20%23c&again=a%2Bb%20%23c',
  )
})
