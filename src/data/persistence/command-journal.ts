import * as z from 'zod/mini'
import { changeSchema, type Change } from '../doc/changes'
import { storage, TAB_ID } from './journal'

/**
 * The synchronous journal of a page's writes sent as commands to its document's owner in a
 * worker (`doc-commands.ts`) and not stored yet: a worker may end with its page (a tab's own
 * worker does; the origin's SharedWorker does when it was the last page), so what it had not
 * committed would be lost. Written to localStorage as the page hides or goes away, like
 * the journal of updates (`journal.ts`); the next start of the workspace sends them to its own
 * owner (or, where it has no worker, applies them to its document: `recoverCommands`) and
 * removes them once stored. A command's write may have committed after all (the owner stored it
 * as the page went): each entry names the page session that sent it and its number (`from`,
 * `seq`), and the owner stores which it has stored with the update they made
 * (`command-marks.ts`), so that such a command is not applied again: a field set again then
 * could undo what another tab or device changed since.
 *
 * Keys: `hearth:commands:<tab>:<database name>`, and `hearth:commands:<tab>-<slot>:<database>`
 * for what a page keeps aside apart from its commands (text typed before its editor was bound).
 */
const PREFIX = 'hearth:commands:'

/** A command kept aside: its change, and which command of which page session it was. */
export interface JournalEntry {
  change: Change
  from?: string
  seq?: number
}

const entrySchema = z.object({
  change: changeSchema,
  from: z.optional(z.string()),
  seq: z.optional(z.number()),
})

/** Entries; or, as an earlier Hearth kept them, bare changes (applied as they are). */
const journalSchema = z.union([z.array(entrySchema), z.array(changeSchema)])

const entriesOf = (kept: z.infer<typeof journalSchema>): JournalEntry[] =>
  kept.map((item) => ('change' in item ? item : { change: item }))

const keyOf = (database: string, slot: string) =>
  `${PREFIX}${TAB_ID}${slot ? `-${slot}` : ''}:${database}`

/** Whether a journal key is of what a page kept aside apart from its commands (a slot's). */
const isSlot = (key: string) =>
  key.slice(PREFIX.length, key.indexOf(':', PREFIX.length)).includes('-')

/**
 * Every tab's command journal key for a database: the tabs' commands first, then what they kept
 * aside apart (storage lists its keys in no order). What a page kept aside is newer than its
 * commands: the whole text typed into an editor as the page went, after a command that set the
 * same text when it was shorter (typed again as another tab took over), must be applied after it.
 */
function keysOf(store: Storage, database: string): string[] {
  const keys: string[] = []
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(PREFIX) && key.slice(key.indexOf(':', PREFIX.length) + 1) === database)
        keys.push(key)
    }
  } catch {
    /* storage unreadable: no journal */
  }
  return [...keys.filter((key) => !isSlot(key)), ...keys.filter(isSlot)]
}

/**
 * Keeps the changes not stored yet (replacing what this tab kept before in `slot`); none clears
 * it.
 */
export function writeCommands(database: string, entries: readonly JournalEntry[], slot = '') {
  const store = storage()
  if (!store) return
  try {
    if (entries.length) store.setItem(keyOf(database, slot), JSON.stringify(entries))
    else store.removeItem(keyOf(database, slot))
  } catch (error) {
    console.warn('Hearth could not keep unsaved changes aside before leaving the page', error)
  }
}

/** Whether some tab left changes it had not stored for a database. */
export function hasCommands(database: string): boolean {
  const store = storage()
  return !!store && keysOf(store, database).length > 0
}

/**
 * Applies what tabs left for a database with `apply`, then removes each entry once what
 * `apply` returns resolves (the changes are stored). An entry that cannot be read is dropped
 * with a warning.
 */
export function recoverCommands(
  database: string,
  apply: (entries: JournalEntry[]) => Promise<void>,
) {
  const store = storage()
  if (!store) return
  for (const key of keysOf(store, database)) {
    const drop = () => {
      try {
        store.removeItem(key)
      } catch {
        /* already gone */
      }
    }
    let entries: JournalEntry[]
    try {
      const parsed = z.safeParse(journalSchema, JSON.parse(store.getItem(key) ?? '[]'))
      if (!parsed.success) throw parsed.error
      entries = entriesOf(parsed.data)
    } catch (error) {
      console.warn(`Hearth dropped unsaved changes it could not read (${key})`, error)
      drop()
      continue
    }
    void apply(entries).then(drop, () => {})
  }
}

/** Removes every tab's command journal for a database (it is being deleted). */
export function dropCommands(database: string) {
  const store = storage()
  if (!store) return
  for (const key of keysOf(store, database)) store.removeItem(key)
}
