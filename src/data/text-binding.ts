import type { Extension } from '@codemirror/state'
import { keymap } from '@codemirror/view'
import { yCollab, YSyncConfig, yUndoManagerKeymap } from 'y-codemirror.next'
import * as Y from 'yjs'
import type { CollectionName } from './collections'
import { textMap } from './doc/records-in-doc'
import { writeCommands } from './persistence/command-journal'
import { workspaceInternals, type WorkspaceHandle } from './workspace'

/** How long after the last keystroke a record's `updatedAt` follows an edit to its text. */
const TOUCH_DELAY_MS = 1000

/** A CodeMirror editor bound to one text field of one record. */
export interface TextBinding {
  /** The text as it is now: the editor must start with exactly this. */
  initialText: string
  /** Keeps the editor and the stored text in step, with an undo history of its own. */
  extension: Extension
  destroy: () => void
}

/**
 * Null when `bindText` can bind now; else a promise that resolves once it can (after a start
 * from rows the workspace's document is decoded first, once its stored log is read), and
 * rejects when it cannot (the log unreadable, the workspace closed).
 */
export function readyToBind(handle: WorkspaceHandle): Promise<unknown> | null {
  const workspace = workspaceInternals(handle)
  if (workspace.hasDoc) return null
  const loading = workspace.loadDoc()
  return workspace.hasDoc ? null : loading
}

/**
 * Keeps the whole text typed into a record's text field before its editor could be bound
 * (`readyToBind` still waiting) aside, should the page go away first: the next start applies it
 * as a change (`command-journal.ts`). Null clears it (bound, the binding stores what was typed).
 */
export function keepTypedAside(
  handle: WorkspaceHandle,
  collection: CollectionName,
  field: string,
  id: string,
  text: string | null,
) {
  const { name } = workspaceInternals(handle).persistence
  const changes = text === null ? [] : [{ collection, patch: [{ id, fields: { [field]: text } }] }]
  writeCommands(name, changes, 'typed')
}

/**
 * Binds a record's text field (a Y.Text, e.g. a note's body) to a CodeMirror editor, so
 * keystrokes from two tabs or devices merge. Lives in `data/` because it is the only place
 * that touches Yjs; features get an opaque CodeMirror extension.
 *
 * The field's text can be replaced by another one under the editor: the workspace replaced by
 * an import, a snapshot restored or a reset (in another tab, or on another device), or two
 * tabs that each made the missing text at once. The bound text is then gone, and what is typed
 * into it is never stored: `onReplaced` is called, and the editor must be bound again.
 */
export function bindText(
  handle: WorkspaceHandle,
  collection: CollectionName,
  field: string,
  id: string,
  onReplaced?: () => void,
): TextBinding {
  const workspace = workspaceInternals(handle)
  const texts = textMap(workspace.doc, collection, field)
  let text = texts.get(id)
  if (!text) {
    text = new Y.Text('')
    const created = text
    workspace.doc.transact(() => texts.set(id, created))
  }
  const ytext = text
  const undoManager = new Y.UndoManager(ytext)
  const repository = workspace.repository(collection)
  let timer: ReturnType<typeof setTimeout> | null = null
  const touch = () => {
    timer = null
    repository.touch(id)
  }
  // Only the user's own edits in this tab move the record's edit time.
  const onChange = (_: Y.YTextEvent, transaction: Y.Transaction) => {
    if (!(transaction.origin instanceof YSyncConfig) || workspace.readOnly) return
    if (!timer) timer = setTimeout(touch, TOUCH_DELAY_MS)
  }
  ytext.observe(onChange)
  const onFieldChange = (event: Y.YMapEvent<Y.Text>) => {
    if (event.keysChanged.has(id) && texts.get(id) !== ytext) onReplaced?.()
  }
  texts.observe(onFieldChange)

  return {
    initialText: ytext.toString(),
    extension: [keymap.of(yUndoManagerKeymap), yCollab(ytext, null, { undoManager })],
    destroy: () => {
      ytext.unobserve(onChange)
      texts.unobserve(onFieldChange)
      if (timer) {
        clearTimeout(timer)
        touch()
      }
      undoManager.destroy()
    },
  }
}
