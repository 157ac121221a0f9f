// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { todo as oldTodo } from '@/testing/transfer-records'
import { until } from '@/testing/until'
import {
  openFromRows,
  openTodos,
  settled,
  startsFromRowsInEach,
  storeWorkspace,
} from '@/testing/rows-start'
import { DocumentHost } from './document-host'
import { EditHistory } from './edit-history'
import type { HostAnswer } from './host-protocol'
import { TODO_V2_DEFAULTS } from './records/todo'
import { Workspace, workspaceDbName } from './workspace'

// Records added at once (a sample) or put in place of every record (an import, a snapshot
// restored, a reset) on a page without its document go to the document's owner: the page never
// decodes the document for them.

// The page waits for the owner's rows under the lock it holds while they are incomplete.
startsFromRowsInEach()

/** A todo as this Hearth writes it, its id from its title. */
const todo = (title: string, listId: string) => ({
  ...oldTodo(`todo:${title.toLowerCase().replace(/\W+/g, '-')}`, { title, listId }),
  ...TODO_V2_DEFAULTS,
})

async function titlesIn(workspace: Workspace, listId: string) {
  const query = workspace.reads.query('todos', openTodos(listId))!
  // Read, as a screen reads it (a query nobody reads is dropped after a while).
  query.subscribe(() => {})
  await settled(query)
  return () => query.records.map((record) => record.title).sort()
}

describe('records added or replaced at once, on a page without its document', () => {
  it('are added by the owner as one undo step, shown once stored, never decoded on the page', async () => {
    const { list } = await storeWorkspace('bulk-add')
    const { workspace, history } = await openFromRows('bulk-add')
    const titles = await titlesIn(workspace, list.id)
    const edits = new EditHistory()
    workspace.repository('todos').create({ title: 'Before', listId: list.id })
    edits.attach(history())
    const added = ['Sample one', 'Sample two', 'Sample three'].map((title) => todo(title, list.id))
    await workspace.addAll({ todos: added })
    await until(() => titles().includes('Sample three'), 'shown once stored', 10_000)
    expect(workspace.hasDoc).toBe(false)

    // One step, apart from the edit before it.
    expect(edits.undo()).toBe(true)
    await until(() => !titles().some((title) => title.startsWith('Sample')), 'undone', 10_000)
    expect(titles()).toContain('Before')
    expect(edits.redo()).toBe(true)
    await until(() => titles().includes('Sample two'), 'redone', 10_000)
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()

    const reopened = await Workspace.open('bulk-add')
    expect(reopened.records('todos').map((record) => record.title)).toContain('Sample one')
    await reopened.close()
  })

  it('replace every record in the owner (an import): one step, which undo takes back whole', async () => {
    const { list } = await storeWorkspace('bulk-replace')
    const { workspace, history } = await openFromRows('bulk-replace')
    const titles = await titlesIn(workspace, list.id)
    const edits = new EditHistory()
    edits.attach(history())
    const lists = workspace.knownRecords('todoLists')
    await workspace.replaceAll({ todoLists: [...lists], todos: [todo('Imported', list.id)] })
    await until(() => titles().join() === 'Imported', 'only what was imported', 10_000)
    expect(workspace.hasDoc).toBe(false)

    expect(edits.undo()).toBe(true)
    await until(() => titles().join() === 'Buy stamps,Post the letter', 'all back', 10_000)
    await workspace.close()
  })

  it('hold the writes sent meanwhile until every record is there, then apply them', async () => {
    const { list } = await storeWorkspace('bulk-order')
    const { workspace, history } = await openFromRows('bulk-order')
    const titles = await titlesIn(workspace, list.id)
    const edits = new EditHistory()
    edits.attach(history())
    // The owner has the document (an export's round trip): what follows is handled as it comes.
    await workspace.commands.sink()!.requests.records()
    const adding = workspace.addAll({
      todos: Array.from({ length: 2_100 }, (_, i) => todo(`Bulk ${i}`, list.id)),
    })
    // Sent while the owner adds them in slices: applied after, shown at once all the same.
    workspace.repository('todos').create({ title: 'Typed meanwhile', listId: list.id })
    expect(titles()).toContain('Typed meanwhile')
    await adding
    await until(() => titles().length === 2 + 2_100 + 1, 'all shown', 10_000)
    // Two steps, in the order sent: the write did not cut the records' step in two.
    expect(edits.undo()).toBe(true)
    await until(() => !titles().includes('Typed meanwhile'), 'the write undone', 10_000)
    // As the owner has them once it undid (an export's answer follows the undo).
    const owned = await workspace.commands.sink()!.requests.records()
    expect(owned.todos.filter((record) => record.listId === list.id)).toHaveLength(2 + 2_100)
    await until(() => titles().length === 2 + 2_100, 'the records added still shown', 10_000)
    expect(edits.undo()).toBe(true)
    await until(() => titles().length === 2, 'every record added undone', 10_000)
    expect(edits.redo()).toBe(true)
    expect(edits.redo()).toBe(true)
    await until(() => titles().length === 2 + 2_100 + 1, 'both redone', 10_000)
    await workspace.close()

    const reopened = await Workspace.open('bulk-order')
    const stored = reopened.records('todos').filter((record) => record.listId === list.id)
    expect(stored).toHaveLength(2 + 2_100 + 1)
    await reopened.close()
  })

  it('with records the owner cannot read are refused, with the reason; what waited goes on', async () => {
    const { list } = await storeWorkspace('bulk-unreadable')
    const answers: HostAnswer[] = []
    const host = new DocumentHost((answer) => answers.push(answer))
    host.receive({ open: workspaceDbName('bulk-unreadable') })
    const chunk = { bulk: 1, replace: false }
    host.receive({ ...chunk, records: { todos: [todo('Added', list.id)] }, last: false })
    const typed = todo('Typed meanwhile', list.id)
    host.receive({ seq: 1, change: { collection: 'todos', write: [typed] }, origin: 'local' })
    host.receive({ ...chunk, records: { todos: [{ title: 'Without an id' }] }, last: true })
    const said = () => answers.find((answer) => 'bulkStored' in answer)
    await until(() => !!said() && answers.some((a) => 'stored' in a && a.stored === 1), '', 5_000)
    expect(said()).toEqual({ bulkStored: 1, refused: 'Some of the records could not be read.' })
    await host.close()

    // What came before the unreadable chunk stays, as from a tab closed halfway.
    const reopened = await Workspace.open('bulk-unreadable')
    const titles = reopened.records('todos').map((record) => record.title)
    expect(titles).toEqual(expect.arrayContaining(['Added', 'Typed meanwhile']))
    await reopened.close()
  })

  it('are refused by a workspace turned read-only, with the reason, and nothing is sent', async () => {
    await storeWorkspace('bulk-read-only')
    const { workspace } = await openFromRows('bulk-read-only')
    workspace.outdated()
    await expect(workspace.addAll({ todos: [] })).rejects.toThrow(/read-only/)
    await expect(workspace.replaceAll({})).rejects.toThrow(/read-only/)
    await workspace.close()
  })
})
