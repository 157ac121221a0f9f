/** An undo step: its number (each new step one more) and what the palette calls it. */
export interface Step {
  readonly n: number
  readonly label: string
}

/**
 * Where the user's own edits start a new undo step, for every undo history of the page (the
 * workspace's, through its document or its owner, and the list of workspaces'): one step per
 * action, however fast the next follows (edits had merged by time: within 0.4 s of each other,
 * whatever they were). An edit joins the step begun in the same task (the rest of the code a click
 * or a key ran) or inside `inOneStep` (an action named as a whole: 'Delete list'). Typing merges
 * as editors do in the fields that keep their own history (`Repository.updateTyped`, the note
 * editor), outside this one.
 */
class UndoSteps {
  private count = 0
  private current: Step = { n: 0, label: '' }
  /** The step is open to the rest of the task that began it (closed in a microtask). */
  private open = false
  private group: { label: string; step: Step | null } | null = null

  /** What the newest step is called. */
  get label(): string {
    return this.current.label
  }

  /** The step an edit of the user's own made now belongs to; `label` names it if it begins one. */
  step(label: string): Step {
    if (this.group) return (this.group.step ??= this.begin(this.group.label))
    if (this.open) return this.current
    this.open = true
    queueMicrotask(() => (this.open = false))
    return this.begin(label)
  }

  /**
   * A step for edits that are a step of their own whatever comes before or after them (records
   * added or replaced at once: an import, a sample, a snapshot restored).
   */
  alone(label: string): Step {
    this.open = false
    return this.begin(label)
  }

  /** Runs `action` (synchronous) with every edit it makes in one step called `label`. */
  inOneStep<T>(label: string, action: () => T): T {
    if (this.group) return action()
    this.group = { label, step: null }
    try {
      return action()
    } finally {
      this.group = null
      this.open = false
    }
  }

  private begin(label: string): Step {
    this.current = { n: ++this.count, label }
    return this.current
  }
}

export const undoSteps = new UndoSteps()

/**
 * Follows one undo history's steps: whether an edit made in `step` starts a new one there (the
 * step's first edit in that history) or joins its last.
 */
export class StepFollower {
  private last = -1

  starts(step: Step): boolean {
    const starts = step.n !== this.last
    this.last = step.n
    return starts
  }

  /** The next edit starts a step whatever it belongs to (after an undo or a redo). */
  reset() {
    this.last = -1
  }
}
