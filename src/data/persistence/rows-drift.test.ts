// @vitest-environment happy-dom
import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openDb, putRow, putWatermark, storeWorkspace } from '@/testing/rows-start'
import { workspaceDbName } from '../workspace'
import { covers, readWatermark } from './record-store'
import { checkLog, repairRows } from './row-rebuild'
import { readAllRows } from './row-store-reads'

// Rows whose watermark says they are complete while naming a state that lacks some of the log
// drifted: a start from rows would trust them. The background check after such a start finds
// them behind the log and builds them again.

/**
 * Makes a stored workspace's todo row say 'Stale', with a watermark a step behind the log, as a
 * tab writing rows without an update would: the log is as it was.
 */
async function drift(id: string, doc: Y.Doc) {
  const todo = [...doc.getMap('todos').keys()][0]!
  await putRow(id, ['todos', todo], (row) => {
    row.r = { ...row.r, title: 'Stale' }
  })
  const behind = new Map(
    [...Y.decodeStateVector(Y.encodeStateVector(doc))].map(([c, k]) => [c, k - 1]),
  )
  await putWatermark(id, (mark) => (mark.stateVector = Y.encodeStateVector(behind)))
  return todo
}

/** A stored workspace whose rows drifted (`drift`). */
async function drifted(id: string) {
  const { doc } = await storeWorkspace(id)
  return { doc, todo: await drift(id, doc) }
}

const titleOf = async (db: IDBDatabase, id: string) =>
  (await readAllRows(db)).find((row) => row.id === id)?.r.title

describe('rows behind the log', () => {
  it('are found by the check, each time until built again, and then match the document', async () => {
    const { doc, todo } = await drifted('drift-1')
    const db = await openDb(workspaceDbName('drift-1'))
    expect(await checkLog(db)).toMatchObject({ behind: true })
    // Not noted as checked: the next start looks again.
    expect(await checkLog(db)).toMatchObject({ behind: true })

    expect(await repairRows(db)).toMatchObject({ rows: expect.any(Number) })
    const stored = doc.getMap('todos').get(todo) as string
    expect(await titleOf(db, todo)).toBe(JSON.parse(stored).title)
    const mark = await readWatermark(db)
    expect(covers(mark!.stateVector, Y.encodeStateVector(doc))).toBe(true)
    expect(await checkLog(db)).not.toHaveProperty('behind')
    db.close()
  })

  it('are not taken for drift when the watermark is gone (known incomplete) or names more', async () => {
    const { doc } = await storeWorkspace('drift-2')
    const db = await openDb(workspaceDbName('drift-2'))
    expect(await checkLog(db)).not.toHaveProperty('behind')
    db.close()

    // A tab's watermark may name an update another tab sent it before storing it.
    await putWatermark('drift-2', (mark) => {
      const ahead = Y.decodeStateVector(Y.encodeStateVector(doc))
      ahead.set(123_456, 3)
      mark.stateVector = Y.encodeStateVector(ahead)
    })
    const again = await openDb(workspaceDbName('drift-2'))
    // Read whatever was noted: an unchanged log is not checked again (`skipped`).
    expect(await checkLog(again, async () => {})).not.toHaveProperty('behind')
    await new Promise<void>((resolve) => {
      const tx = again.transaction('custom', 'readwrite')
      tx.objectStore('custom').clear()
      tx.oncomplete = () => resolve()
    })
    expect(await checkLog(again)).not.toHaveProperty('behind')
    again.close()
  })

  it('are found after a check that found everything in order, though the log did not change', async () => {
    const { doc } = await storeWorkspace('drift-3')
    const db = await openDb(workspaceDbName('drift-3'))
    expect(await checkLog(db)).not.toHaveProperty('behind')
    // Unchanged since: not read again.
    expect(await checkLog(db)).toMatchObject({ skipped: true })
    db.close()

    // An older tab writes the rows of another tab's change, with its own watermark.
    await drift('drift-3', doc)
    const again = await openDb(workspaceDbName('drift-3'))
    expect(await checkLog(again)).toMatchObject({ behind: true })
    again.close()
  })
})
