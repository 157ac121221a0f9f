import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { CommandHistory } from './command-history'
import { EditHistory, yjsStack } from './edit-history'
import type { HostRequest } from './host-protocol'
import { undoSteps } from './undo-steps'

// The app's history over a page's undo stacks: a step whose changes another tab overwrote
// changes nothing when undone, and the step before it is undone too; the history's steps and
// the stack's stay one for one (a document's undo manager, or the owner's, through the page's
// commands).

const LOCAL = Symbol('local')

/** A document, its undo manager as the history's stack, and edits in named steps. */
function history() {
  const doc = new Y.Doc()
  const fields = doc.getMap<string>('fields')
  const manager = new Y.UndoManager(fields, {
    trackedOrigins: new Set([LOCAL]),
    captureTimeout: Number.POSITIVE_INFINITY,
  })
  const edits = new EditHistory()
  edits.attach(yjsStack(manager))
  const edit = (label: string, key: string, value: string) =>
    undoSteps.inOneStep(label, () => {
      undoSteps.step(label)
      manager.stopCapturing()
      doc.transact(() => fields.set(key, value), LOCAL)
    })
  const fromAnotherTab = (key: string, value: string) =>
    doc.transact(() => fields.set(key, value), 'remote')
  return { edits, edit, fromAnotherTab, fields: () => fields.toJSON() }
}

describe('the history over a document’s undo manager', () => {
  it('skips a step another tab overwrote, and keeps each later undo and redo to its own step', () => {
    const { edits, edit, fromAnotherTab, fields } = history()
    edit('Name it', 'name', 'Mine')
    edit('Colour it', 'colour', 'Blue')
    edit('Size it', 'size', 'Large')
    fromAnotherTab('size', 'Small')
    expect(edits.undoLabel()).toBe('Size it')

    // The overwritten step changes nothing: the colour goes, and the name is next.
    expect(edits.undo()).toBe(true)
    expect(fields()).toEqual({ name: 'Mine', size: 'Small' })
    expect(edits.undoLabel()).toBe('Name it')
    expect(edits.redoLabel()).toBe('Colour it')

    expect(edits.undo()).toBe(true)
    expect(fields()).toEqual({ size: 'Small' })
    expect(edits.canUndo()).toBe(false)
    expect(edits.undo()).toBe(false)

    // Redone in turn, each as its step.
    expect(edits.redoLabel()).toBe('Name it')
    expect(edits.redo()).toBe(true)
    expect(fields()).toEqual({ name: 'Mine', size: 'Small' })
    expect(edits.redoLabel()).toBe('Colour it')
    expect(edits.redo()).toBe(true)
    expect(fields()).toEqual({ name: 'Mine', colour: 'Blue', size: 'Small' })
    expect(edits.canRedo()).toBe(false)
  })
})

describe('the history over the commands a page sends its owner', () => {
  it('moves the steps the owner undid or redid along with the one asked for', () => {
    const sent: HostRequest[] = []
    const commands = new CommandHistory((request) => sent.push(request))
    const edits = new EditHistory()
    edits.attach(commands)
    for (const label of ['Name it', 'Colour it', 'Size it'])
      undoSteps.inOneStep(label, () =>
        commands.record([], commands.startsStep(undoSteps.step(label))),
      )

    // The owner's 'Size it' changed nothing (overwritten): it undid 'Colour it' along.
    expect(edits.undo()).toBe(true)
    expect(sent.at(-1)).toEqual({ undo: true, step: 3 })
    commands.answered([2])
    expect(edits.undoLabel()).toBe('Name it')
    expect(edits.redoLabel()).toBe('Colour it')

    // Redone: 'Colour it' first, then 'Size it'.
    expect(edits.redo()).toBe(true)
    expect(sent.at(-1)).toEqual({ redo: true, step: 2 })
    commands.answered([])
    expect(edits.redoLabel()).toBe('Size it')
    expect(edits.undoLabel()).toBe('Colour it')
  })

  it('leaves a step in place when an edit came before the owner’s answer', () => {
    const commands = new CommandHistory(() => {})
    const edits = new EditHistory()
    edits.attach(commands)
    for (const label of ['Name it', 'Colour it'])
      undoSteps.inOneStep(label, () =>
        commands.record([], commands.startsStep(undoSteps.step(label))),
      )
    expect(edits.undo()).toBe(true)
    undoSteps.inOneStep('Size it', () =>
      commands.record([], commands.startsStep(undoSteps.step('Size it'))),
    )
    // The owner took 'Name it' along; the page's newest is 'Size it' now: nothing moves.
    commands.answered([1])
    expect(edits.undoLabel()).toBe('Size it')
    expect(edits.canRedo()).toBe(false)
  })
})
