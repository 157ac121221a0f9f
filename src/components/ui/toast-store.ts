import { create } from 'zustand'
import { TIMING } from '@/config/constants'
import type { AlertKind } from './alert'

/** A toast: a short message at the bottom right. */
export interface ToastItem {
  id: string
  kind: AlertKind
  title: string
  message?: string
  /** Milliseconds before it closes itself; 0 means it stays until closed. */
  duration: number
  /** False while its exit animation runs. */
  open: boolean
  /** Buttons in the toast, e.g. 'Undo'; the toast closes after one runs. */
  actions: ToastAction[]
  /** A newer toast of the same group closes this one. */
  group?: string
  /** How many times the same toast was asked for while it showed: each restarts its countdown. */
  repeats: number
}

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastInput {
  kind?: AlertKind
  title: string
  message?: string
  /** Overrides the kind's default: info and success 5000 ms, warn and error never (0). */
  duration?: number
  /** One button, e.g. 'Undo'. */
  action?: ToastAction
  /** Several buttons, e.g. 'Complete' and 'Snooze 10 min' (after `action`, if both). */
  actions?: ToastAction[]
  /**
   * Toasts of a group show one at a time: a new one closes the one showing (one 'Completed'
   * toast, whose 'Undo' is for the latest, rather than a pile of them).
   */
  group?: string
}

const EXIT_MS = 200

/** Default lifetime for each kind: info and success close by themselves, warn and error stay. */
export function defaultDuration(kind: AlertKind): number {
  return kind === 'info' ? TIMING.toastInfo : kind === 'success' ? TIMING.toastSuccess : 0
}

interface ToastStore {
  toasts: ToastItem[]
}

export const useToastStore = create<ToastStore>(() => ({ toasts: [] }))

let counter = 0

/** The open toast saying the same (kind and text) with no buttons, if any. */
function sameShowing(item: ToastItem): ToastItem | undefined {
  if (item.actions.length > 0) return undefined
  return useToastStore
    .getState()
    .toasts.find(
      (t) =>
        t.open &&
        t.actions.length === 0 &&
        t.kind === item.kind &&
        t.title === item.title &&
        t.message === item.message,
    )
}

/**
 * Shows a toast; newest first. Returns its id. The same message (kind and text, no buttons) while
 * it still shows adds no other: the one showing moves to the top and starts its countdown again.
 * Toasts with buttons are each for their own thing (an 'Undo' for each deletion): never merged.
 */
export function toast({
  kind = 'info',
  title,
  message,
  duration,
  action,
  actions = [],
  group,
}: ToastInput): string {
  const id = `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`
  const item: ToastItem = {
    id,
    kind,
    title,
    message,
    duration: duration ?? defaultDuration(kind),
    open: true,
    actions: action ? [action, ...actions] : actions,
    ...(group ? { group } : {}),
    repeats: 0,
  }
  const same = sameShowing(item)
  if (same) {
    const again = { ...same, duration: item.duration, repeats: same.repeats + 1 }
    useToastStore.setState((state) => ({
      toasts: [again, ...state.toasts.filter((t) => t.id !== same.id)],
    }))
    return same.id
  }
  if (group)
    for (const t of useToastStore.getState().toasts)
      if (t.group === group && t.open) dismissToast(t.id)
  useToastStore.setState((state) => ({ toasts: [item, ...state.toasts] }))
  return id
}

/** Closes one toast after its exit animation. */
export function dismissToast(id: string) {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
  }))
  setTimeout(
    () => useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
    EXIT_MS,
  )
}

/** Closes every toast. */
export function clearToasts() {
  for (const { id } of useToastStore.getState().toasts) dismissToast(id)
}

/**
 * Says that `what` ('search', 'Main menu') did not open because its code could not be
 * downloaded (offline before the service worker has Hearth); the next try fetches it again.
 */
export function toastCouldNotOpen(what: string) {
  toast({
    kind: 'error',
    title: `Could not open ${what}`,
    message: 'Its code could not be downloaded. Check your connection and try again.',
  })
}

/**
 * Runs a change, or says in an error toast titled `what` ('Could not save the todo') why it was
 * refused, and gives null then.
 */
export function attempt<T>(what: string, change: () => T): T | null {
  try {
    return change()
  } catch (error) {
    toast({
      kind: 'error',
      title: what,
      message: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}
