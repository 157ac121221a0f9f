// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { DataSession } from './session'

let session: DataSession

afterEach(async () => {
  await session.closeActive()
  await session.registry?.close()
})

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
    workspace.undoManager.stopCapturing()
    registry.rename(workspace.id, 'Home')
    registry.undoManager.stopCapturing()
    notes.update(note.id, { pinned: true })
    workspace.undoManager.stopCapturing()

    expect(s.history.undo()).toBe(true)
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
    s.workspace!.undoManager.stopCapturing()
    notes.update(note.id, { title: 'B' })
    s.history.undo()
    s.workspace!.undoManager.stopCapturing()
    notes.update(note.id, { title: 'C' })
    expect(s.history.canRedo()).toBe(false)
    expect(s.history.redo()).toBe(false)
    expect(s.workspace!.store('notes').get(note.id)?.title).toBe('C')
  })

  it('keeps the earlier steps when a new edit follows an undo', async () => {
    const s = await started()
    const notes = s.workspace!.repository('notes')
    const note = notes.create({ title: 'A' })
    s.workspace!.undoManager.stopCapturing()
    notes.update(note.id, { title: 'B' })
    s.workspace!.undoManager.stopCapturing()
    notes.update(note.id, { title: 'C' })
    s.history.undo()
    s.workspace!.undoManager.stopCapturing()
    notes.update(note.id, { pinned: true })
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.store('notes').get(note.id)?.pinned).toBe(false)
    expect(s.history.undo()).toBe(true)
    expect(s.workspace!.store('notes').get(note.id)?.title).toBe('A')
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
