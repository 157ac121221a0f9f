import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { openAccounts } from '../src/accounts.js'
import { createDocumentStore } from '../src/documents.js'
import { openSql, type SqlClient } from '../src/sql.js'
import { connect, readDocument, startTestServer, waitFor } from './helpers.js'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-storage-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const state = (edit: (doc: Y.Doc) => void, from?: Uint8Array) => {
  const doc = new Y.Doc()
  if (from) Y.applyUpdate(doc, from)
  edit(doc)
  return Y.encodeStateAsUpdate(doc)
}
const read = (update: Uint8Array | null) => {
  const doc = new Y.Doc()
  if (update) Y.applyUpdate(doc, update)
  return doc.getMap('record').toJSON()
}

describe('documents stored by several instances', () => {
  it("keep every instance's edits, whichever stores last", async () => {
    const file = join(tempDir(), 'documents.sqlite')
    // Two instances: two connections to one SQLite file, as two processes on one host have.
    const sqls: SqlClient[] = [await openSql({ file }), await openSql({ file })]
    const [one, two] = sqls.map((sql) => createDocumentStore(sql))
    // Reads go through a third store: fetch() is an instance loading the document.
    const stored = () => createDocumentStore(sqls[0]!).fetch('u_a/personal')
    await sqls[0]!.migrate([one!.schema])

    const base = state((doc) => doc.getMap('record').set('title', 'Groceries'))
    await one!.store('u_a/personal', base)
    const loaded = (await two!.fetch('u_a/personal'))!
    // Each instance has an edit the other has not seen (Redis lagging, or an instance dying).
    const fromOne = state((doc) => doc.getMap('record').set('due', 'Friday'), base)
    const fromTwo = state((doc) => doc.getMap('record').set('done', true), loaded)
    await one!.store('u_a/personal', fromOne)
    await two!.store('u_a/personal', fromTwo)
    const all = { title: 'Groceries', due: 'Friday', done: true }
    expect(read(await stored())).toEqual(all)

    // Instance two wrote the merge, but its own document still lacks 'due': storing it again
    // must merge again, not overwrite.
    const stale = state((doc) => doc.getMap('record').set('n1', 1), fromTwo)
    await two!.store('u_a/personal', stale)
    expect(read(await stored())).toEqual({ ...all, n1: 1 })

    // Both at once: the transactions take turns and the second merges the first.
    await Promise.all([
      one!.store(
        'u_a/personal',
        state((doc) => doc.getMap('record').set('n0', 0), fromOne),
      ),
      two!.store(
        'u_a/personal',
        state((doc) => doc.getMap('record').set('n2', 2), stale),
      ),
    ])
    expect(read(await stored())).toEqual({ ...all, n0: 0, n1: 1, n2: 2 })

    // Deletions merge too.
    const merged = (await one!.fetch('u_a/personal'))!
    await one!.store(
      'u_a/personal',
      state((doc) => doc.getMap('record').delete('due'), merged),
    )
    expect(read(await stored())).toEqual({ title: 'Groceries', done: true, n0: 0, n1: 1, n2: 2 })
    for (const sql of sqls) await sql.close()
  })

  it('survive a restart of the server', async () => {
    const dataDir = tempDir()
    const first = await startTestServer({ dataDir })
    const device = await first.addUserWithDevice('ivy')
    const client = connect(first)
    const opened = client.open(`${device.userId}/personal`, device.token)
    expect(await opened.outcome).toBe(true)
    opened.doc.getText('body').insert(0, 'kept across restarts')
    await waitFor(() => opened.provider.unsyncedChanges === 0, 2000, 'the edit to be acknowledged')
    client.destroy()
    await first.stop()

    const second = await startTestServer({ dataDir })
    try {
      const text = await readDocument(second, `${device.userId}/personal`, device.token)
      expect(text).toBe('kept across restarts')
    } finally {
      await second.close()
      await first.accounts.close()
    }
  })
})

describe('accounts', () => {
  it('keep tokens and pairing codes only as hashes', async () => {
    const dataDir = tempDir()
    const accounts = await openAccounts({ dataDir })
    const { pairingCode } = await accounts.addUser('jo')
    const unused = await accounts.addPairingCode('jo')
    const device = (await accounts.pair(pairingCode, 'Laptop'))!
    expect(await accounts.findDevice('0'.repeat(64))).toBeNull()
    await accounts.close()
    const files = ['accounts.sqlite', 'accounts.sqlite-wal'].map((f) => join(dataDir, f))
    const bytes = files.filter(existsSync).map((f) => readFileSync(f).toString('latin1'))
    expect(bytes.join('')).toContain('Laptop') // the file is readable as text: the test can see
    for (const secret of [device.token, pairingCode, unused, unused.replace(/-/g, '')]) {
      expect(bytes.join('')).not.toContain(secret)
    }
  })

  it('refuse expired codes and unknown names', async () => {
    const dataDir = tempDir()
    const accounts = await openAccounts({ dataDir })
    const { pairingCode } = await accounts.addUser('kim')
    const db = new Database(join(dataDir, 'accounts.sqlite'), { timeout: 5000 })
    db.prepare('UPDATE hearth_pairing_codes SET expires_at = 0').run()
    db.close()
    expect(await accounts.pair(pairingCode, 'Laptop')).toBeNull()
    await expect(accounts.addUser('kim')).rejects.toThrow(/already exists/)
    await expect(accounts.addUser('two words')).rejects.toThrow(/user name/)
    await expect(accounts.addPairingCode('nobody')).rejects.toThrow(/no user/)
    expect(await accounts.removeDevice('d_0000000000000000')).toBe(false)
    expect(await accounts.listDevices()).toEqual([])
    await accounts.close()
  })
})
