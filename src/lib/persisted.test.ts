import * as z from 'zod/mini'
import { expect, it } from 'vitest'
import { readPersisted } from './persisted'

const shape = { mode: z.enum(['light', 'dark']), radius: z.int().check(z.gte(0), z.lte(16)) }
const defaults = { mode: 'dark' as 'light' | 'dark', radius: 8 }

it('keeps valid fields and defaults the rest', () => {
  expect(readPersisted(shape, { mode: 'light', radius: 99 }, defaults)).toEqual({
    mode: 'light',
    radius: 8,
  })
})

it('never throws on junk', () => {
  for (const junk of [null, undefined, 'x', 42, [], { mode: {} }]) {
    expect(readPersisted(shape, junk, defaults)).toEqual(defaults)
  }
})

it('drops unknown fields from what it returns but does not mutate the input', () => {
  const stored = { mode: 'light', extra: true }
  expect(readPersisted(shape, stored, defaults)).toEqual({ mode: 'light', radius: 8 })
  expect(stored).toEqual({ mode: 'light', extra: true })
})
