import { create } from 'zustand'

interface TodosUiState {
  /** Bumped to ask the quick-add field to take focus (a command, the palette). */
  quickAddRequest: number
  /** A request not answered yet (the field was not on screen when it came). */
  quickAddPending: boolean
  /** The todo whose details are open, or null. */
  detailsId: string | null
  /** The last move or change said to screen readers (a polite live region shows it). */
  announcement: string
  /** Completed todos shown under a list's open ones. */
  showCompleted: boolean
}

export const useTodosUi = create<TodosUiState>(() => ({
  quickAddRequest: 0,
  quickAddPending: false,
  detailsId: null,
  announcement: '',
  showCompleted: false,
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

/** Says something to screen readers, even when it is the same text as last time. */
export function announce(text: string) {
  useTodosUi.setState({ announcement: '' })
  queueMicrotask(() => useTodosUi.setState({ announcement: text }))
}
