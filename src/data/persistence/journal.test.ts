// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { limitStorage } from '@/testing/limited-storage'
import { FIRST_VIEW_KEY } from '@/lib/first-view-key'
import { workspaceEntryKey } from '@/lib/workspace-storage'
import { IdbPersistence } from './idb-persistence'
import { JOURNAL_PREFIX, readJournals, writeJournal } from './journal'
import { loadStoredDoc, clearStoredDoc } from './stored-document'

const DB = 'hearth:workspace:journal-test'
const journalKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(JOURNAL_PREFIX))

/** The page going away: what a reload, a close or a navigation does first. */
const pagehide = () => window.dispatchEvent(new Event('pagehide'))

afterEach(() => vi.restoreAllMocks())

describe('the journal of writes not committed yet', () => {
  it('keeps an edit whose IndexedDB write never commits, and stores it on the next load', async () => {
    const doc = new Y.Doc()
    const first = new IdbPersistence(DB, doc)
    await first.whenLoaded
    // The page unloads with the write still in flight: IndexedDB never commits it.
    const never = new Promise<never>(() => {})
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw never
    })
    doc.getText('body').insert(0, 'typed just before the reload')
    pagehide()
    vi.restoreAllMocks()
    expect(journalKeys()).toHaveLength(1)
    await first.destroy()

    // The next page: IndexedDB holds nothing of the edit, the journal does.
    const next = new Y.Doc()
    const second = new IdbPersistence(DB, next)
    await second.whenLoaded
    expect(next.getText('body').toString()).toBe('typed just before the reload')
    await vi.waitFor(() => expect(journalKeys()).toHaveLength(0))
    await second.destroy()

    // And it is in IndexedDB now: a third load without any journal still has it.
    expect((await loadStoredDoc(DB)).getText('body').toString()).toBe(
      'typed just before the reload',
    )
  })

  it('writes nothing when every write has committed, and clears itself once they do', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    doc.getText('body').insert(0, 'a')
    await persistence.flush()
    pagehide()
    expect(journalKeys()).toHaveLength(0)

    // Hidden with a write in flight, then the write commits: the journal goes away.
    doc.getText('body').insert(1, 'b')
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(journalKeys()).toHaveLength(1)
    await persistence.flush()
    await vi.waitFor(() => expect(journalKeys()).toHaveLength(0))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await persistence.destroy()
  })

  it('journals a write made while the page is hidden at once, without waiting for an event', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    try {
      // A hidden page (a phone's background tab) may be killed with no pagehide at all.
      doc.getText('body').insert(0, 'while hidden')
      const [entry] = readJournals(DB)
      const journaled = new Y.Doc()
      Y.applyUpdate(journaled, entry!.update)
      expect(journaled.getText('body').toString()).toBe('while hidden')
      await persistence.flush()
      await vi.waitFor(() => expect(journalKeys()).toHaveLength(0))
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    }
    await persistence.destroy()
  })

  it('journals a write made in a pagehide listener after its own, at once', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    // A field that saves what waited as the page goes away (quick add's Enter before its parser
    // came): its listener runs after the persistence's, which found nothing to journal.
    const late = () => doc.getText('body').insert(0, 'saved as the page went')
    window.addEventListener('pagehide', late)
    try {
      pagehide()
      const [entry] = readJournals(DB)
      const journaled = new Y.Doc()
      Y.applyUpdate(journaled, entry!.update)
      expect(journaled.getText('body').toString()).toBe('saved as the page went')
    } finally {
      window.removeEventListener('pagehide', late)
      window.dispatchEvent(new Event('pageshow'))
    }
    await persistence.flush()
    await persistence.destroy()
  })

  it('goes away with the document it belongs to', async () => {
    const update = Y.encodeStateAsUpdate(new Y.Doc())
    writeJournal(DB, [update])
    localStorage.setItem(`${JOURNAL_PREFIX}othertab:${DB}`, btoa(String.fromCharCode(...update)))
    localStorage.setItem(`${JOURNAL_PREFIX}othertab:hearth:registry`, 'kept')
    await clearStoredDoc(DB)
    expect(journalKeys()).toEqual([`${JOURNAL_PREFIX}othertab:hearth:registry`])
  })

  it('drops an unreadable journal with a warning, and loads what is stored', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    doc.getMap('notes').set('kept', 'yes')
    await persistence.destroy()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(`${JOURNAL_PREFIX}tab1:${DB}`, 'not base64 at all!')
    localStorage.setItem(`${JOURNAL_PREFIX}tab2:${DB}`, btoa('\xff\x01\x02\x03'))
    const next = new Y.Doc()
    const again = new IdbPersistence(DB, next)
    await again.whenLoaded
    expect(next.getMap('notes').get('kept')).toBe('yes')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(journalKeys()).toHaveLength(0)
    await again.destroy()
  })

  it('makes room on a full storage: the Overview picture goes first, then tool inputs, longest first', () => {
    localStorage.clear()
    const doc = new Y.Doc()
    doc.getText('body').insert(0, 'typed before the reload '.repeat(40))
    const update = Y.encodeStateAsUpdate(doc)
    const picture = JSON.stringify({ v: 1, workspace: 'w', html: 'p'.repeat(600) })
    const shortInput = workspaceEntryKey('tool-input', 'w', 'json')
    const longInput = workspaceEntryKey('tool-input', 'w', 'hash')
    localStorage.setItem('hearth:preferences', '{"state":{}}')
    localStorage.setItem(FIRST_VIEW_KEY, picture)
    localStorage.setItem(shortInput, 's'.repeat(400))
    localStorage.setItem(longInput, 'l'.repeat(1_500))
    const used = Object.keys(localStorage).reduce(
      (sum, key) => sum + key.length + localStorage.getItem(key)!.length,
      0,
    )
    // Full: room only once the picture and the longer input are gone.
    limitStorage(used - FIRST_VIEW_KEY.length - picture.length - longInput.length + 200)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    expect(writeJournal(DB, [update])).toBe(true)
    expect(readJournals(DB)).toHaveLength(1)
    expect(localStorage.getItem(FIRST_VIEW_KEY)).toBeNull()
    expect(localStorage.getItem(longInput)).toBeNull()
    // What was not needed stays, and settings are never touched.
    expect(localStorage.getItem(shortInput)).toBe('s'.repeat(400))
    expect(localStorage.getItem('hearth:preferences')).toBe('{"state":{}}')
    expect(warn).not.toHaveBeenCalled()
  })

  it('gives up with a warning, removing no setting, when nothing can make room', () => {
    localStorage.clear()
    localStorage.setItem('hearth:preferences', '{"state":{}}')
    limitStorage(100)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const doc = new Y.Doc()
    doc.getText('body').insert(0, 'x'.repeat(500))
    expect(writeJournal(DB, [Y.encodeStateAsUpdate(doc)])).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(localStorage.getItem('hearth:preferences')).toBe('{"state":{}}')
  })

  it('reads only the journals of its own database, from any tab', () => {
    const update = Y.encodeStateAsUpdate(new Y.Doc())
    writeJournal(DB, [update])
    localStorage.setItem(`${JOURNAL_PREFIX}othertab:${DB}`, btoa(String.fromCharCode(...update)))
    localStorage.setItem(`${JOURNAL_PREFIX}othertab:${DB}:x`, btoa(String.fromCharCode(...update)))
    localStorage.setItem(`${JOURNAL_PREFIX}othertab:hearth:registry`, 'x')
    expect(readJournals(DB)).toHaveLength(2)
  })
})
