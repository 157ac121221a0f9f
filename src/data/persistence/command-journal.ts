import * as z from 'zod/mini'
import { changeSchema, type Change } from '../doc/changes'
import { storage, TAB_ID } from './journal'

/**
 * The synchronous journal of a page's writes sent as commands to its document's owner in a
 * worker (`doc-commands.ts`) and not stored yet: a worker ends with its page, so what it had
 * not committed would be lost. Written to localStorage as the page hides or goes away, like
 * the journal of updates (`journal.ts`); the next start of the workspace sends them to its own
 * owner (or, where it has no worker, applies them to its document: `recoverCommands`) and
 * removes them once stored. Applying a change whose write did commit after all sets the same
 * fields to the same values.
 *
 * Keys: `hearth:commands:<tab>:<database name>`, and `hearth:commands:<tab>-<slot>:<database>`
 * for what a page keeps aside apart from its commands (text typed before its editor was bound).
 */
const PREFIX = 'hearth:commands:'

const journalSchema = z.array(changeSchema)

const keyOf = (database: string, slot: string) =>
  `${PREFIX}${TAB_ID}${slot ? `-${slot}` : ''}:${database}`

/** Every tab's command journal key for a database. */
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
  return keys
}

/**
 * Keeps the changes not stored yet (replacing what this tab kept before in `slot`); none clears
 * it.
 */
export function writeCommands(database: string, changes: readonly Change[], slot = '') {
  const store = storage()
  if (!store) return
  try {
    if (changes.length) store.setItem(keyOf(database, slot), JSON.stringify(changes))
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
export function recoverCommands(database: string, apply: (changes: Change[]) => Promise<void>) {
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
    let changes: Change[]
    try {
      const parsed = z.safeParse(journalSchema, JSON.parse(store.getItem(key) ?? '[]'))
      if (!parsed.success) throw parsed.error
      changes = parsed.data
    } catch (error) {
      console.warn(`Hearth dropped unsaved changes it could not read (${key})`, error)
      drop()
      continue
    }
    void apply(changes).then(drop, () => {})
  }
}

/** Removes every tab's command journal for a database (it is being deleted). */
export function dropCommands(database: string) {
  const store = storage()
  if (!store) return
  for (const key of keysOf(store, database)) store.removeItem(key)
}
