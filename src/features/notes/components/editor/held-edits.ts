import { Annotation, ChangeSet, Transaction } from '@codemirror/state'
import type { EditorView, ViewUpdate } from '@codemirror/view'
import { textDifference } from '@/lib/text-difference'

/**
 * Marks the two transactions of `HeldEdits.replay`: 'shown', the shared text shown in place of
 * what was typed, and 'typed', what was typed typed again into it. What follows typing (the `[[`
 * list, its option chosen) stays as it is through them, as if the text had never gone.
 */
export const retyping = Annotation.define<'shown' | 'typed'>()

/**
 * What the user typed into an editor that showed its note's text from the row while the editor
 * was still being bound to the shared text (after a start from rows, the workspace's document
 * is read first): kept as one change set from the text it started from (`base`), and typed
 * again through the binding once it is there (`replay`), so that no key is lost.
 */
export class HeldEdits {
  private changes: ChangeSet | null = null
  private base = ''
  /**
   * The user event of the last edit held ('input.type', 'delete.backward'…): the replay is that
   * edit again, so what follows typing (the `[[` menu) sees it typed.
   */
  private event = 'input'

  /** Whether the user edited the editor since it started to bind. */
  get any(): boolean {
    return this.changes !== null
  }

  /** Keeps an update's changes: the user's, and every change after the first of them. */
  add(update: ViewUpdate) {
    if (!update.docChanged) return
    for (const tr of update.transactions) {
      const event = tr.annotation(Transaction.userEvent)
      if (event !== undefined && tr.docChanged) this.event = event
    }
    if (this.changes) this.changes = this.changes.compose(update.changes)
    else if (update.transactions.some((tr) => tr.annotation(Transaction.userEvent) !== undefined)) {
      this.base = update.startState.doc.toString()
      this.changes = update.changes
    }
  }

  /**
   * Makes `view` show `initialText` (the shared text as bound, before `attach` binds the editor),
   * then types what was held into it, mapped over what changed in the shared text meanwhile,
   * with the user's selection: the binding stores it as typed.
   */
  replay(view: EditorView, initialText: string, attach: () => void) {
    const held = this.changes
    this.changes = null
    const typed = view.state.selection
    if (view.state.doc.toString() !== initialText)
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: initialText },
        annotations: held ? retyping.of('shown') : [],
      })
    attach()
    if (!held) return
    const drift = difference(this.base, initialText)
    // Before what came at the same place meanwhile: another tab typing there goes on after its
    // own text, which stays in one piece.
    const mine = held.map(drift, true)
    // Unchanged meanwhile, the text ends as typed. Else the selection goes where what was typed
    // went: before what came meanwhile at the same place, then after what was typed.
    const selection = drift.empty
      ? typed
      : typed.map(held.invertedDesc, 1).map(drift, -1).map(mine, 1)
    view.dispatch({
      changes: mine,
      selection,
      userEvent: this.event,
      annotations: retyping.of('typed'),
      scrollIntoView: true,
    })
    this.event = 'input'
  }
}

/** The change from `from` to `to`, as one replacement between their common start and end. */
function difference(from: string, to: string): ChangeSet {
  const change = textDifference(from, to)
  if (!change) return ChangeSet.empty(from.length)
  const { at, removed, inserted } = change
  return ChangeSet.of({ from: at, to: at + removed, insert: inserted }, from.length)
}
