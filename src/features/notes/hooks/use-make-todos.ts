import type { EditorView } from '@codemirror/view'
import { useState, type RefObject } from 'react'
import { toast } from '@/components/ui/toast-store'
import type { Todo } from '@/data/records/todo'
import { linkedLine, todoLines, type TodoLine } from '../model/make-todos'

/**
 * 'Make a todo' in a note's editor: the lines the selection touches (the caret's line when
 * nothing is selected) are offered as todos (`MakeTodosDialog`); once made, each line still as
 * it was is replaced by a link to its todo, in one edit of the text (undone by Ctrl+Z there).
 */
export function useMakeTodos(view: RefObject<EditorView | null>) {
  const [lines, setLines] = useState<readonly TodoLine[] | null>(null)

  const start = () => {
    const editor = view.current
    if (!editor) return
    const { from, to } = editor.state.selection.main
    const found = todoLines(editor.state.doc.toString(), from, to)
    if (found.length) setLines(found)
    else
      toast({
        kind: 'info',
        title: 'Nothing to make a todo of',
        message: 'Put the cursor on a line with text, or select lines, then choose Make a todo.',
      })
  }

  const onMade = (made: readonly TodoLine[], todos: readonly Todo[]) => {
    const editor = view.current
    if (!editor) return
    const changes = made.flatMap((line, i) =>
      // A line changed meanwhile (another tab, another device) stays as it is now.
      editor.state.sliceDoc(line.from, line.to) === line.text && todos[i]
        ? [{ from: line.from, to: line.to, insert: linkedLine(line, todos[i].id) }]
        : [],
    )
    if (changes.length) editor.dispatch({ changes, userEvent: 'input.make-todos' })
  }

  return { lines, start, onMade, close: () => setLines(null) }
}
