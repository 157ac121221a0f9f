import { describe, expect, it } from 'vitest'
import { StepFollower, undoSteps } from './undo-steps'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('undo steps', () => {
  it('are one per task, named by their first edit, and one per named action', async () => {
    const first = undoSteps.step('Add todo')
    expect(undoSteps.step('Delete todo')).toBe(first)
    expect(undoSteps.label).toBe('Add todo')
    // Code after an await in the same action joins the step only within the task.
    await nextTask()
    const second = undoSteps.step('Pin note')
    expect(second.n).toBe(first.n + 1)
    const named = undoSteps.inOneStep('Delete list', () => [
      undoSteps.step('Delete 3 todos'),
      undoSteps.step('Delete list'),
    ])
    expect(named[0]).toBe(named[1])
    expect(named[0]).toMatchObject({ n: second.n + 1, label: 'Delete list' })
    // After a named action or records added at once, the next edit is a step of its own.
    const after = undoSteps.step('Rename list')
    expect(after.n).toBe(named[0]!.n + 1)
    const bulk = undoSteps.alone('Import')
    expect(undoSteps.step('Add todo').n).toBe(bulk.n + 1)
  })

  it('are followed per history: the first edit of a step there starts it', () => {
    const follower = new StepFollower()
    expect(follower.starts({ n: 1, label: 'a' })).toBe(true)
    expect(follower.starts({ n: 1, label: 'a' })).toBe(false)
    expect(follower.starts({ n: 2, label: 'b' })).toBe(true)
    follower.reset()
    expect(follower.starts({ n: 2, label: 'b' })).toBe(true)
  })
})
