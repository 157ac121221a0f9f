// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { DataSession } from './session'
import { listSnapshots } from './snapshots'
import { inOneStep } from './undo'

let session: DataSession

afterEach(async () => {
  await session.closeActive()
  await session.registry?.close()
})

/** Each click or key is a task of its own: the edits of one task are one undo step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function started() {
  session = new DataSession()
  await session.start()
  return session
}

describe('the data session', () => {
  it('opens the first workspace and remembers which one is active', async () => {
    const { registry, workspace } = await started()
    expect(registry!.list().map((w) => w.name)).toEqual(['Personal'])
    expect(workspace?.mode).toBe('ready')
    expect(localStorage.getItem('hearth:active-workspace')).toBe(workspace!.id)
    // Every workspace has its settings record from the start.
    expect(workspace!.records('settings')).toHaveLength(1)
  })

  it('undoes and redoes record edits and renames in the order they were made', async () => {
    const s = await started()
    const registry = s.registry!
    const workspace = s.workspace!
    const notes = workspace.repository('notes')
    const note = notes.create({ title: 'Plan' })
    await nextTask()
    registry.rename(workspace.id, 'Home')
    await nextTask()
    notes.update(note.id, { pinned: true })
    expect(s.history.undoLabel()).toBe('Pin note')

    expect(s.history.undo()).toBe(true)
    expect(s.history.undoLabel()).toBe('Rename workspace')
    expect(s.history.redoLabel()).toBe('Pin note')
    expect(workspace.store('notes').get(note.id)?.pinned).toBe(false)
    expect(registry.get(workspace.id)?.name).toBe('Home')
    expect(s.history.undo()).toBe(true)
    expect(registry.get(workspace.id)?.name).toBe('Personal')

    expect(s.history.redo()).toBe(true)
    expect(registry.get(workspace.id)?.name).toBe('Home')
    expect(s.history.redo()).toBe(true)
    expect(workspace.store('notes').get(note.id)?.pinned).toBe(true)
    expect(s.history.redo()).toBe(false)
  })

  it('forgets undone steps once a new edit is made', async () => {
    const s = await started()
    const notes = s.workspace!.repository('notes')
    const note = notes.create({ title: 'A' })
    await nextTask()
    notes.update(note.id, { title: 'B' })
    await nextTask()
    s.history.undo()
    await nextTask()
    notes.update(note.id, { title: 'C' })
    expect(s.history.canRedo()).toBe(false)
    expect(s.history.redo()).toBe(false)
    expect(s.workspace!.store('notes').get(note.id)?.title).toBe('C')
  })

  it('keeps the earlier steps when a new edit follows an undo', async () => {
    const s = await started()
    const notes = s.workspace!.repository('notes')
    const note = notes.create({ title: 'A' })
    await nextTask()
    notes.update(note.id, { title: 'B' })
    await nextTask()
    notes.update(note.id, { title: 'C' })
    await nextTask()
    s.history.undo()
    await nextTask()
    notes.update(note.id, { pinned: true })
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.store('notes').get(note.id)?.pinned).toBe(false)
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.store('notes').get(note.id)?.title).toBe('A')
  })

  it('makes each action a step of its own however fast the next follows, and names it', async () => {
    const s = await started()
    const notes = s.workspace!.repository('notes')
    // 'New note', a title typed (the field's own history), 'Pin note': three tasks in a row.
    const note = notes.create({ title: '' })
    expect(s.history.undoLabel()).toBe('New note')
    await Promise.resolve()
    notes.updateTyped(note.id, { title: 'Groceries' })
    await nextTask()
    notes.update(note.id, { pinned: true })
    expect(s.history.undoLabel()).toBe('Pin note')
    expect(s.history.undo()).toBe(true)
    const after = s.workspace!.store('notes').get(note.id)
    expect(after).toMatchObject({ title: 'Groceries', pinned: false })
    expect(s.history.undoLabel()).toBe('New note')
    // Edits in one task are one step; a named action is one step whatever it writes.
    const lists = s.workspace!.repository('todoLists')
    const todos = s.workspace!.repository('todos')
    await nextTask()
    const list = lists.create({ title: 'Errands' })
    todos.create({ title: 'Stamps', listId: list.id })
    expect(s.history.undoLabel()).toBe('New list')
    await nextTask()
    inOneStep('Delete list', () => {
      todos.removeMany(s.workspace!.records('todos').map((todo) => todo.id))
      lists.remove(list.id)
    })
    expect(s.history.undoLabel()).toBe('Delete list')
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.records('todos').map((todo) => todo.title)).toEqual(['Stamps'])
    expect(s.workspace!.store('todoLists').get(list.id)?.title).toBe('Errands')
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.store('todoLists').get(list.id)).toBeUndefined()
    expect(s.workspace!.records('todos')).toEqual([])
  })

  it('undoes the step a toast’s Undo is for, as Ctrl+Z would, and only that one', async () => {
    const s = await started()
    const notes = s.workspace!.repository('notes')
    const first = notes.create({ title: 'First' })
    await nextTask()
    notes.remove(first.id)
    const putBack = vi.fn(() => notes.create(first))
    const undoDelete = s.history.undoOfLatest(putBack)
    undoDelete()
    expect(s.workspace!.store('notes').get(first.id)?.title).toBe('First')
    expect(s.history.redoLabel()).toBe('Delete note')
    // Undone already (Ctrl+Z, then the toast's button): nothing more happens.
    undoDelete()
    expect(putBack).not.toHaveBeenCalled()
    expect(s.history.undoLabel()).toBe('New note')
    // A later step in the way: the note is put back as a step of its own.
    await nextTask()
    const second = notes.create({ title: 'Second' })
    await nextTask()
    notes.remove(second.id)
    const putSecondBack = vi.fn(() => void notes.create(second))
    const undoSecond = s.history.undoOfLatest(putSecondBack)
    await nextTask()
    notes.update(first.id, { pinned: true })
    undoSecond()
    expect(putSecondBack).toHaveBeenCalledOnce()
    expect(s.workspace!.store('notes').get(first.id)?.pinned).toBe(true)
  })

  it('keeps undo to the workspace that is open: switching leaves its steps behind', async () => {
    const s = await started()
    s.workspace!.repository('notes').create({ title: 'In Personal' })
    expect(s.history.canUndo()).toBe(true)
    const other = s.registry!.create('Work')
    await s.switchTo(other.id)
    expect(s.workspace!.id).toBe(other.id)
    expect(s.history.canUndo()).toBe(false)
    expect(s.history.undo()).toBe(false)
  })

  it('takes the daily snapshot of the workspace that is open, not of one switched away from', async () => {
    const s = await started()
    const personal = s.workspace!.id
    s.workspace!.repository('notes').create({ title: 'In Personal' })
    const other = s.registry!.create('Work')
    await s.switchTo(other.id)
    s.workspace!.repository('notes').create({ title: 'In Work' })
    // The first is taken 2 s after the open.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(await listSnapshots(other.id)).toHaveLength(1)
    expect(await listSnapshots(personal)).toHaveLength(0)
  })

  it('reports a bad update from another tab as a problem', async () => {
    const s = await started()
    const problems = vi.fn()
    s.onProblem(problems)
    const channel = new BroadcastChannel(`hearth:workspace:${s.workspace!.id}`)
    channel.postMessage({ type: 'update', update: new Uint8Array([255, 1, 2, 3]) })
    await vi.waitFor(() => expect(problems).toHaveBeenCalled())
    expect(problems.mock.calls[0]![0]).toMatchObject({
      kind: 'error',
      title: 'A change from another tab was refused',
    })
    channel.close()
  })

  it('keeps problems reported before anyone listens for the first listener, once', async () => {
    const s = new DataSession()
    session = s
    const problem = {
      kind: 'error' as const,
      title: 'This workspace could not be read',
      message: '',
    }
    s.report(problem)
    const first = vi.fn()
    const second = vi.fn()
    s.onProblem(first)
    s.onProblem(second)
    expect(first).toHaveBeenCalledExactlyOnceWith(problem)
    expect(second).not.toHaveBeenCalled()
    // Later problems reach every listener at once.
    s.report({ ...problem, title: 'Later' })
    expect(first).toHaveBeenLastCalledWith({ ...problem, title: 'Later' })
    expect(second).toHaveBeenCalledWith({ ...problem, title: 'Later' })
  })
})
