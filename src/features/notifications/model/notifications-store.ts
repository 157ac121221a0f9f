import { create } from 'zustand'
import type { AlertKind } from '@/components/ui/alert'

/** A notification in the notification centre. */
export interface AppNotification {
  id: string
  kind: AlertKind
  title: string
  message: string
  createdAt: number
}

/** Most severe first: error, warn, success, info. */
export const SEVERITY: AlertKind[] = ['error', 'warn', 'success', 'info']

interface NotificationsState {
  notifications: AppNotification[]
}

export const useNotificationsStore = create<NotificationsState>(() => ({ notifications: [] }))

let counter = 0

/**
 * Adds a notification at the top of the list. With an `id` (a reminder's), a notification that
 * is already listed is not added again.
 */
export function notify(input: Omit<AppNotification, 'id' | 'createdAt'> & { id?: string }): string {
  const id = input.id ?? `n-${Date.now().toString(36)}-${(counter++).toString(36)}`
  useNotificationsStore.setState((state) =>
    state.notifications.some((n) => n.id === id)
      ? state
      : { notifications: [{ ...input, id, createdAt: Date.now() }, ...state.notifications] },
  )
  return id
}

export function dismissNotification(id: string) {
  useNotificationsStore.setState((state) => ({
    notifications: state.notifications.filter((n) => n.id !== id),
  }))
}

export function clearNotifications() {
  useNotificationsStore.setState({ notifications: [] })
}

/** The most severe kind present, or null when there are none. */
export function mostSevere(notifications: Pick<AppNotification, 'kind'>[]): AlertKind | null {
  return SEVERITY.find((kind) => notifications.some((n) => n.kind === kind)) ?? null
}
