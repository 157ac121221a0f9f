// @vitest-environment happy-dom
// Two tabs in one process meet through BroadcastChannel (startTabSync), so this file runs alone.
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { writeOldRecord } from '../doc/old-records'
import type { Workspace } from '../workspace'
import { openDatabase } from './idb-requests'
import { rebuildInWorker } from './in-worker'
import { rebuildRows } from './row-rebuild'
import { RowIndex } from './row-index'
import { fakeLocks } from '@/testing/fake-locks'
import { expectRowsMatch, openTab, settle, storeAsPreviousBuild } from './test-rows'

let tabs: Workspace[] = []
afterEach(async () => {
  for (const tab of tabs) await tab.close()
  tabs = []
  RowIndex.elsewhere = rebuildInWorker
  RowIndex.bulk = 1_000
  RowIndex.rebuildPast = 10_000
  // Back to happy-dom's own Web Locks (none).
  delete (navigator as { locks?: unknown }).locks
})

/** What the worker does, in this process: `during` runs once its document is loaded. */
function elsewhere(during: () => void = () => {}) {
  let runs = 0
  RowIndex.elsewhere = async (name) => {
    runs++
    const db = await openDatabase(name)
    try {
      return await rebuildRows(db, during)
    } finally {
      db.close()
    }
  }
  return () => runs
}

async function previousBuild(todos: number) {
  const old = new Y.Doc()
  old.getMap('meta').set('schemaVersion', 8)
  for (let i = 0; i < todos; i++)
    writeOldRecord(old, 'todos', {
      id: `todo:${i}`,
      listId: null,
      title: `Todo ${i}`,
      done: false,
      due: null,
      notes: '',
      order: `a${i}`,
      completedAt: null,
      createdAt: 1,
      updatedAt: 2,
    })
  await storeAsPreviousBuild(old)
}

describe('rows rebuilt away from the page', () => {
  it('index a workspace stored by the previous build, in several writes', async () => {
    const runs = elsewhere()
    // More rows than one write holds (500): the rows of every write are stored.
    await previousBuild(1_200)
    const tab = await openTab()
    tabs.push(tab)
    await tab.persistence.rows!.settled()
    expect(runs()).toBe(1)
    expect(tab.persistence.rows!.isComplete).toBe(true)
    await expectRowsMatch(tabs)
  })

  it('keep what the tab changes meanwhile, even rows the rebuild first wrote older', async () => {
    const opened: { tab?: Workspace } = {}
    elsewhere(() => {
      // The worker has read the log: these come after, and their rows are written first.
      const todos = opened.tab!.repository('todos')
      todos.update('todo:1', { title: 'Renamed while indexing' })
      todos.remove('todo:2')
      todos.create({ title: 'Added while indexing' })
    })
    await previousBuild(300)
    const tab = (opened.tab = await openTab())
    tabs.push(tab)
    await tab.persistence.rows!.settled()
    await settle()
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('write the rows of a bulk change, also one made while a rebuild is under way', async () => {
    RowIndex.bulk = 10
    RowIndex.rebuildPast = 10
    const opened: { tab?: Workspace } = {}
    let bulk = 0
    const runs = elsewhere(() => {
      // Once, while the first rebuild's worker has read the log.
      if (bulk++) return
      const many = Array.from({ length: 40 }, (_, i) => ({ title: `Imported ${i}` }))
      opened.tab!.repository('todos').createMany(many)
    })
    await previousBuild(20)
    const tab = (opened.tab = await openTab())
    tabs.push(tab)
    await tab.persistence.rows!.settled()
    // The bulk change kept the rebuild from ending complete; the next one found that the
    // worker's last step had taken it in (its watermark matches the document) and stopped.
    expect(runs()).toBe(1)
    expect(tab.persistence.rows!.isComplete).toBe(true)
    expect(await expectRowsMatch(tabs)).toBe(0)
    // And one made when no rebuild runs.
    tab
      .repository('todos')
      .createMany(Array.from({ length: 40 }, (_, i) => ({ title: `Later ${i}` })))
    expect(tab.persistence.rows!.isComplete).toBe(false)
    await tab.persistence.rows!.settled()
    expect(runs()).toBe(2)
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('write the rows of a bulk change of a few records from the document, without a rebuild', async () => {
    RowIndex.bulk = 10
    const runs = elsewhere()
    await previousBuild(20)
    const tab = await openTab()
    tabs.push(tab)
    await tab.persistence.rows!.settled()
    expect(runs()).toBe(1)
    tab
      .repository('todos')
      .createMany(Array.from({ length: 40 }, (_, i) => ({ title: `Imported ${i}` })))
    expect(tab.persistence.rows!.isComplete).toBe(false)
    await tab.persistence.rows!.settled()
    // Written from the tab's document: no second rebuild read the log again.
    expect(runs()).toBe(1)
    expect(tab.persistence.rows!.isComplete).toBe(true)
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('one tab at a time: a tab that waited finds the rows rebuilt by the other', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    let started = 0
    let finish = () => {}
    const finished = new Promise<void>((resolve) => (finish = resolve))
    elsewhere()
    const inProcess = RowIndex.elsewhere!
    RowIndex.elsewhere = async (name, signal) => {
      started++
      await finished
      return inProcess(name, signal)
    }
    await previousBuild(30)
    const one = await openTab()
    const two = await openTab()
    tabs.push(one, two)
    const rebuilt = [one, two].map((tab) => tab.persistence.rows!.rebuild())
    await settle(50)
    // The second waits for the first's lock.
    expect(started).toBe(1)
    finish()
    await Promise.all(rebuilt)
    expect(started).toBe(1)
    expect(two.persistence.rows!.isComplete).toBe(true)
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('fall back to the page when the worker fails', async () => {
    RowIndex.elsewhere = () => Promise.reject(new Error('No workers here'))
    await previousBuild(50)
    const tab = await openTab()
    tabs.push(tab)
    await tab.persistence.rows!.settled()
    await expectRowsMatch(tabs)
  })
})
