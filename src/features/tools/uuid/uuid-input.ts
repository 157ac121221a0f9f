import * as z from 'zod/mini'

/**
 * What Tools > UUID and passwords remembers: the options only. What it generates (a password
 * above all) lives in the page's state and nowhere else.
 */
export const UUID_INPUT_SHAPE = {
  version: z.enum(['v4', 'v7']),
  /** 'How many' as typed, so a half-typed number survives a reload. */
  count: z.string().check(z.maxLength(10)),
  uppercase: z.boolean(),
  hyphens: z.boolean(),
  mode: z.enum(['password', 'passphrase']),
  length: z.number().check(z.int(), z.minimum(4), z.maximum(128)),
  lowercase: z.boolean(),
  upper: z.boolean(),
  digits: z.boolean(),
  symbols: z.boolean(),
  avoidLookAlikes: z.boolean(),
  words: z.number().check(z.int(), z.minimum(3), z.maximum(12)),
  separator: z.string().check(z.maxLength(5)),
  capitalise: z.boolean(),
}
export type UuidToolInput = {
  [K in keyof typeof UUID_INPUT_SHAPE]: z.infer<(typeof UUID_INPUT_SHAPE)[K]>
}

export const UUID_INPUT_DEFAULTS: UuidToolInput = {
  version: 'v4',
  count: '1',
  uppercase: false,
  hyphens: true,
  mode: 'password',
  length: 20,
  lowercase: true,
  upper: true,
  digits: true,
  symbols: true,
  avoidLookAlikes: false,
  words: 6,
  separator: '-',
  capitalise: false,
}
