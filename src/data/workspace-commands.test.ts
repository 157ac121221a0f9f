// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { until } from '@/testing/until'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { bootFor, openTodos, settled, storeWorkspace } from '@/testing/rows-start'
import { hasCommands, writeCommands } from './persistence/command-journal'
import { EditHistory } from './edit-history'
import type { UndoStack } from './edit-history'
import { Workspace, workspaceDbName } from './workspace'

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** Opens a stored workspace from its rows, its document's owner in this thread. */
async function openFromRows(id: string) {
  bootFor(id)
  const ports: ReturnType<typeof documentHostInThread>[] = []
  const failures: ((event: Event) => void)[] = []
  let history: UndoStack | null = null
  const workspace = await Workspace.open(id, {
    documentPort: (failed) => {
      const port = documentHostInThread()
      ports.push(port)
      failures.push(failed)
      return port
    },
    onCommandHistory: (stack) => (history = stack),
  })
  expect(workspace.hasDoc).toBe(false)
  return { workspace, ports, failures, history: () => history }
}

/** Titles of a list's open todos as a live row query holds them. */
const titlesIn = async (workspace: Workspace, listId: string) => {
  const query = workspace.reads.query('todos', openTodos(listId))!
  await settled(query)
  return () => query.records.map((todo) => todo.title).sort()
}

