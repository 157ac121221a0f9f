// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Change } from './doc/changes'
import { DocumentHost } from './document-host'
import type { HostAnswer, HostRequest } from './host-protocol'
import { hasCommands, writeCommands } from './persistence/command-journal'
import { bootFor } from '@/testing/rows-start'
import { until } from '@/testing/until'
import { Workspace, workspaceDbName } from './workspace'

// A page journals the commands it has not seen stored as it goes; its owner may have stored
// them all the same. The owner notes which commands it stored with the update they made
// (`command-marks.ts`), and a journaled command it holds is not applied again: that would undo
// what changed since. The owner follows other tabs over a BroadcastChannel: this file runs in
// a process of its own.

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

const rename = (id: string, title: string): Change => ({
  collection: 'todos',
  patch: [{ id, fields: { title } }],
})

/** An owner of the database `name` (a worker's, in this thread) that handles `requests`. */
async function owner(name: string, requests: HostRequest[]) {
  const answers: HostAnswer[] = []
  const host = new DocumentHost((answer) => answers.push(answer))
  host.receive({ open: name })
  for (const request of requests) host.receive(request)
  const seqs = requests.flatMap((request) => ('seq' in request ? [request.seq] : []))
  await until(() => seqs.every((seq) => answers.some((a) => 'stored' in a && a.stored === seq)))
  await host.close()
  return answers
}

async function titleIn(id: string, todoId: string) {
  const workspace = await Workspace.open(id)
  const title = workspace.records('todos').find((todo) => todo.id === todoId)?.title
  await workspace.close()
  return title
}

describe('a journaled command its owner stored', () => {
  it('is not applied again by a later owner; one it did not store is', async () => {
    const first = await Workspace.open('marks-1')
    const todo = first.repository('todos').create({ title: 'First' })
    await first.close()
    const name = workspaceDbName('marks-1')
    // A page's command, stored as its page went (before it heard so).
    await owner(name, [
      { seq: 1, change: rename(todo.id, 'As the page left it'), origin: 'local', from: 'page.a' },
    ])
    // Another tab renames it since.
    await owner(name, [
      { seq: 1, change: rename(todo.id, 'Renamed since'), origin: 'local', from: 'page.b' },
    ])
    // The next start sends the first page's journal: its command is stored already.
    const again = rename(todo.id, 'As the page left it')
    const replay = { from: 'page.a', seq: 1 }
    await owner(name, [{ seq: 1, change: again, origin: 'touch', from: 'page.c', replay }])
    expect(await titleIn('marks-1', todo.id)).toBe('Renamed since')
    // What that page sent later was not stored: applied.
    const later = { from: 'page.a', seq: 2 }
    const kept = rename(todo.id, 'Kept aside')
    await owner(name, [{ seq: 1, change: kept, origin: 'touch', from: 'page.d', replay: later }])
    expect(await titleIn('marks-1', todo.id)).toBe('Kept aside')
  })

  it('is not applied again by a start that decodes, nor is a journal of an earlier Hearth lost', async () => {
    const first = await Workspace.open('marks-2')
    const todo = first.repository('todos').create({ title: 'First' })
    const other = first.repository('todos').create({ title: 'Other' })
    await first.close()
    const name = workspaceDbName('marks-2')
    await owner(name, [
      { seq: 3, change: rename(todo.id, 'Stored as it went'), origin: 'local', from: 'page.a' },
    ])
    await owner(name, [
      { seq: 1, change: rename(todo.id, 'Renamed since'), origin: 'local', from: 'page.b' },
    ])
    writeCommands(name, [
      { change: rename(todo.id, 'Stored as it went'), from: 'page.a', seq: 3 },
      { change: rename(other.id, 'Not stored'), from: 'page.a', seq: 4 },
    ])
    // A journal as an earlier Hearth kept it: bare changes.
    localStorage.setItem(
      `hearth:commands:older:${name}`,
      JSON.stringify([
        { collection: 'todos', write: [{ id: 'todo:older', title: 'From before' }] },
      ]),
    )
    // No worker here: the start decodes, and applies what the owner had not stored.
    bootFor('marks-2')
    const workspace = await Workspace.open('marks-2')
    await until(() => workspace.hasDoc)
    await until(() => !hasCommands(name))
    const titles = new Map(workspace.records('todos').map((t) => [t.id, t.title]))
    expect(titles.get(todo.id)).toBe('Renamed since')
    expect(titles.get(other.id)).toBe('Not stored')
    expect(titles.get('todo:older')).toBe('From before')
    await workspace.close()
  })
})
