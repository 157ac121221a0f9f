import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { forgetFirstView } from '@/lib/first-view-key'
import { forgetLongestEntry, forgetOversizedEntries, isQuotaError } from '@/lib/workspace-storage'

/**
 * A synchronous journal of document updates that IndexedDB has not committed yet.
 *
 * IndexedDB writes are asynchronous, and a write still in flight when the page unloads (a
 * reload right after a keystroke) can be lost. localStorage writes are synchronous: when the
 * page is hidden or left, what is not committed yet is written there, and the next load of the
 * same document applies it and stores it in IndexedDB. Yjs updates are idempotent, so applying
 * a journal whose writes did commit after all changes nothing.
 *
 * Keys: `hearth:journal:<tab>:<database name>`, one per tab and document, so two tabs never
 * overwrite each other's journal (`<tab>-<slot>` for what a part of a page journals apart: a
 * note's text edited through the document's owner, `remote-text.ts`).
 */
export const JOURNAL_PREFIX = 'hearth:journal:'

/** This tab's part of the journal keys. */
export const TAB_ID = Math.random().toString(36).slice(2, 10)

/** A tab's key for a document; `slot` keeps apart what a part of the page journals itself. */
const journalKey = (database: string, slot = '') =>
  `${JOURNAL_PREFIX}${TAB_ID}${slot ? `-${slot}` : ''}:${database}`

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * Writes this tab's journal for a document: the updates not committed yet, merged. Returns
 * whether it was written (false when there was nothing to write or storage refused it).
 */
export function writeJournal(database: string, updates: Uint8Array[], slot = ''): boolean {
  const store = storage()
  if (!store || !updates.length) return false
  try {
    const merged = updates.length === 1 ? updates[0]! : yjs().mergeUpdates(updates)
    const key = journalKey(database, slot)
    const value = toBase64(merged)
    for (;;) {
      try {
        store.setItem(key, value)
        return true
      } catch (error) {
        if (!isQuotaError(error) || !makeRoom()) throw error
      }
    }
  } catch (error) {
    // Quota: the writes in flight may still commit; nothing else can be done synchronously.
    console.warn('Hearth could not keep unsaved changes aside before leaving the page', error)
    return false
  }
}

/**
 * Storage is full: removes one thing that can be made or typed again, to make room for edits
 * that cannot: the Overview's picture (the next start paints without it), then tools' inputs,
 * the longest first. Returns whether anything was removed.
 */
function makeRoom(): boolean {
  return forgetFirstView() || forgetOversizedEntries() > 0 || forgetLongestEntry()
}

/** Removes this tab's journal for a document (its writes have committed). */
export function clearJournal(database: string, slot = '') {
  try {
    storage()?.removeItem(journalKey(database, slot))
  } catch {
    /* nothing to clear */
  }
}

/** A journal left by some tab for a document. */
export interface JournalEntry {
  key: string
  update: Uint8Array
}

/**
 * Every journal left for a document, by any tab, decoded. An entry that cannot be decoded is
 * removed with a warning: it never breaks loading.
 */
export function readJournals(database: string): JournalEntry[] {
  const store = storage()
  if (!store) return []
  const entries: JournalEntry[] = []
  for (const key of keysOf(store, database)) {
    try {
      const update = fromBase64(store.getItem(key) ?? '')
      // Decoding checks the update's structure without applying it anywhere.
      yjs().decodeUpdate(update)
      entries.push({ key, update })
    } catch (error) {
      console.warn(`Hearth dropped an unreadable journal entry (${key})`, error)
      dropJournal(key)
    }
  }
  return entries
}

/** Whether any tab left a journal for a document (without reading it). */
export function hasJournal(database: string): boolean {
  const store = storage()
  return !!store && keysOf(store, database).length > 0
}

/** Removes one journal entry once what it held is stored. */
export function dropJournal(key: string) {
  try {
    storage()?.removeItem(key)
  } catch {
    /* already gone */
  }
}

/** Removes every tab's journal for a document (the document itself is being deleted). */
export function dropJournals(database: string) {
  const store = storage()
  if (store) for (const key of keysOf(store, database)) dropJournal(key)
}

/** Every tab's journal key for a document. */
function keysOf(store: Storage, database: string): string[] {
  const keys: string[] = []
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(JOURNAL_PREFIX) && keyDatabase(key) === database) keys.push(key)
    }
  } catch {
    /* storage unreadable: no journal */
  }
  return keys
}

/** The database a journal key belongs to: everything after the tab id. */
function keyDatabase(key: string): string | null {
  const rest = key.slice(JOURNAL_PREFIX.length)
  const colon = rest.indexOf(':')
  return colon > 0 ? rest.slice(colon + 1) : null
}

/**
 * Applies to `doc` (as `origin`) what tabs journaled for it as they went away (writes that had
 * not committed then), and stores each with `store`; an entry is removed once its bytes are
 * committed, and kept for the next load when storing fails. One that cannot be applied is
 * dropped with a warning.
 */
export function recoverJournals(
  database: string,
  doc: Y.Doc,
  origin: unknown,
  store: (update: Uint8Array) => Promise<void>,
) {
  for (const { key, update } of readJournals(database)) {
    try {
      yjs().applyUpdate(doc, update, origin)
    } catch (error) {
      console.warn(`Hearth dropped a journal entry it could not apply (${key})`, error)
      dropJournal(key)
      continue
    }
    store(update).then(
      () => dropJournal(key),
      () => {},
    )
  }
}
