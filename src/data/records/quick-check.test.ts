import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { COLLECTIONS, RECORD_TYPES, type CollectionName } from '../collections'
import { arbitraryRecords } from '../transfer-arbitrary'
import { compile } from './quick-check'

/** Values that break one rule or another of some field. */
const ODD_VALUES = [
  undefined,
  null,
  '',
  'x',
  ' ',
  '2026-13-45',
  '2026-11-22',
  '24:00',
  '09:30',
  'javascript:alert(1)',
  'https://example.com/',
  'data:image/png;base64,AAAA',
  'x'.repeat(101),
  'x'.repeat(5001),
  // Astral characters: two UTF-16 units each, counted as one by zod's length checks.
  '😀'.repeat(60),
  '😀'.repeat(120),
  0,
  -0,
  -1,
  1.5,
  5,
  NaN,
  Infinity,
  true,
  false,
  [],
  [''],
  ['home'],
  Array.from({ length: 60 }, (_, i) => `t${i}`),
  [{ id: 's', title: 'Step', done: false }],
  [{ id: '', title: 'Step', done: false }],
  {},
  { rrule: 'FREQ=DAILY', fromCompletion: false },
  { rrule: '', fromCompletion: false },
  'toolbar',
  'red',
]

const collections = COLLECTIONS.filter((name) => compile(RECORD_TYPES[name].schema))

/** Every record of a generated workspace, with its collection. */
const anyRecord = arbitraryRecords.chain((records) => {
  const all = collections.flatMap((name) =>
    (records[name] ?? []).map((record) => [name, record as Record<string, unknown>] as const),
  )
  return all.length ? fc.constantFrom(...all) : fc.constant(null)
})

function agree(name: CollectionName, value: unknown) {
  const schema = RECORD_TYPES[name].schema
  const quick = compile(schema)!(value)
  const parsed = z.safeParse(schema, value)
  // Never looser than zod, and exact for these schemas; when it says yes, zod returns the same.
  expect(quick).toBe(parsed.success)
  if (quick) expect(parsed.data).toEqual(value)
}

describe('quick checks of record schemas', () => {
  it('exist for the large collections; the widgets’ schema (formats, stripped objects) has none', () => {
    expect(collections).toEqual(
      expect.arrayContaining(['todos', 'notes', 'bookmarks', 'bookmarkFolders', 'todoLists']),
    )
    expect(compile(RECORD_TYPES.widgets.schema)).toBeNull()
  })

  it('accept every valid record, as zod does', () => {
    fc.assert(
      fc.property(anyRecord, (entry) => {
        if (!entry) return
        const [name, record] = entry
        expect(compile(RECORD_TYPES[name].schema)!(record)).toBe(true)
        agree(name, record)
      }),
      { numRuns: 300 },
    )
  })

  it('agree with zod on records with one field changed to anything', () => {
    fc.assert(
      fc.property(
        anyRecord,
        fc.nat(),
        fc.constantFrom(...ODD_VALUES),
        fc.boolean(),
        (entry, pick, value, nested) => {
          if (!entry) return
          const [name, record] = entry
          const fields = Object.keys(record)
          const field = fields[pick % fields.length]!
          const changed = structuredClone(record)
          const current = changed[field]
          // Sometimes inside a list or object field (a subtask, a tag), else the field itself.
          if (nested && Array.isArray(current)) current[0] = value
          else if (nested && current && typeof current === 'object')
            (current as Record<string, unknown>)[Object.keys(current)[0] ?? 'x'] = value
          else changed[field] = value
          agree(name, changed)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('agree with zod on values that are not records at all', () => {
    for (const name of collections)
      for (const value of [null, undefined, 'todo', 42, [], [{}], {}, new Date(0)])
        agree(name, value)
  })
})
