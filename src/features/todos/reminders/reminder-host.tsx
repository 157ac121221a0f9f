import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast-store'
import type { AlertKind } from '@/components/ui/alert'
import { useWorkspace } from '@/data/hooks'
import type { RowRange } from '@/data/row-query'
import { useRecordsSoon } from '@/data/soon-hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Todo } from '@/data/records/todo'
import { formatTime } from '@/lib/format'
import { todoActions } from '../hooks/use-todo-actions'
import { dateFormat, dayOf } from '../model/days'
import { dueReminders, isMissed, nextReminderAt, snooze } from '../model/reminders'
import { dueLabel } from '../model/views'
import { showDesktopNotification } from './system-notifications'

/** A notification for the notification centre; the same id is never shown twice. */
export interface ReminderNotification {
  id: string
  kind: AlertKind
  title: string
  message: string
}

export interface ReminderHostProps {
  /** Adds a notification to this tab's notification centre (`app/` passes the centre's own). */
  notify: (notification: ReminderNotification) => void
}

/** The longest a timer waits before looking again (a sleeping laptop, a changed clock). */
const MAX_WAIT = 30_000
const CHANNEL = 'hearth:reminders'

/**
 * Holds a Web Lock while this tab is the one that fires reminders: exactly one tab of a
 * workspace does, and when it closes another takes over. Without Web Locks, every tab leads
 * (the `reminderFired` flag still keeps a reminder from firing twice in one tab).
 */
function useLeader(name: string): boolean {
  const [leader, setLeader] = useState(() => !('locks' in navigator))
  useEffect(() => {
    if (!('locks' in navigator)) return
    const controller = new AbortController()
    navigator.locks
      .request(name, { signal: controller.signal }, () => {
        setLeader(true)
        // Held until this tab closes or the workspace changes.
        return new Promise<void>((resolve) =>
          controller.signal.addEventListener('abort', () => resolve()),
        )
      })
      .catch(() => {})
    return () => {
      controller.abort()
      setLeader(false)
    }
  }, [name])
  return leader
}

/**
 * Fires todo reminders while Hearth is open: a notification in the notification centre (in
 * every tab), a toast with 'Complete' and 'Snooze 10 min', and a system notification when the
 * user enabled them. Reminders that came due while Hearth was closed show as missed. Each fires
 * once: the todo records that it did, so a reload or another tab does not fire it again.
 */
/** Todos whose reminder is armed: the `flag` index's todos flagged. */
const ARMED: RowRange = { index: 'flag', lower: ['todos', 1], upper: ['todos', 1, []] }

export default function ReminderHost({ notify }: ReminderHostProps) {
  const workspace = useWorkspace()
  // Only todos whose reminder is armed, from the row store while every todo is not in memory;
  // else read in idle periods: a background service never holds up a key, a frame or the
  // first screen.
  const todos = useRecordsSoon('todos', ARMED, { background: true })
  const leader = useLeader(`hearth:reminders:${workspace.id}`)
  const [tick, setTick] = useState(0)
  const notifyRef = useRef(notify)
  useEffect(() => {
    notifyRef.current = notify
  }, [notify])

  // Other tabs' reminders reach this tab's notification centre too.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = (
      event: MessageEvent<{ workspace: string; notification: ReminderNotification }>,
    ) => {
      if (event.data?.workspace === workspace.id) notifyRef.current(event.data.notification)
    }
    return () => channel.close()
  }, [workspace.id])

  useEffect(() => {
    if (!leader || workspace.readOnly || !todos) return
    const now = Date.now()
    const due = dueReminders(todos, now)
    if (due.length) fire(due as Todo[], workspace, now, notifyRef.current)
    const next = nextReminderAt(todos, now)
    const wait = next === null ? MAX_WAIT : Math.min(Math.max(next - now, 0), MAX_WAIT)
    const timer = setTimeout(() => setTick((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [leader, todos, tick, workspace])

  return null
}

function fire(
  due: Todo[],
  workspace: ReturnType<typeof useWorkspace>,
  now: number,
  notify: ReminderHostProps['notify'],
) {
  const actions = todoActions(workspace)
  const repository = workspace.repository('todos')
  const today = dayOf(now)
  const clock = usePreferencesStore.getState().clockFormat
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  for (const todo of due) {
    // Recorded first: whatever happens next, this reminder has fired.
    try {
      repository.mark(todo.id, { reminderFired: true })
    } catch {
      continue
    }
    const missed = isMissed(todo, now)
    const title = todo.title.trim() || 'Untitled'
    const when = dueLabel(todo, today, clock)
    const was = new Date(todo.reminder!)
    const notification: ReminderNotification = {
      id: `reminder:${todo.id}:${todo.reminder}`,
      kind: missed ? 'warn' : 'info',
      title: missed ? 'Missed reminder' : 'Reminder',
      message: `${title}${when ? ` · due ${when}` : ''}${
        missed
          ? ` · was due ${dateFormat('en-GB', { dateStyle: 'medium' }).format(was)}, ${formatTime(was, clock)}`
          : ''
      }`,
    }
    notify(notification)
    channel?.postMessage({ workspace: workspace.id, notification })
    const current = () => workspace.known('todos', todo.id)
    toast({
      kind: notification.kind,
      title: notification.title,
      message: notification.message,
      duration: 0,
      actions: [
        {
          label: 'Complete',
          onClick: () => {
            const latest = current()
            if (latest && !latest.done) actions.toggle(latest)
          },
        },
        {
          label: 'Snooze 10 min',
          onClick: () => {
            if (current()) actions.update(current()!, snooze(Date.now(), 10))
          },
        },
      ],
    })
    showDesktopNotification(notification.title, notification.message, notification.id)
  }
  channel?.close()
}
