// @vitest-environment happy-dom
import * as Y from 'yjs'
import { describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { SCHEMA_VERSION } from './doc/migrations'
import { textMap } from './doc/records-in-doc'
import { readJournals } from './persistence/journal'
import { DB_VERSION } from './persistence/record-store'
import { WriteRefusedError } from './repository'
import { newerSchema } from './sync/connection'
import { Workspace, workspaceDbName } from './workspace'

describe('a workspace a newer Hearth migrates while it is open', () => {
  it('turns read-only at once, says so, and still stores what arrives', async () => {
    const onOutdated = vi.fn()
    const workspace = await Workspace.open('outdated', { onOutdated })
    const todos = workspace.repository('todos')
    todos.create({ title: 'Before' })
    // Another device, on a newer Hearth, migrates the workspace; sync brings it here.
    const newer = new Y.Doc()
    Y.applyUpdate(newer, Y.encodeStateAsUpdate(workspace.doc))
    newer.getMap('meta').set('schemaVersion', SCHEMA_VERSION + 1)
    Y.applyUpdate(workspace.doc, Y.encodeStateAsUpdate(newer), 'sync-server')
    await Promise.resolve()

    expect(workspace.mode).toBe('read-only')
    expect(workspace.problem?.message).toBe(
      'Hearth was updated on another device. Reload to continue.',
    )
    expect(onOutdated).toHaveBeenCalledTimes(1)
    expect(() => todos.create({ title: 'After' })).toThrow(WriteRefusedError)
    // Said once, however much more arrives.
    newer.getMap('meta').set('note', 'more')
    Y.applyUpdate(workspace.doc, Y.encodeStateAsUpdate(newer), 'sync-server')
    await Promise.resolve()
    expect(onOutdated).toHaveBeenCalledTimes(1)

    await workspace.close()
    const again = await Workspace.open('outdated')
    // Opened again (still this build), the stored newer version opens read-only, as before.
    expect(again.mode).toBe('read-only')
    expect(again.problem?.title).toBe('This workspace is from a newer Hearth')
    await again.close()
  })

  it('a migration by this Hearth itself is no reason', async () => {
    const onOutdated = vi.fn()
    const workspace = await Workspace.open('current', { onOutdated })
    workspace.doc.getMap('meta').set('schemaVersion', SCHEMA_VERSION)
    expect(workspace.mode).toBe('ready')
    expect(onOutdated).not.toHaveBeenCalled()
    await workspace.close()
  })
})

describe("the sync server's word that the schema is newer", () => {
  it('is read from its stateless message, and nothing else is', () => {
    expect(newerSchema(JSON.stringify({ type: 'schema', version: SCHEMA_VERSION + 1 }))).toBe(
      SCHEMA_VERSION + 1,
    )
    expect(newerSchema(JSON.stringify({ type: 'schema', version: SCHEMA_VERSION }))).toBeNull()
    expect(newerSchema(JSON.stringify({ type: 'other', version: 99 }))).toBeNull()
    expect(newerSchema('not json')).toBeNull()
    expect(newerSchema('null')).toBeNull()
  })
})

describe('a workspace whose database a newer Hearth in another tab upgrades', () => {
  it('lets the upgrade through, turns read-only, and journals what it still changes', async () => {
    const onOutdated = vi.fn()
    const workspace = await Workspace.open('taken-over', { onOutdated })
    const note = workspace.repository('notes').create({ title: 'Open here', body: '' })
    await workspace.persistence.flush()
    // The newer Hearth opens the database at a higher version.
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(workspaceDbName('taken-over'), DB_VERSION + 1)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
      request.onblocked = () => reject(new Error('blocked by the older tab'))
    })
    upgraded.close()
    expect(workspace.mode).toBe('read-only')
    expect(onOutdated).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Hearth was updated in another tab. Reload to continue.',
      }),
    )
    // Typing in an editor still open goes to the journal, which the newer Hearth applies.
    const stored = Y.encodeStateAsUpdate(workspace.doc)
    textMap(workspace.doc, 'notes', 'body').get(note.id)!.insert(0, 'typed after the upgrade')
    const journal = readJournals(workspaceDbName('taken-over'))
    expect(journal).toHaveLength(1)
    const replay = new Y.Doc()
    Y.applyUpdate(replay, stored)
    Y.applyUpdate(replay, journal[0]!.update)
    expect(textMap(replay, 'notes', 'body').get(note.id)?.toString()).toBe(
      'typed after the upgrade',
    )
    await workspace.close()
  })
})
