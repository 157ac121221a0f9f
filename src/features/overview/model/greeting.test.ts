import { expect, it } from 'vitest'
import { greetingFor } from './greeting'

it('greets by the hour', () => {
  expect(greetingFor(3)).toBe('Good night')
  expect(greetingFor(9)).toBe('Good morning')
  expect(greetingFor(13)).toBe('Good afternoon')
  expect(greetingFor(20)).toBe('Good evening')
})
