import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { defaultWidgetId } from '../doc/default-widgets'
import { ensureDefaultRecords, holdsOnlyDefaults } from '../doc/defaults'
import {
  collectionMap,
  deleteRecord,
  patchRecord,
  readStored,
  writeRecord,
} from '../doc/records-in-doc'
import { noteType } from '../records/note'
import { followServerCopy } from './adopt'

/**
 * A workspace as a browser where Hearth was just opened has it. Of two writes of one key that
 * never saw each other, Yjs keeps the one from the higher client id: the new device's (2) wins
 * over the laptop's (1) here, as it does in about half of real pairings.
 */
function newWorkspace(clientID = 2): Y.Doc {
  const doc = new Y.Doc()
  doc.clientID = clientID
  ensureDefaultRecords(doc)
  return doc
}

/** Both documents after they have exchanged everything, as a sync does. */
function merge(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
}

const widgets = (doc: Y.Doc) => [...collectionMap(doc, 'widgets').keys()].sort()
const calendar = defaultWidgetId('calendar')

/** The laptop's workspace, on the server: its calendar removed, its clock moved. */
function laptopWithoutCalendar(): Y.Doc {
  const laptop = newWorkspace(1)
  deleteRecord(laptop, 'widgets', calendar)
  patchRecord(laptop, 'widgets', defaultWidgetId('clock'), {
    layouts: { lg: { x: 7, y: 0, w: 5, h: 3 } },
  })
  return laptop
}

describe('a new device following the server’s copy of its workspace', () => {
  it('merged as they are, a widget removed elsewhere comes back (why it exists)', () => {
    const server = laptopWithoutCalendar()
    const phone = newWorkspace()
    merge(server, phone)
    expect(widgets(server)).toContain(calendar)
    expect(widgets(phone)).toContain(calendar)
  })

  it('keeps a widget removed elsewhere removed, on both, and the rest as the server has it', () => {
    const server = laptopWithoutCalendar()
    const phone = newWorkspace()
    expect(followServerCopy(phone, server)).toBe(1)
    merge(server, phone)
    expect(widgets(server)).not.toContain(calendar)
    expect(widgets(server)).toHaveLength(5)
    expect(widgets(phone)).toEqual(widgets(server))
    // The clock where the laptop moved it, on both.
    for (const doc of [server, phone])
      expect(readStored(doc, 'widgets', defaultWidgetId('clock'))?.layouts).toEqual({
        lg: { x: 7, y: 0, w: 5, h: 3 },
      })
    expect(collectionMap(phone, 'settings').toJSON()).toEqual(
      collectionMap(server, 'settings').toJSON(),
    )
    // Once they agree there is nothing left to follow.
    expect(followServerCopy(phone, server)).toBe(0)
  })

  it('leaves a workspace with anything of the user’s in it to merge as it is', () => {
    const server = laptopWithoutCalendar()
    const phone = newWorkspace()
    writeRecord(phone, 'notes', noteType.create({ id: 'note:1', now: 1, title: 'Mine' }))
    expect(holdsOnlyDefaults(phone)).toBe(false)
    expect(followServerCopy(phone, server)).toBe(0)
    expect(widgets(phone)).toContain(calendar)

    const moved = newWorkspace()
    patchRecord(moved, 'widgets', calendar, { layouts: { lg: { x: 0, y: 0, w: 4, h: 7 } } })
    expect(holdsOnlyDefaults(moved)).toBe(false)
    expect(followServerCopy(moved, server)).toBe(0)
  })

  it('changes nothing when the server has no copy yet (this device is the first)', () => {
    const phone = newWorkspace()
    expect(holdsOnlyDefaults(phone)).toBe(true)
    expect(followServerCopy(phone, new Y.Doc())).toBe(0)
    expect(widgets(phone)).toHaveLength(6)
  })
})
