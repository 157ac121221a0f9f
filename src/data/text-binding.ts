import type { Extension } from '@codemirror/state'
import { keymap } from '@codemirror/view'
import { yCollab, YSyncConfig, yUndoManagerKeymap } from 'y-codemirror.next'
// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './doc/yjs-kit'
import * as Y from 'yjs'
import type { CollectionName } from './collections'
import { textMap } from './doc/records-in-doc'
import { writeCommands } from './persistence/command-journal'
import { clearJournal, TAB_ID, writeJournal } from './persistence/journal'
import { RemoteText } from './remote-text'
import { workspaceInternals, type Workspace, type WorkspaceHandle } from './workspace'

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
 * A binding on its way (`prepareText`): `waiting()` is null once `bind` can bind, else a
 * promise that resolves then and rejects when it cannot (the log unreadable, the workspace
 * closed). `cancel` gives it up unbound.
 */
export interface PreparedText {
  waiting(): Promise<unknown> | null
  bind(onReplaced?: () => void): TextBinding
  cancel(): void
}

/** The texts this page opened through the owner: each journals in a slot of its own. */
let remoteTexts = 0

/**
 * Prepares to bind a record's text field. On a page with the workspace's document, to the
 * document's Y.Text (`bindText`). On a page without it (a start from rows) whose writes go to
 * the document's owner in a worker, to a copy of the text kept in step with the owner's
 * (`RemoteText`): the page never decodes the document to edit a note. Elsewhere (no worker) the
 * document is decoded first.
 */
export function prepareText(
  handle: WorkspaceHandle,
  collection: CollectionName,
  field: string,
  id: string,
): PreparedText {
  const workspace = workspaceInternals(handle)
  const owner = workspace.hasDoc ? null : workspace.commands.sink()
  if (!owner) {
    const loading = workspace.hasDoc ? null : workspace.loadDoc()
    return {
      waiting: () => (workspace.hasDoc ? null : loading),
      bind: (onReplaced) => bindText(handle, collection, field, id, onReplaced),
      cancel: () => {},
    }
  }
  const { name } = workspace.persistence
  const slot = `text${++remoteTexts}`
  const remote = new RemoteText(owner.requests, collection, field, id, {
    updates: (updates) => (updates ? writeJournal(name, updates, slot) : clearJournal(name, slot)),
    text: (text) => keepTypedAside(handle, collection, field, id, text),
    resend: (text) =>
      owner.send({ collection, patch: [{ id, fields: { [field]: text } }] }, 'typing'),
  })
  let bound = false
  return {
    waiting: () => (remote.ready ? null : remote.whenReady),
    bind: (onReplaced) => {
      bound = true
      if (onReplaced) remote.whenGone(onReplaced)
      const binding = bindTo(workspace, remote.text, collection, id)
      return {
        ...binding,
        destroy: () => {
          binding.destroy()
          remote.close()
        },
      }
    },
    cancel: () => bound || remote.close(),
  }
}

/**
 * Keeps the whole text typed into a record's text field before its editor could be bound
 * (`prepareText` still waiting) aside, should the page go away first: the next start applies it
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
  const change = { collection, patch: [{ id, fields: { [field]: text } }] }
  // Marked as a command of this page's text kept aside (`command-marks.ts`): it sets the whole
  // text, so once stored it must never be applied again, over what was typed since.
  const entries = text === null ? [] : [{ change, from: TYPED_ASIDE, seq: ++typedAside }]
  // A slot of its own per record: two editors may keep text aside at once.
  writeCommands(name, entries, `typed-${id.replace(/[^\w-]/g, '_')}`)
}

/** The page session of the texts this page keeps aside, and the last one's number. */
const TYPED_ASIDE = `${TAB_ID}-typed`
let typedAside = 0

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
  const binding = bindTo(workspace, ytext, collection, id)
  const onFieldChange = (event: Y.YMapEvent<Y.Text>) => {
    if (event.keysChanged.has(id) && texts.get(id) !== ytext) onReplaced?.()
  }
  texts.observe(onFieldChange)
  return {
    ...binding,
    destroy: () => {
      texts.unobserve(onFieldChange)
      binding.destroy()
    },
  }
}

/**
 * Binds `ytext` to an editor, with an undo history of its own; the user's own edits in this tab
 * move the record's edit time, a second after the last keystroke.
 */
function bindTo(
  workspace: Workspace,
  ytext: Y.Text,
  collection: CollectionName,
  id: string,
): TextBinding {
  const undoManager = new Y.UndoManager(ytext)
  const repository = workspace.repository(collection)
  let timer: ReturnType<typeof setTimeout> | null = null
  const touch = () => {
    timer = null
    repository.touch(id)
  }
  const onChange = (_: Y.YTextEvent, transaction: Y.Transaction) => {
    if (!(transaction.origin instanceof YSyncConfig) || workspace.readOnly) return
    if (!timer) timer = setTimeout(touch, TOUCH_DELAY_MS)
  }
  ytext.observe(onChange)
  return {
    initialText: ytext.toString(),
    extension: [keymap.of(yUndoManagerKeymap), yCollab(ytext, null, { undoManager })],
    destroy: () => {
      ytext.unobserve(onChange)
      if (timer) {
        clearTimeout(timer)
        touch()
      }
      undoManager.destroy()
    },
  }
}
