import { create } from 'zustand'

interface TodosUiState {
  /** Bumped to ask the quick-add field to take focus (a command, the palette). */
  quickAddRequest: number
  /** A request not answered yet (the field was not on screen when it came). */
  quickAddPending: boolean
  /** The todo whose details are open, or null. */
  detailsId: string | null
  /**
   * A todo whose row is to be scrolled into view (`?todo=<id>`: its address, the search
   * palette), its group showing rows until it is there; null once it is, or for none.
   */
  revealId: string | null
  /** Whether its row has been scrolled into view (it stays rendered while asked for). */
  revealed: boolean
  /** The last move or change said to screen readers (a polite live region shows it). */
  announcement: string
  /** Completed todos shown under a list's open ones. */
  showCompleted: boolean
  /**
   * The todo whose title is being edited in its row, or null. Its row stays in the view until
   * the edit ends, even when a change (from another tab or device) takes the todo out of it.
   */
  editingTitle: string | null
}

export const useTodosUi = create<TodosUiState>(() => ({
  quickAddRequest: 0,
  quickAddPending: false,
  detailsId: null,
  revealId: null,
  revealed: false,
  announcement: '',
  showCompleted: false,
  editingTitle: null,
}))

/** Focuses 'Add a todo' (once Todos is on screen). */
export function requestQuickAdd() {
  useTodosUi.setState((state) => ({
    quickAddRequest: state.quickAddRequest + 1,
    quickAddPending: true,
  }))
}

export function openDetails(id: string | null) {
  useTodosUi.setState({ detailsId: id })
}

/** Asks for a todo's row to be scrolled into view, or for none (null). */
export function revealTodo(id: string | null) {
  useTodosUi.setState({ revealId: id, revealed: false })
}

/** Notes that the row asked for has been scrolled into view. */
export function rowRevealed() {
  useTodosUi.setState({ revealed: true })
}

/** Says something to screen readers, even when it is the same text as last time. */
export function announce(text: string) {
  useTodosUi.setState({ announcement: '' })
  queueMicrotask(() => useTodosUi.setState({ announcement: text }))
}

/** Marks a todo's title as being edited in its row, or no longer (if it was that todo's). */
export function setEditingTitle(id: string, editing: boolean) {
  useTodosUi.setState((state) =>
    editing ? { editingTitle: id } : state.editingTitle === id ? { editingTitle: null } : state,
  )
}
