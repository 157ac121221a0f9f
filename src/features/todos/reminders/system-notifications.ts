/**
 * The browser's own notifications, for reminders. Hearth asks for permission only when the user
 * clicks 'Enable desktop notifications', never by itself.
 */

const supported = () => typeof window !== 'undefined' && 'Notification' in window

/** Whether the button to ask makes sense: supported, and neither granted nor refused yet. */
export function canAskForNotifications(): boolean {
  return supported() && Notification.permission === 'default'
}

/** Whether reminders also go to the system's notifications. */
export function desktopNotificationsEnabled(): boolean {
  return supported() && Notification.permission === 'granted'
}

/** Asks the browser (after the user's click). Resolves to whether they are now enabled. */
export async function enableDesktopNotifications(): Promise<boolean> {
  if (!supported()) return false
  try {
    return (await Notification.requestPermission()) === 'granted'
  } catch {
    return false
  }
}

/** Shows a system notification when enabled; clicking it focuses Hearth. Never throws. */
export function showDesktopNotification(
  title: string,
  body: string,
  tag: string,
  onClick?: () => void,
) {
  if (!desktopNotificationsEnabled()) return
  try {
    const notification = new Notification(title, { body, tag })
    notification.onclick = () => {
      window.focus()
      onClick?.()
      notification.close()
    }
  } catch {
    // Some browsers allow notifications only from a service worker; the in-app ones remain.
  }
}
