// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { storeWorkspace } from '@/testing/rows-start'
import { OwnerDocument } from './owner-document'
import { openDatabase } from './persistence/idb-requests'
import { isCurrent, readWatermark, takeOwnership } from './persistence/record-store'
import { RowIndex } from './persistence/row-index'
import { yjs } from './doc/yjs'
import { readAllRows } from './persistence/row-store-reads'
import { Repository } from './repository'
import { Workspace, workspaceDbName } from './workspace'

// Where the owner of the origin's documents is chosen by a Web Lock, a tab frozen while it owned
// loses the lock to another, and its worker may still apply what it was sent once thawed: had
// it stored that, the new owner (sent the same command again by the page) would have made the
// record a second time, and a later delete of it would have left the first copy standing. An
// owner takes each workspace over in its term (`takeOver`): an owner of an earlier term then
// stores nothing more there.

const fence = (term: number) => ({ key: 'hearth:owner-term:test', term })

let open: OwnerDocument[] = []
afterEach(async () => {
  for (const document of open) await document.close()
  open = []
})

async function owner(name: string, term: number) {
  const document = new OwnerDocument(name, fence(term))
  open.push(document)
  await document.whenLoaded
  return document
}

const add = (document: OwnerDocument, title: string) =>
  new Repository({ doc: document.doc, readOnly: false }, 'todos').create({ title })

async function stored(id: string) {
  const workspace = await Workspace.open(id)
  const titles = workspace.records('todos').map((todo) => todo.title)
  const rows = (await readAllRows(workspace.persistence.db!))
    .filter((row) => row.c === 'todos')
    .map((row) => (row.r as { title: string }).title)
  await workspace.close()
  return { titles: titles.sort(), rows: rows.sort() }
}

describe('an owner taken over from', () => {
  it('stores nothing more, rows included, and stops', async () => {
    await storeWorkspace('takeover-1')
    const name = workspaceDbName('takeover-1')
    const before = await owner(name, 1)
    const later = await owner(name, 2)
    add(before, 'From the owner before')
    await before.persistence.flush()
    expect(before.superseded).toBe(true)
    add(later, 'From the owner now')
    await later.persistence.flush()
    expect(later.superseded).toBe(false)
    const { titles, rows } = await stored('takeover-1')
    expect(titles).toEqual(['Buy stamps', 'From the owner now', 'Post the letter'])
    expect(rows).toEqual(titles)
  })

  it('writes no rows from its document either: a rebuild it begins is refused, and it stops', async () => {
    await storeWorkspace('takeover-rows')
    const name = workspaceDbName('takeover-rows')
    const before = await owner(name, 1)
    const later = await owner(name, 2)
    add(later, 'From the owner now')
    await later.persistence.flush()
    // The owner before rebuilds its rows (its tab thawed with a rebuild due), here on its page.
    const elsewhere = RowIndex.elsewhere
    RowIndex.elsewhere = null
    try {
      await before.persistence.rows!.rebuild()
    } finally {
      RowIndex.elsewhere = elsewhere
    }
    expect(before.superseded).toBe(true)
    // The rows and their watermark are the later owner's still.
    const db = await openDatabase(name)
    const mark = await readWatermark(db)
    db.close()
    expect(isCurrent(mark, yjs().encodeStateVector(later.doc))).toBe(true)
    const { titles, rows } = await stored('takeover-rows')
    expect(titles).toEqual(['Buy stamps', 'From the owner now', 'Post the letter'])
    expect(rows).toEqual(titles)
  })

  it('is superseded as it loads when an owner of a later term holds the workspace', async () => {
    await storeWorkspace('takeover-2')
    const name = workspaceDbName('takeover-2')
    await owner(name, 5)
    const late = await owner(name, 3)
    expect(late.superseded).toBe(true)
    add(late, 'From a thawed owner')
    await late.persistence.flush()
    expect((await stored('takeover-2')).titles).toEqual(['Buy stamps', 'Post the letter'])
  })

  it('goes on storing while no later owner took the workspace over', async () => {
    await storeWorkspace('takeover-3')
    const name = workspaceDbName('takeover-3')
    const only = await owner(name, 1)
    add(only, 'Stored')
    await only.persistence.flush()
    await only.close()
    // Its next term (the tab's worker started again) takes it over again.
    const again = await owner(name, 2)
    add(again, 'Stored again')
    await again.persistence.flush()
    expect(again.superseded).toBe(false)
    expect((await stored('takeover-3')).titles).toEqual([
      'Buy stamps',
      'Post the letter',
      'Stored',
      'Stored again',
    ])
  })
})

describe('taking a workspace over', () => {
  it('is not refused by a term given while the clock was set ahead, since corrected', async () => {
    await storeWorkspace('takeover-4')
    const id = 'takeover-4'
    const name = workspaceDbName(id)
    const db = await openDatabase(name)
    // An owner of a day ahead (the clock was wrong then) served and is gone.
    await takeOwnership(db, fence(Date.now() + 24 * 60 * 60 * 1000))
    db.close()
    const now = await owner(name, Date.now())
    expect(now.superseded).toBe(false)
    add(now, 'Stored after the clock was set right')
    await now.persistence.flush()
    expect((await stored(id)).titles).toContain('Stored after the clock was set right')
  })
})
