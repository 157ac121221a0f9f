import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import type { HostRequest } from './host-protocol'
import { OWNER_CHANGED, OwnerBulks } from './owner-bulks'
import { OwnerRequests } from './owner-requests'
import { RemoteText } from './remote-text'
import type { RowFeed } from './persistence/row-feed'

// What a page's requests to its document's owner do when another owner takes over (the tab that
// owned went, `owner-relay.ts`): each asks again, is refused, or starts over.

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** A note's text opened through the owner, empty, and the whole texts it writes as commands. */
async function openedText() {
  const requests = new OwnerRequests(
    () => {},
    () => {},
  )
  const resent: string[] = []
  const text = new RemoteText(requests, 'notes', 'body', 'note:1', {
    updates: () => {},
    text: () => {},
    resend: (typed) => resent.push(typed),
  })
  requests.answer({ text: 1, opened: Y.encodeStateAsUpdate(new Y.Doc()) })
  await text.whenReady
  return { requests, resent, text }
}

describe('another owner takes over', () => {
  it('asks it again for the records of an export not answered', async () => {
    const posted: HostRequest[] = []
    const requests = new OwnerRequests(
      (request) => posted.push(request),
      () => {},
    )
    const records = requests.records()
    expect(posted).toEqual([{ exportRecords: 1 }])
    requests.ownerChanged()
    expect(posted).toEqual([{ exportRecords: 1 }, { exportRecords: 1 }])
    requests.answer({ exported: 1, collections: { todos: [] } as never })
    await expect(records).resolves.toEqual({ todos: [] })
  })

  it('starts the sync over, with the new owner', () => {
    const posted: HostRequest[] = []
    const requests = new OwnerRequests(
      (request) => posted.push(request),
      () => {},
    )
    let restarts = 0
    const channel = requests.sync(
      'doc',
      'token',
      () => {},
      () => restarts++,
    )
    requests.ownerChanged()
    expect(restarts).toBe(1)
    // The last sync is done with: its stop says nothing to the new owner.
    channel.stop()
    expect(posted).toEqual([{ sync: { name: 'doc', token: 'token' } }])
    // Nothing to restart once stopped.
    requests.ownerChanged()
    expect(restarts).toBe(1)
  })

  it('refuses the records not stored, and sends no more of them', async () => {
    const posted: HostRequest[] = []
    const announced: RowFeed[] = []
    const bulks = new OwnerBulks(
      (request) => posted.push(request),
      (rows) => announced.push(rows),
      () => {},
    )
    const todos = Array.from({ length: 5_000 }, (_, n) => ({ id: `todo:${n}` }))
    const stored = bulks.send({ todos } as never, false)
    expect(posted).toHaveLength(1)
    bulks.ownerChanged()
    await expect(stored).rejects.toThrow(OWNER_CHANGED)
    expect(bulks.waiting).toBe(0)
    // What the last owner stored of them shows: the rows are read again.
    expect(announced).toEqual([{ reset: true }])
    await nextTask()
    await nextTask()
    expect(posted).toHaveLength(1)
  })

  it('writes what was typed and not stored whole, and binds the editor again', async () => {
    const posted: HostRequest[] = []
    const requests = new OwnerRequests(
      (request) => posted.push(request),
      () => {},
    )
    const resent: string[] = []
    const kept: (string | null)[] = []
    const text = new RemoteText(requests, 'notes', 'body', 'note:1', {
      updates: () => {},
      text: (typed) => kept.push(typed),
      resend: (typed) => resent.push(typed),
    })
    const opened = new Y.Doc()
    opened.getText('text').insert(0, 'Hello')
    requests.answer({ text: 1, opened: Y.encodeStateAsUpdate(opened) })
    await text.whenReady
    let gone = 0
    text.whenGone(() => gone++)
    text.text.insert(5, ', world')
    expect(requests.textsUnstored).toBe(1)

    requests.ownerChanged()
    expect(resent).toEqual(['Hello, world'])
    expect(requests.textsUnstored).toBe(0)
    expect(text.gone).toBe(true)
    await nextTask()
    expect(gone).toBe(1)
    // Typed into the text it was bound to since, before the editor is bound again: written
    // whole as well (the editor is made again from the row, which shows it), not sent as an
    // update of a text the new owner does not have.
    const sent = posted.length
    text.text.insert(12, '!')
    expect(resent).toEqual(['Hello, world', 'Hello, world!'])
    expect(posted).toHaveLength(sent)
    text.close()
  })

  it('binds again without writing anything when everything typed was stored', async () => {
    const { requests, resent, text } = await openedText()
    requests.ownerChanged()
    expect(resent).toEqual([])
    expect(text.gone).toBe(true)
    text.close()
  })

  it('writes nothing typed into a text replaced before it (an import), as the owner changes', async () => {
    const { requests, resent, text } = await openedText()
    requests.answer({ text: 1, gone: true })
    text.text.insert(0, 'Into the old text')
    requests.ownerChanged()
    text.text.insert(0, '>')
    expect(resent).toEqual([])
    text.close()
  })
})
