import { EditorSelection, type ChangeSpec, type EditorState } from '@codemirror/state'
import type { EditorView, KeyBinding } from '@codemirror/view'
import { formatShortcut } from '@/lib/shortcuts'
import { codeMirrorKey, FORMAT_SHORTCUTS, type FormatId } from '../../model/note-keys'

type Command = (view: EditorView) => boolean

/** Wraps each selection in `mark` (or unwraps it if it is wrapped already). */
export function wrap(mark: string): Command {
  return (view) => {
    const { state } = view
    view.dispatch(
      state.changeByRange((range) => {
        const before = state.sliceDoc(range.from - mark.length, range.from)
        const after = state.sliceDoc(range.to, range.to + mark.length)
        if (before === mark && after === mark) {
          return {
            changes: [
              { from: range.from - mark.length, to: range.from },
              { from: range.to, to: range.to + mark.length },
            ],
            range: EditorSelection.range(range.from - mark.length, range.to - mark.length),
          }
        }
        return {
          changes: [
            { from: range.from, insert: mark },
            { from: range.to, insert: mark },
          ],
          range: EditorSelection.range(range.from + mark.length, range.to + mark.length),
        }
      }),
      { scrollIntoView: true, userEvent: 'input.format' },
    )
    view.focus()
    return true
  }
}

/** Line prefixes a line can start with; a new one replaces any of these. */
const LINE_PREFIX = /^(\s*)(#{1,6}\s+|[-*+]\s+\[[ xX]\]\s+|[-*+]\s+|\d+[.)]\s+)?/

function linesOf(state: EditorState) {
  const lines = new Set<number>()
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number
    const last = state.doc.lineAt(range.to).number
    for (let n = first; n <= last; n++) lines.add(n)
  }
  return [...lines].map((n) => state.doc.line(n))
}

/** Starts each selected line with `prefix`, or takes it off if every line has it already. */
export function linePrefix(prefix: string): Command {
  return (view) => {
    const { state } = view
    const lines = linesOf(state)
    const has = (text: string) => LINE_PREFIX.exec(text)![2] === prefix
    const remove = lines.every((line) => has(line.text))
    const changes: ChangeSpec[] = lines.map((line) => {
      const match = LINE_PREFIX.exec(line.text)!
      const from = line.from + match[1]!.length
      const to = from + (match[2]?.length ?? 0)
      return { from, to, insert: remove ? '' : prefix }
    })
    const changeSet = state.changes(changes)
    // A cursor at the start of a line moves past the new prefix, ready to type.
    view.dispatch({
      changes: changeSet,
      selection: state.selection.map(changeSet, 1),
      scrollIntoView: true,
      userEvent: 'input.format',
    })
    view.focus()
    return true
  }
}

/** Makes the selection a link: `[text](url)`, with the part still to write selected. */
export const insertLink: Command = (view) => {
  const { state } = view
  view.dispatch(
    state.changeByRange((range) => {
      const text = state.sliceDoc(range.from, range.to)
      if (/^https?:\/\/\S+$/.test(text)) {
        // A URL was selected: it becomes the target; the cursor waits for the text.
        return {
          changes: { from: range.from, to: range.to, insert: `[](${text})` },
          range: EditorSelection.cursor(range.from + 1),
        }
      }
      const label = text || 'text'
      const insert = `[${label}](https://)`
      const urlStart = range.from + label.length + 3
      return {
        changes: { from: range.from, to: range.to, insert },
        range: text
          ? EditorSelection.range(urlStart, urlStart + 'https://'.length)
          : EditorSelection.range(range.from + 1, range.from + 1 + label.length),
      }
    }),
    { scrollIntoView: true, userEvent: 'input.format' },
  )
  view.focus()
  return true
}

/** One formatting action: toolbar button and keyboard shortcut share it. */
export interface FormatAction {
  id: FormatId
  label: string
  /** CodeMirror key name, e.g. 'Mod-b'. */
  key: string
  /** Shown in the button's tooltip: 'Ctrl+B', or '⌘B' on Apple platforms. */
  shortcut: string
  run: Command
}

const RUN: Record<FormatId, Command> = {
  bold: wrap('**'),
  italic: wrap('_'),
  heading: linePrefix('## '),
  list: linePrefix('- '),
  checklist: linePrefix('- [ ] '),
  link: insertLink,
  code: wrap('`'),
}

export const FORMAT_ACTIONS: FormatAction[] = FORMAT_SHORTCUTS.map(({ id, label, shortcut }) => ({
  id,
  label,
  key: codeMirrorKey(shortcut),
  shortcut: formatShortcut(shortcut),
  run: RUN[id],
}))

export const formatKeymap: KeyBinding[] = FORMAT_ACTIONS.map((action) => ({
  key: action.key,
  run: action.run,
  preventDefault: true,
}))
