import type { CollectionName } from './collections'
import type { Change } from './doc/changes'
import type { HostRequest } from './host-protocol'
import type { UndoStack } from './edit-history'
import { StepFollower, type Step } from './undo-steps'

/** A record the page did not know before a command (no store or screen held it). */
export const UNKNOWN = Symbol('unknown')

type State = Record<string, unknown> | undefined | typeof UNKNOWN

/** What the page knew of a record a command changed: before it, and after (undefined: none). */
export interface Known {
  collection: CollectionName
  id: string
  before: State
  after: State
}

/** A record as an undo or a redo leaves it, as the page predicts it (undefined: deleted). */
export interface Predicted {
  collection: CollectionName
  id: string
  record: Record<string, unknown> | undefined
}

/**
 * What the page knows of the records a change writes, before and after it (`current`: a record
 * as a store or a screen shows it now). A record written whole that the page did not know is a
 * new one; a changed or deleted one it did not know is left out: its undo shows once the owner
 * stored it.
 */
export function knownOf(
  change: Change,
  current: (collection: CollectionName, id: string) => Record<string, unknown> | undefined,
): Known[] {
  const { collection } = change
  const known: Known[] = []
  for (const record of change.write ?? []) {
    const id = String(record.id)
    known.push({ collection, id, before: current(collection, id), after: record })
  }
  const edits = [
    ...(change.patch ?? []),
    ...(change.touch ?? []).map(({ id, time }) => ({ id, fields: { updatedAt: time } })),
  ]
  for (const { id, fields } of edits) {
    const before = current(collection, id)
    if (before) known.push({ collection, id, before, after: { ...before, ...fields, id } })
  }
  for (const id of change.remove ?? [])
    known.push({ collection, id, before: current(collection, id) ?? UNKNOWN, after: undefined })
  return known
}

/** A step: its number (the owner's items carry it) and what the page knew of its records. */
interface Numbered {
  step: number
  known: Known[]
}

/**
 * Undo and redo of the commands a page sent, as a stack of the app's history (`EditHistory`):
 * the page says which command starts a step (`startsStep`), numbered, and the owner keeps to
 * it: an undo or a redo names its step, which the owner does only if it is its newest (a step
 * whose commands changed nothing has no item there), and says which steps it took along (the
 * step asked for changed nothing: `NumberedUndo`). Each step keeps what the page knew of the
 * records it changed, so that an undo or a redo shows at once (`predict`), before the owner
 * (which may still be loading the document) has done it and told its rows.
 */
export class CommandHistory implements UndoStack {
  private done: Numbered[] = []
  private undone: Numbered[] = []
  /** The number of the newest step. */
  private numbered = 0
  private listeners = new Set<(type: 'undo' | 'redo') => void>()
  private clearedListeners = new Set<(stacks: { undo: boolean; redo: boolean }) => void>()
  private alongListeners = new Set<(type: 'undo' | 'redo') => void>()
  /** The undos and redos the owner has not answered yet, in order. */
  private asked: ('undo' | 'redo')[] = []

  /** The undo steps of the user's edits (an undo or a redo ends the step). */
  private readonly steps = new StepFollower()

  constructor(
    private readonly post: (request: HostRequest) => void,
    private readonly predict: (records: Predicted[]) => void = () => {},
  ) {}

  /** Whether an edit of the user's own in `step` starts a step here, or joins the last one. */
  startsStep(step: Step): boolean {
    return this.steps.starts(step) || !this.done.length
  }

  /**
   * An edit of the user's own is sent, starting a step (`step`: one more, and nothing left to
   * redo) or joining the last one; `known`: what the page knew of the records it changed. Gives
   * the number of the step it starts, for the owner.
   */
  record(known: Known[], step: boolean): number | undefined {
    if (!step) return void this.done.at(-1)?.known.push(...known)
    const numbered = { step: ++this.numbered, known }
    this.done.push(numbered)
    this.undone = []
    this.tell('undo')
    return numbered.step
  }

  undo(): boolean {
    return this.replay('undo')
  }

  redo(): boolean {
    return this.replay('redo')
  }

  /**
   * Asks the owner to undo or redo its newest step; the step moves to the other stack, and the
   * records it changed show as the page predicts them: each as it was before the step's first
   * change (undo), or after its last (redo).
   */
  private replay(kind: 'undo' | 'redo'): boolean {
    const undo = kind === 'undo'
    const numbered = (undo ? this.done : this.undone).pop()
    if (!numbered) return false
    ;(undo ? this.undone : this.done).push(numbered)
    this.steps.reset()
    const { step, known } = numbered
    this.asked.push(kind)
    this.post(undo ? { undo: true, step } : { redo: true, step })
    const states = new Map<string, Predicted>()
    for (const { collection, id, before, after } of undo ? [...known].reverse() : known) {
      const record = undo ? before : after
      const key = `${collection}\u001f${id}`
      if (record === UNKNOWN) states.delete(key)
      else states.set(key, { collection, id, record })
    }
    // Told even when there is nothing to show: the owner answers each undo and redo.
    this.predict([...states.values()])
    this.tell(undo ? 'redo' : 'undo')
    return true
  }

  /**
   * The owner answered the oldest undo or redo not answered yet: `along`, the steps it undid or
   * redid with it (newest first; the one asked for changed nothing), move as that one did.
   */
  answered(along: readonly number[]) {
    const kind = this.asked.shift()
    if (!kind) return
    const [from, to] = kind === 'undo' ? [this.done, this.undone] : [this.undone, this.done]
    for (const step of along) {
      // Unless an edit came since (the owner has none of them then: they do nothing).
      if (from.at(-1)?.step !== step) break
      to.push(from.pop()!)
      for (const listener of [...this.alongListeners]) listener(kind)
    }
  }

  listen(
    added: (type: 'undo' | 'redo') => void,
    cleared?: (stacks: { undo: boolean; redo: boolean }) => void,
    along?: (type: 'undo' | 'redo') => void,
  ): () => void {
    this.listeners.add(added)
    if (cleared) this.clearedListeners.add(cleared)
    if (along) this.alongListeners.add(along)
    return () => {
      this.listeners.delete(added)
      if (cleared) this.clearedListeners.delete(cleared)
      if (along) this.alongListeners.delete(along)
    }
  }

  /** Forgets every step (another owner took over: it has none of them). */
  clear() {
    this.done = []
    this.undone = []
    this.asked = []
    this.steps.reset()
    for (const cleared of [...this.clearedListeners]) cleared({ undo: true, redo: true })
  }

  private tell(type: 'undo' | 'redo') {
    for (const listener of [...this.listeners]) listener(type)
  }
}
