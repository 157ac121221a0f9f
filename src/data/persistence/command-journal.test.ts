// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { recoverCommands, writeCommands, type JournalEntry } from './command-journal'

afterEach(() => localStorage.clear())

const body = (text: string): JournalEntry => ({
  change: { collection: 'notes', patch: [{ id: 'note:1', fields: { body: text } }] },
  from: 'page',
  seq: text.length,
})

it('applies what a page kept aside apart after its commands, whatever order storage lists them in', () => {
  // The text typed as the page went, kept aside before the page's commands are journaled (a
  // browser lists localStorage's keys in no particular order: here, the slot's first).
  writeCommands('db', [body('Owners: round 10.')], 'typed-note_1')
  writeCommands('db', [body('Owners: round 1')])
  writeCommands('other-db', [body('Elsewhere')])
  const applied: string[] = []
  recoverCommands('db', async (entries) => {
    for (const { change } of entries) applied.push(String(change.patch![0]!.fields.body))
  })
  expect(applied).toEqual(['Owners: round 1', 'Owners: round 10.'])
})