describe('writes from a page without its document', () => {
  it('go to the owner as commands: shown at once, stored, and never decoded on the page', async () => {
    const { list } = await storeWorkspace('commands-1')
    const { workspace, ports } = await openFromRows('commands-1')
    const titles = await titlesIn(workspace, list.id)
    const created = workspace
      .repository('todos')
      .create({ title: 'Ring the bank', listId: list.id })
    // Shown in the same task, before the owner has even started.
    expect(titles()).toEqual(['Buy stamps', 'Post the letter', 'Ring the bank'])
    expect(ports).toHaveLength(1)
    const stamps = workspace.knownRecords('todos').find((todo) => todo.title === 'Buy stamps')!
    workspace.repository('todos').update(stamps.id, { title: 'Buy more stamps' })
    expect(titles()).toEqual(['Buy more stamps', 'Post the letter', 'Ring the bank'])
    workspace.repository('todos').remove(created.id)
    expect(titles()).toEqual(['Buy more stamps', 'Post the letter'])
    await workspace.close()
    expect(workspace.hasDoc).toBe(false)

    // Stored: a workspace opened as before reads them from its document.
    const reopened = await Workspace.open('commands-1')
    const stored = reopened.records('todos').map((todo) => todo.title)
    expect(stored.sort()).toEqual(['Buy more stamps', 'Post the letter'])
    await reopened.close()
  })

  it('leave every record, with the writes sent before, for an export read from the owner', async () => {
    const { list } = await storeWorkspace('commands-export')
    const { workspace } = await openFromRows('commands-export')
    workspace.repository('todos').create({ title: 'Renew the passport', listId: list.id })
    const records = await workspace.commands.sink()!.requests.records()
    expect(records.todos.map((todo) => todo.title).sort()).toEqual([
      'Buy stamps',
      'Post the letter',
      'Renew the passport',
    ])
    expect(records.todoLists.map((todoList) => todoList.title)).toContain('Errands')
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()
  })

  it('put a new todo after every open todo of its list, also those the page never read', async () => {
    const { list } = await storeWorkspace('commands-order')
    const { workspace } = await openFromRows('commands-order')
    // No screen shows the list: the page knows none of its todos.
    expect(workspace.knownRecords('todos')).toHaveLength(0)
    const todos = workspace.repository('todos')
    todos.create({ title: 'Third', listId: list.id, order: 'a0' }, { append: list.id })
    todos.create({ title: 'Fourth', listId: list.id, order: 'a0' }, { append: list.id })
    await workspace.close()
    const reopened = await Workspace.open('commands-order')
    const inOrder = reopened
      .records('todos')
      .filter((todo) => todo.listId === list.id)
      .sort((a, b) => (a.order < b.order ? -1 : 1))
      .map((todo) => todo.title)
    expect(inOrder.slice(2)).toEqual(['Third', 'Fourth'])
    await reopened.close()
  })

  it('are undone and redone by the owner, in the steps the page counts, through the app history', async () => {
    const { list } = await storeWorkspace('commands-undo')
    const { workspace, history } = await openFromRows('commands-undo')
    const titles = await titlesIn(workspace, list.id)
    const edits = new EditHistory()
    const todos = workspace.repository('todos')
    todos.create({ title: 'One', listId: list.id })
    edits.attach(history()!)
    // Each click or key is a task of its own: its edits are one step.
    const apart = () => new Promise((resolve) => setTimeout(resolve, 0))
    await apart()
    todos.create({ title: 'Two', listId: list.id })
    await apart()
    // Two edits in one task are one step, as on a page with its document.
    todos.create({ title: 'Three', listId: list.id })
    todos.create({ title: 'Four', listId: list.id })
    await until(() => titles().includes('Four'), 'shown')
    expect(edits.undo()).toBe(true)
    await until(() => !titles().includes('Three') && !titles().includes('Four'), 'undone')
    expect(titles()).toContain('Two')
    expect(edits.undo()).toBe(true)
    await until(() => !titles().includes('Two'), 'the step before undone')
    expect(titles()).toContain('One')
    expect(edits.redo()).toBe(true)
    await until(() => titles().includes('Two'), 'redone')
    // An edit after an undo is a step of its own.
    todos.create({ title: 'Five', listId: list.id })
    expect(edits.canRedo()).toBe(false)
    expect(edits.undo()).toBe(true)
    await until(() => !titles().includes('Five'), 'the edit after the undo undone alone')
    expect(titles()).toContain('Two')
    await workspace.close()
  })

  it('not stored when the page goes away are journaled, and sent to its owner by the next start', async () => {
    const { list } = await storeWorkspace('commands-journal')
    const { workspace, ports } = await openFromRows('commands-journal')
    workspace.repository('todos').create({ title: 'Kept aside', listId: list.id })
    // The page goes away before its owner stored anything.
    ports[0]!.ended = true
    window.dispatchEvent(new Event('pagehide'))
    const name = workspaceDbName('commands-journal')
    expect(hasCommands(name)).toBe(true)
    await workspace.close()

    // The next start still starts from rows: its own owner stores what was kept aside.
    const next = await openFromRows('commands-journal')
    const titles = await titlesIn(next.workspace, list.id)
    await until(() => titles().includes('Kept aside'), 'shown once its owner stored it')
    await until(() => !hasCommands(name), 'the journal dropped once stored')
    expect(next.workspace.hasDoc).toBe(false)
    await next.workspace.close()
    const reopened = await Workspace.open('commands-journal')
    expect(reopened.records('todos').map((todo) => todo.title)).toContain('Kept aside')
    await reopened.close()
  })

  it('sent to an owner whose worker fails turn the page read-only with a reload, and are kept', async () => {
    const { list } = await storeWorkspace('commands-failed')
    const { workspace, ports, failures } = await openFromRows('commands-failed')
    workspace.repository('todos').create({ title: 'Sent before it failed', listId: list.id })
    // Its code did not load: it never answers, and its worker says it failed.
    ports[0]!.ended = true
    const failure = new ErrorEvent('error', { cancelable: true })
    failures[0]!(failure)
    expect(failure.defaultPrevented).toBe(true)
    expect(workspace.mode).toBe('read-only')
    // Not "could not be read": nothing stored is wrong, so no reset is offered.
    expect(workspace.problem).toEqual({
      title: 'Hearth stopped storing this workspace',
      message:
        'The part of Hearth that stores your changes failed (its worker did not start). Nothing you changed is lost. Reload to continue.',
      reload: true,
    })
    // The reload: what the page sent is journaled as it goes, and stored by the next start.
    window.dispatchEvent(new Event('pagehide'))
    await workspace.close()
    const next = await openFromRows('commands-failed')
    const titles = await titlesIn(next.workspace, list.id)
    await until(() => titles().includes('Sent before it failed'), 'stored by the next owner')
    expect(next.workspace.mode).toBe('ready')
    await next.workspace.close()
  })

  it('not stored, are applied by a start that decodes where there is no worker', async () => {
    const { list } = await storeWorkspace('commands-decode')
    const name = workspaceDbName('commands-decode')
    writeCommands(name, [
      {
        change: {
          collection: 'todos',
          write: [{ id: 'todo:kept', title: 'Kept', listId: list.id }],
        },
      },
    ])
    bootFor('commands-decode')
    const workspace = await Workspace.open('commands-decode')
    await until(() => workspace.hasDoc, 'decoded for its first write')
    expect(workspace.records('todos').map((todo) => todo.title)).toContain('Kept')
    await until(() => !hasCommands(name), 'the journal dropped once stored')
    await workspace.close()
  })

  it('drops a journal that is not understood, and opens as usual', async () => {
    await storeWorkspace('commands-bad')
    const name = workspaceDbName('commands-bad')
    writeCommands(name, [{ change: { collection: 'todos', write: [{ id: 'td_1' }] } }])
    localStorage.setItem(`hearth:commands:other:${name}`, '{"not": "changes"}')
    bootFor('commands-bad')
    const workspace = await Workspace.open('commands-bad')
    expect(workspace.mode).toBe('ready')
    await until(() => !hasCommands(name), 'dropped')
    await workspace.close()
  })
})
